/**
 * View models of the fighter and vehicle sheets (Necromunda), built from prepared data. Pure.
 * @module
 */
import type { MovementActionSpec, MovementBand } from "../../../rules";
import { FIGHTER_PROFILE, FIGHTER_STATUSES, TARGET_CHARACTERISTICS } from "./fighter-keys";
import { sheetBasics, type ClampWarning } from "../../applications/sheets/sheet-common";

/** What the fighter sheet reads of a fighter's system data. */
export interface FighterSheetSystem {
  /** Missing on data Foundry did not clean; the sheet shows such values empty. */
  profile?: Partial<Record<string, number>>;
  status: string;
  /** Weapon profiles (necromunda-movement.md § Charge: Versatile, Long range in inches); missing reads as none. */
  weapons?: readonly Partial<WeaponProfile>[];
  warnings: ClampWarning[];
}

/** One weapon profile as the fighter data model stores it (Long range in inches, ≥ 0). */
export interface WeaponProfile {
  name: string;
  versatile: boolean;
  longRange: number;
}

/** A vehicle's designated transport area, as the vehicle data model's choices name it. */
export const TRANSPORT_AREAS = ["none", "rear", "deck"] as const;

/**
 * The weapon profiles a sheet form submitted, as the data model stores them: the form's
 * `system.weapons.<index>.<field>` inputs expand to an object keyed by index (FormDataExtended,
 * then `foundry.utils.expandObject`), read here in index order into an array. A missing name reads
 * "", Versatile is true only when checked (true), a Long range that is not a finite number ≥ 0
 * reads 0. Anything but an object or array gives [].
 */
export function weaponsFromForm(value: unknown): WeaponProfile[] {
  if (typeof value !== "object" || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value)
        .filter(([k]) => /^\d+$/.test(k))
        .map(([k, v]) => [Number(k), v] as const)
        .sort((a, b) => a[0] - b[0]);
  return entries.map(([, raw]) => {
    const w = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const range = Number(w["longRange"]);
    return {
      name: typeof w["name"] === "string" ? w["name"] : "",
      versatile: w["versatile"] === true,
      longRange: Number.isFinite(range) && range >= 0 ? range : 0,
    };
  });
}

/** What the vehicle sheet reads of a vehicle's system data. */
export interface VehicleSheetSystem {
  move: number;
  /** The designated transport area (§ Fighters & Loot on Moving Vehicles); missing reads as `none`. */
  transportArea?: string;
  /** Missing on data Foundry did not clean; the sheet shows such values empty. */
  toughness?: Partial<{ front: number; side: number; rear: number }>;
  handling: number;
  hullPoints?: Partial<{ value: number; max: number }>;
  warnings: ClampWarning[];
}

/** One movement action and its allowance. */
type ActionRow = { action: string; label: string; distance: number };

/** Each band with its action's name as the ruleset labels it; vehicle-only actions (Ram) on vehicles only. */
function actionRows(
  bands: readonly MovementBand[],
  actions: readonly MovementActionSpec[],
  localize: (key: string) => string,
  vehicle: boolean,
): ActionRow[] {
  const hidden = new Set(actions.filter((a) => a.kinds?.includes("vehicle") && !vehicle).map((a) => a.id));
  return bands
    .filter((band) => !hidden.has(band.action))
    .map((band) => ({
      action: band.action,
      label: localize(actions.find((a) => a.id === band.action)?.label ?? `STRIDE.Action.${band.action}`),
      distance: band.distance,
    }));
}

/** The actor's bands and the ruleset's actions, as the sheets list them. */
export interface SheetMovement {
  readonly bands: readonly MovementBand[];
  readonly actions: readonly MovementActionSpec[];
}

/** The status id that stands for Pinned (Foundry's Prone: the token HUD sets it). */
const PINNED_STATUS = "prone";

/**
 * The states the sheet's select offers: Standing and Seriously Injured (Pinned is the Prone
 * status, not a field), and Pinned only while the data still holds it from before (so saving
 * the form keeps it until it is moved to the status).
 */
function statusChoices(stored: string): readonly string[] {
  return FIGHTER_STATUSES.filter((s) => s !== "pinned" || stored === "pinned");
}

/**
 * The fighter sheet's context: the state select ({@link statusChoices}) and `pinned`, read from the
 * actor's Prone status (Actor#statuses).
 */
export function fighterSheetContext(
  actor: { name: string; img: string | null; system: FighterSheetSystem; statuses?: ReadonlySet<string> },
  movement: SheetMovement,
  editable: boolean,
  localize: (key: string) => string,
) {
  const { system } = actor;
  return {
    ...sheetBasics(actor, editable, system.warnings),
    actions: actionRows(movement.bands, movement.actions, localize, false),
    profile: FIGHTER_PROFILE.map((key) => ({
      key,
      abbreviation: localize(`STRIDE.Profile.${key}`),
      name: localize(`STRIDE.ProfileName.${key}`),
      value: system.profile?.[key],
      suffix: key === "move" ? '"' : TARGET_CHARACTERISTICS.includes(key) ? "+" : "",
    })),
    status: statusChoices(system.status).map((value) => ({
      value,
      label: localize(`STRIDE.Status.${value}`),
      selected: value === system.status,
    })),
    pinned: actor.statuses?.has(PINNED_STATUS) === true,
    weapons: weaponsFromForm(system.weapons ?? []).map((weapon, index) => ({ index, ...weapon })),
  };
}

/** The vehicle sheet's context. */
export function vehicleSheetContext(
  actor: { name: string; img: string | null; system: VehicleSheetSystem },
  movement: SheetMovement,
  editable: boolean,
  localize: (key: string) => string,
) {
  const { system } = actor;
  return {
    ...sheetBasics(actor, editable, system.warnings),
    actions: actionRows(movement.bands, movement.actions, localize, true),
    move: system.move,
    toughness: (["front", "side", "rear"] as const).map((facing) => ({
      facing,
      label: localize(`STRIDE.Vehicle.${facing}`),
      value: system.toughness?.[facing],
    })),
    handling: system.handling,
    hullPoints: { value: system.hullPoints?.value, max: system.hullPoints?.max },
    transportArea: TRANSPORT_AREAS.map((value) => ({
      value,
      label: localize(`STRIDE.Actor.Vehicle.FIELDS.transportArea.${value}`),
      selected: value === (system.transportArea ?? "none"),
    })),
  };
}

/** What the weapon actions read and write of the sheet's actor. */
export interface WeaponsActor {
  readonly system: { readonly weapons?: readonly Partial<WeaponProfile>[] };
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** Adds an empty weapon profile (not Versatile, Long range 0) at the end of the list. */
export function addWeapon(actor: WeaponsActor): Promise<unknown> {
  const weapons = weaponsFromForm(actor.system.weapons ?? []);
  return actor.update({ "system.weapons": [...weapons, { name: "", versatile: false, longRange: 0 }] });
}

/** Removes the weapon profile at `index` (from a button's `data-index`); nothing for an index not listed. */
export async function deleteWeapon(actor: WeaponsActor, index: number): Promise<unknown> {
  const weapons = weaponsFromForm(actor.system.weapons ?? []);
  if (!Number.isInteger(index) || index < 0 || index >= weapons.length) return undefined;
  return actor.update({ "system.weapons": weapons.filter((_, i) => i !== index) });
}

/**
 * Turns the submitted `system.weapons` (an object keyed by index once the form is expanded) into
 * the array the data model stores ({@link weaponsFromForm}); other data passes unchanged.
 */
export function weaponsSubmitData<T extends object>(data: T): T {
  const system = (data as { system?: Record<string, unknown> }).system;
  if (system && "weapons" in system) system["weapons"] = weaponsFromForm(system["weapons"]);
  return data;
}

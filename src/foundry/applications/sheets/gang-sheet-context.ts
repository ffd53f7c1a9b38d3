/**
 * View models of the fighter and vehicle sheets (Necromunda), built from prepared data. Pure.
 * @module
 */
import type { MovementActionSpec, MovementBand } from "../../../rules";
import { FIGHTER_PROFILE, FIGHTER_STATUSES, TARGET_CHARACTERISTICS } from "../../data/actor/fighter-keys";
import { sheetBasics, type ClampWarning } from "./sheet-common";

/** What the fighter sheet reads of a fighter's system data. */
export interface FighterSheetSystem {
  /** Missing on data Foundry did not clean (issue #15); the sheet shows such values empty. */
  profile?: Partial<Record<string, number>>;
  status: string;
  warnings: ClampWarning[];
}

/** What the vehicle sheet reads of a vehicle's system data. */
export interface VehicleSheetSystem {
  move: number;
  /** Missing on data Foundry did not clean (issue #15); the sheet shows such values empty. */
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

/** The fighter sheet's context. */
export function fighterSheetContext(
  actor: { name: string; img: string | null; system: FighterSheetSystem },
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
    status: FIGHTER_STATUSES.map((value) => ({
      value,
      label: localize(`STRIDE.Status.${value}`),
      selected: value === system.status,
    })),
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
  };
}

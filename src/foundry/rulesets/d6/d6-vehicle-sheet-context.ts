/**
 * The view model of the OpenD6 vehicle sheet, built from a vehicle's prepared data. Pure.
 * @module
 */
import * as d6 from "../../../rules/rulesets/d6/index";
import type { D6VehicleDerived } from "./d6-vehicle-model";

/** What the sheet reads of an OpenD6 vehicle's prepared system data. */
export type D6VehicleSheetSystem = D6VehicleDerived & {
  move: number;
  pilotry: string;
  maneuverability: string;
  toughness: string;
  armor: string;
  scale: number;
  vehicleKind: string;
  pullingMove: number;
  /** Absent in data prepared before the field existed: 0 (the pulling rate). */
  creatureMove?: number;
  /** Absent in data prepared before the field existed: 3D. */
  teamRunning?: string;
  familiarity: string;
  /** Absent in data prepared before the fields existed: familiar, no manual. */
  unfamiliar?: boolean;
  manual?: boolean;
  speed: string;
  damage: string;
  maneuverabilityLoss: number;
  speedLoss: number;
  passengers: string[];
  exposure: string;
  /** Absent in data prepared before the fields existed: none declared, no Very Light hit lasting. */
  declaredStunt?: string;
  veryLightRounds?: number;
  veryLightUntil?: number;
};

/** An option of a select. */
export interface SheetOption {
  value: string;
  label: string;
  selected: boolean;
}

/** Template context of the OpenD6 vehicle sheet (also rendered by the template tests). */
export interface D6VehicleSheetContext {
  actor: { name: string; img: string | null };
  editable: boolean;
  warnings: string[];
  move: number;
  pilotry: string;
  maneuverability: string;
  toughness: string;
  armor: string;
  scale: number;
  pullingMove: number;
  /** The team creature's own Move for panic speed (animal-drawn; 0: the pulling rate). */
  creatureMove: number;
  /** The pulling team's running code (animal-drawn). */
  teamRunning: string;
  /** The pulling rate and the team's running only matter for animal-drawn vehicles. */
  animalDrawn: boolean;
  maneuverabilityLoss: number;
  speedLoss: number;
  kinds: SheetOption[];
  familiarities: SheetOption[];
  /** The pilot is unfamiliar with the vehicle; has a manual (§ Vehicle Familiarity). */
  unfamiliar: boolean;
  manual: boolean;
  speeds: SheetOption[];
  damages: SheetOption[];
  exposures: SheetOption[];
  /** The ram or sideswipe declared for the next move (§ Ramming & Sideswiping Vehicles). */
  declaredStunts: SheetOption[];
  /** Turn starts a Very Light hit's −1D still lasts (§ Vehicle & Passenger Damage). */
  veryLightRounds: number;
  /** The last combat round a Very Light hit's −1D lasts through (0: none known). */
  veryLightUntil: number;
  /**
   * The five speed levels: label, range in metres per round, the pilot roll's difficulty (an
   * animal-drawn vehicle's: its team's running difficulties, `10–15` across all-out).
   */
  levels: { level: string; label: string; range: string; difficulty: string; current: boolean; lost: boolean }[];
  /** The passengers' names (or their ids when the actor is gone). */
  passengers: { id: string; name: string }[];
}

function options(ids: readonly string[], group: string, current: string, localize: (k: string) => string) {
  return ids.map((id) => ({ value: id, label: localize(`STRIDE.D6Vehicle.${group}.${id}`), selected: id === current }));
}

/** A team's running difficulties over a level: "No roll" when free or 0, else `5` or `10–15`. */
function runningText(running: d6.TeamLevelDifficulty, localize: (key: string) => string): string {
  if (running.free || running.to <= 0) return localize("STRIDE.D6Vehicle.Sheet.noRoll");
  return running.from === running.to ? String(running.to) : `${running.from}–${running.to}`;
}

/**
 * Builds the sheet's context from an OpenD6 vehicle's prepared data (pure: tested without Foundry).
 * @param nameOf a passenger's name from its actor id, or null when there is no such actor
 */
export function d6VehicleSheetContext(
  actor: { name: string; img: string | null; system: D6VehicleSheetSystem },
  editable: boolean,
  localize: (key: string) => string,
  nameOf: (id: string) => string | null = () => null,
): D6VehicleSheetContext {
  const s = actor.system;
  const metres = (n: number) => `${Math.round(n * 100) / 100} m`;
  return {
    actor: { name: actor.name, img: actor.img },
    editable,
    warnings: s.warnings.map((w) => `${w.path}: ${String(w.value)} → ${w.used}`),
    move: s.move,
    pilotry: s.pilotry,
    maneuverability: s.maneuverability,
    toughness: s.toughness,
    armor: s.armor,
    scale: s.scale,
    pullingMove: s.pullingMove,
    creatureMove: s.creatureMove ?? 0,
    teamRunning: s.teamRunning ?? "3D",
    animalDrawn: s.vehicleKind === "animalDrawn",
    maneuverabilityLoss: s.maneuverabilityLoss,
    speedLoss: s.speedLoss,
    kinds: options(d6.VEHICLE_KINDS, "vehicleKind", s.vehicleKind, localize),
    familiarities: options(d6.FAMILIARITY, "familiarity", s.familiarity, localize),
    unfamiliar: s.unfamiliar === true,
    manual: s.manual === true,
    speeds: options(d6.SPEED_LEVELS, "speed", s.speed, localize),
    damages: options(d6.DAMAGE_LEVELS, "damage", s.damage, localize),
    exposures: options(d6.EXPOSURE, "exposure", s.exposure, localize),
    declaredStunts: options(d6.DECLARED_STUNTS, "declaredStunt", s.declaredStunt ?? "none", localize),
    veryLightRounds: s.veryLightRounds ?? 0,
    veryLightUntil: s.veryLightUntil ?? 0,
    levels: s.speeds.map((row) => ({
      level: row.level,
      label: localize(`STRIDE.D6Vehicle.speed.${row.level}`),
      range: row.max === 0 ? metres(0) : `${metres(row.min)} – ${metres(row.max)}`,
      difficulty: row.running
        ? runningText(row.running, localize)
        : d6.SPEED_TABLE[row.level].roll
          ? String(row.difficulty)
          : localize("STRIDE.D6Vehicle.Sheet.noRoll"),
      current: row.level === s.speed,
      lost: row.lost,
    })),
    passengers: s.passengers.map((id) => ({ id, name: nameOf(id) ?? id })),
  };
}

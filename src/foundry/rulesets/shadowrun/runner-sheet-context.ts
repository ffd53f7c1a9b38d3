/**
 * The view model of the Shadowrun runner sheet, built from an actor's prepared data. Pure.
 * @module
 */
import * as shadowrun from "../../../rules/rulesets/shadowrun/index";
import type { RunnerDerived } from "./runner-model";
import { sheetBasics } from "../../applications/sheets/sheet-common";

/** What the sheet reads of a runner's prepared system data. */
export type RunnerSheetSystem = RunnerDerived & {
  metatype: string;
  attributes: Record<"agility" | "strength" | "body", number>;
  skills: Record<"running" | "swimming" | "acrobatics", number>;
  armour: number;
  physicalLimit: number;
  monitors: Record<"physical" | "stun", { value: number; max: number }>;
  /** Treading water now, and the world time (seconds) its period began (null when not). */
  treading?: boolean;
  treadingSince?: number | null;
};

/** Template context of the runner sheet (also rendered by the template tests). */
export interface RunnerSheetContext {
  actor: { name: string; img: string | null };
  editable: boolean;
  warnings: string[];
  metatypes: { value: string; label: string; selected: boolean }[];
  attributes: { key: string; label: string; value: number }[];
  skills: { key: string; label: string; value: number }[];
  armour: number;
  physicalLimit: number;
  monitors: { key: string; label: string; value: number; max: number }[];
  /** Walk, Run (metres per Combat Turn) and Sprint (metres per hit), as the sheet prints them. */
  rates: { key: string; label: string; value: string }[];
  /** Sprinting tests left this Combat Turn, of the limit. */
  sprintTests: { left: number; limit: number };
  swim: { rate: string; perHit: string };
  treadWater: string;
  /** Treading water now, and the minutes left before the test (to one decimal). */
  treading: { on: boolean; left: string };
}

/**
 * Builds the sheet's context from a runner's prepared data (pure: tested without Foundry).
 * @param sprintTestsUsed Sprinting tests the runner rolled this Combat Turn (0 outside combat)
 * @param worldTime the world time now, seconds (`game.time.worldTime`), for the treading clock
 */
export function runnerSheetContext(
  actor: { name: string; img: string | null; system: RunnerSheetSystem },
  editable: boolean,
  localize: (key: string) => string,
  sprintTestsUsed = 0,
  worldTime = 0,
): RunnerSheetContext {
  const system = actor.system;
  const since = system.treadingSince;
  const on = system.treading === true;
  // The clock of the period now running (§ Swimming); a start not yet recorded counts from now.
  const left =
    on && Number.isFinite(system.treadWater) && system.treadWater >= 0
      ? shadowrun.treadingClock({
          minutes: system.treadWater,
          since: typeof since === "number" && Number.isFinite(since) ? since : worldTime,
          now: Number.isFinite(worldTime) ? worldTime : 0,
        }).left
      : system.treadWater;
  const label = (group: string) => (key: string) => ({
    key,
    label: localize(`STRIDE.Shadowrun.Sheet.${group}.${key}`),
  });
  const metres = (value: number) => `${value} m`;
  return {
    ...sheetBasics(
      actor,
      editable,
      system.warnings.map((w) => ({ ...w, used: Number(w.used) || 0 })),
    ),
    warnings: system.warnings.map((w) => `${w.path}: ${String(w.value)} → ${w.used}`),
    metatypes: shadowrun.METATYPES.map((value) => ({
      value,
      label: localize(`STRIDE.Shadowrun.Metatype.${value}`),
      selected: value === system.metatype,
    })),
    attributes: (["agility", "strength", "body"] as const).map((k) => ({
      ...label("attribute")(k),
      value: system.attributes[k],
    })),
    skills: (["running", "swimming", "acrobatics"] as const).map((k) => ({
      ...label("skill")(k),
      value: system.skills[k],
    })),
    armour: system.armour,
    physicalLimit: system.physicalLimit,
    monitors: (["physical", "stun"] as const).map((k) => ({ ...label("monitor")(k), ...system.monitors[k] })),
    rates: [
      { ...label("rate")("walk"), value: metres(system.rates.walk) },
      { ...label("rate")("run"), value: metres(system.rates.run) },
      { ...label("rate")("sprint"), value: metres(system.rates.sprintPerHit) },
    ],
    sprintTests: { left: Math.max(0, system.sprintTests - Math.max(0, sprintTestsUsed)), limit: system.sprintTests },
    swim: { rate: metres(system.swim.rate), perHit: metres(system.swim.perHit) },
    treadWater: String(system.treadWater),
    treading: { on, left: String(Math.round(left * 10) / 10) },
  };
}

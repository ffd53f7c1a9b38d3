/**
 * The view model of the OpenD6 character sheet, built from an actor's prepared data. Pure.
 * @module
 */
import type { D6Derived } from "./d6-character-model";
import { sheetBasics } from "../../applications/sheets/sheet-common";

/** What the sheet reads of an OpenD6 character's prepared system data. */
export type D6SheetSystem = D6Derived & {
  move: number;
  flyingMove: number;
  drowning?: number;
  attributes: Record<"agility" | "physique", string>;
  skills: Record<string, string>;
};

/** Template context of the OpenD6 sheet (also rendered by the template tests). */
export interface D6SheetContext {
  actor: { name: string; img: string | null };
  editable: boolean;
  warnings: string[];
  move: number;
  flyingMove: number;
  /** Failed swimming rounds this stay in the water (§ Swimming). */
  drowning: number;
  attributes: { key: string; label: string; value: string }[];
  skills: { key: string; label: string; value: string; rolled: string; trained: boolean }[];
  /** Running, swimming, climbing and jumping base distances, as printed ("10 m"). */
  bases: { key: string; label: string; value: string }[];
  /** The running difficulty of 2×, 3× and 4× Move. */
  difficulties: { label: string; distance: string; difficulty: number }[];
}

/** Builds the sheet's context from an OpenD6 character's prepared data (pure: tested without Foundry). */
export function d6SheetContext(
  actor: { name: string; img: string | null; system: D6SheetSystem },
  editable: boolean,
  localize: (key: string) => string,
): D6SheetContext {
  const system = actor.system;
  const metres = (value: number) => `${value} m`;
  return {
    ...sheetBasics(actor, editable, []),
    warnings: system.warnings.map((w) => `${w.path}: ${String(w.value)} → ${w.used}`),
    move: system.move,
    flyingMove: system.flyingMove,
    drowning: system.drowning ?? 0,
    attributes: (["agility", "physique"] as const).map((key) => ({
      key,
      label: localize(`STRIDE.D6.Skill.${key}`),
      value: system.attributes[key],
    })),
    skills: Object.entries(system.rolled).map(([key, rolled]) => ({
      key,
      label: localize(`STRIDE.D6.Skill.${key}`),
      value: system.skills[key] ?? "",
      rolled: rolled.code,
      trained: rolled.trained,
    })),
    bases: (["run", "swim", "climb", "jump"] as const).map((key) => ({
      key,
      label: localize(`STRIDE.D6.Sheet.base.${key}`),
      value: metres(system.bases[key]),
    })),
    difficulties: system.runDifficulties.map((d) => ({
      label: `${d.times}× ${localize("STRIDE.D6.Sheet.move")}`,
      distance: metres(d.distance),
      difficulty: d.difficulty,
    })),
  };
}

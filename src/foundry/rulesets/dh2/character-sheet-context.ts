/**
 * The view model of the character sheet, built from an actor's prepared data. Pure.
 * @module
 */
import { type Gravity } from "../../../rules";
import * as dh2 from "../../../rules/rulesets/dh2/index";
import type { CharacterDerived } from "./character-model";
import {
  CHARACTERISTIC_KEYS,
  SKILL_KEYS,
  type CharacteristicKey,
  type ModifierKey,
  type SkillKey,
} from "./character-keys";
import { sheetBasics } from "../../applications/sheets/sheet-common";

/** Derived values added after the first sheet; optional so a sheet of data prepared without them still renders. */
type NewDerived =
  "carrying" | "encumbrance" | "encumbered" | "skillTraining" | "fatigueThreshold" | "derivedStatuses" | "gravity";

/** What the sheet reads of an actor's prepared system data. */
export type CharacterSheetSystem = Omit<CharacterDerived, "warnings" | "bonuses" | NewDerived> &
  Partial<Pick<CharacterDerived, NewDerived>> & {
    /** Missing on data Foundry did not clean; the sheet shows such values empty. */
    characteristics?: Partial<Record<CharacteristicKey, { value: number; unnatural: number }>>;
    bonuses?: Partial<Record<CharacteristicKey, number>>;
    size: number;
    flyer: number;
    hoverer: number;
    movement?: { modifiers?: Partial<Record<ModifierKey, number>> };
    skills?: Partial<Record<SkillKey, { training?: string }>>;
    fatigue?: number;
    carriedWeight?: number;
    /** Wears armour (dh2 § Swimming); missing on data prepared before. */
    armour?: boolean;
    /** Missing on data prepared before wounds were part of the schema. */
    wounds?: Partial<{ value: number; max: number; critical: number }>;
    /** Where a Flyer or Hoverer is (character-model.ts flightPosition); absent for other data. */
    flightPosition?: string;
    flightTrait?: string | null;
    /** Rounds held underwater and sinking (dh2 § Swimming); missing on data prepared before. */
    underwater?: number;
    sinking?: number;
    warnings: { path: string; value: unknown; used: number }[];
  };

/** Template context of the sheet (also rendered by the template tests). */
export interface CharacterSheetContext {
  actor: { name: string; img: string | null };
  editable: boolean;
  /** Values as stored; undefined where the actor's data lacks them. */
  characteristics: {
    key: string;
    label: string;
    value: number | undefined;
    unnatural: number | undefined;
    bonus: number | undefined;
  }[];
  size: { value: number; options: { value: number; label: string; selected: boolean }[] };
  flyer: number;
  hoverer: number;
  agilityBonus: number;
  bands: { action: string; label: string; distance: number; modifier: number }[];
  flyingBands: { label: string; distance: number }[] | null;
  narrative: { perMinute: number; perHour: number; perDay: number };
  /** Movement skills with their training level (select options) and its modifier. */
  skills: {
    key: string;
    label: string;
    modifier: number | undefined;
    options: { value: string; label: string; selected: boolean }[];
  }[];
  fatigue: number | undefined;
  fatigueThreshold: number | undefined;
  /** Wounds left, the most, and Critical Damage; undefined where the data lacks them. */
  wounds: { value: number | undefined; max: number | undefined; critical: number | undefined };
  /**
   * Rounds held underwater, the line naming them (Suffocation is the GM's: Stride ruling), and whether
   * the character sinks (dh2 § Swimming); `active` when either is set, so the sheet offers the reset.
   */
  underwater: { rounds: number; text: string; sinking: boolean; sinkingText: string; active: boolean };
  /** A flying actor's position (chosen on the token HUD), or null when it does not fly. */
  altitude: { value: string; label: string } | null;
  carriedWeight: number | undefined;
  /** The character wears armour (the swim test's −30, dh2 § Swimming). */
  armour: boolean;
  /** Carrying, Lifting and Pushing Weights at normal gravity (kg), or null before they are derived. */
  carrying: { sum: number; carry: number; lift: number; push: number } | null;
  /**
   * The limits at the viewed scene's low or high gravity (kg; § Low/High Gravity Worlds: ±4 rows),
   * with the line that says so; null at normal or zero gravity or before they are derived.
   */
  sceneCarrying: { text: string; carry: number; lift: number; push: number } | null;
  /** The load's state, its label, and whether to flag it. */
  encumbrance: { state: string; label: string; flagged: boolean } | null;
  warnings: string[];
}

/**
 * Builds the sheet's context from an actor's prepared data (pure: tested without Foundry).
 * @param gravity the viewed scene's gravity: the limits at it are shown beside the normal ones
 */
export function characterSheetContext(
  actor: { name: string; img: string | null; system: CharacterSheetSystem },
  editable: boolean,
  localize: (key: string) => string,
  gravity: Gravity = "normal",
): CharacterSheetContext {
  const system = actor.system;
  const actionLabel = (id: string) => localize(`STRIDE.Action.${id}`);
  return {
    ...sheetBasics(actor, editable, system.warnings),
    characteristics: CHARACTERISTIC_KEYS.map((key) => ({
      key,
      label: localize(`STRIDE.Characteristic.${key}`),
      // Prepared data may lack a sub-object: show it empty rather than throw.
      value: system.characteristics?.[key]?.value,
      unnatural: system.characteristics?.[key]?.unnatural,
      bonus: system.bonuses?.[key],
    })),
    size: {
      value: system.size,
      options: dh2.SIZE_CATEGORIES.map((name, i) => ({
        value: i + 1,
        label: `${i + 1} · ${localize(`STRIDE.Size.${name}`)}`,
        selected: i + 1 === system.size,
      })),
    },
    flyer: system.flyer,
    hoverer: system.hoverer,
    agilityBonus: system.agilityBonus,
    bands: system.bands.map((band) => ({
      action: band.action,
      label: actionLabel(band.action),
      distance: band.distance,
      modifier: system.movement?.modifiers?.[band.action as ModifierKey] ?? 0,
    })),
    flyingBands:
      system.flyingBands?.map((band) => ({ label: actionLabel(band.action), distance: band.distance })) ?? null,
    narrative: system.narrative,
    skills: SKILL_KEYS.map((key) => {
      const training = system.skillTraining?.[key]?.training ?? system.skills?.[key]?.training;
      return {
        key,
        label: localize(`STRIDE.Skill.${key}`),
        modifier: system.skillTraining?.[key]?.modifier,
        options: dh2.SKILL_TRAINING_LEVELS.map((level) => ({
          value: level,
          label: `${localize(`STRIDE.Skill.training.${level}`)} (${signed(dh2.SKILL_TRAINING[level])})`,
          selected: level === training,
        })),
      };
    }),
    fatigue: system.fatigue,
    fatigueThreshold: system.fatigueThreshold,
    wounds: { value: system.wounds?.value, max: system.wounds?.max, critical: system.wounds?.critical },
    altitude:
      system.flightTrait && system.flightPosition
        ? { value: system.flightPosition, label: localize(`STRIDE.Dh2.altitude.${system.flightPosition}`) }
        : null,
    underwater: underwaterLine(system, localize),
    carriedWeight: system.carriedWeight,
    armour: system.armour === true,
    carrying: system.carrying ?? null,
    sceneCarrying: sceneCarrying(system, gravity, localize),
    encumbrance: system.encumbrance
      ? {
          state: system.encumbrance,
          label: localize(`STRIDE.Carrying.${system.encumbrance}`),
          flagged: system.encumbrance !== "unencumbered",
        }
      : null,
  };
}

/** The Carrying, Lifting and Pushing Weights at a scene's low or high gravity. */
function sceneCarrying(
  system: CharacterSheetSystem,
  gravity: Gravity,
  localize: (key: string) => string,
): CharacterSheetContext["sceneCarrying"] {
  const strengthBonus = system.bonuses?.strength;
  const toughnessBonus = system.bonuses?.toughness;
  // Zero gravity shifts no row (carrying.ts, CarryingInput.gravity).
  if (
    gravity === "normal" ||
    gravity === "zero" ||
    !system.carrying ||
    strengthBonus === undefined ||
    toughnessBonus === undefined
  ) {
    return null;
  }
  return {
    text: localize(`STRIDE.Carrying.scene.${gravity}`),
    ...dh2.carryingLimits({ strengthBonus, toughnessBonus, gravity }),
  };
}

/** The underwater line: rounds held (whole, ≥ 0) and sinking, read leniently from the data. */
function underwaterLine(
  system: CharacterSheetSystem,
  localize: (key: string) => string,
): CharacterSheetContext["underwater"] {
  const raw = Number(system.underwater);
  const rounds = Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
  const sinking = Number(system.sinking) > 0;
  return {
    rounds,
    text: localize("STRIDE.Dh2Water.sheet.roundsHint"),
    sinking,
    sinkingText: localize(`STRIDE.Dh2Water.sheet.${sinking ? "sinking" : "afloat"}`),
    active: rounds > 0 || sinking,
  };
}

/** A modifier with its sign: +10, +0, −20. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/**
 * What the adapter registers of Dark Heresy 2nd edition before its engine loads (ruleset.ts
 * `RulesetManifest`): its name, unit, variants, movement actions, statuses, terrain lists and the
 * falling-damage setting. It imports no rules code, so a world that plays another ruleset does not
 * load this one's engine (rulesets/index.ts). The rules modules import these constants from here.
 * @module
 */
import type { StatusSpec } from "../../capabilities/statuses";
import type { RulesetManifest } from "../../ruleset";

/** The `dh2` variants: `core` (the default) and `alternate` (dh2-alternate-movement.txt). */
export const DH2_VARIANTS = ["core", "alternate"] as const;

/**
 * The scene terrain of climbing, leaping and swimming a region can hold (one mechanism with the
 * other rulesets' terrain behavior, moves/ground.ts): a raised surface (`raised`: tokens on it stand
 * at its height), a climbable surface (`climb`, its `surface` simple or sheer: § Simple Climbs,
 * § Sheer Surfaces), a gap (`gap`, its height the depth: § Jumping and Leaping) and water (`water`,
 * its kind calm, hazardous or deep: § Swimming). None of them halves movement.
 */
export const SCENE_TERRAIN = ["raised", "climb", "gap", "water"] as const;

/** The conditions of the treacherous environment table, in the table's order. */
export const TREACHEROUS_CONDITIONS = [
  "fog",
  "mud",
  "shallowWater",
  "darkness",
  "thickSnow",
  "underbrush",
  "denseCrowds",
  "zeroGravity",
  "rubble",
  "tremors",
] as const;

/** The kinds of climbable surface. */
export const CLIMB_SURFACES = ["simple", "sheer"] as const;

/** The kinds of water a region can hold. */
export const WATER_KINDS = ["calm", "hazardous", "deep"] as const;

/** The id of the Encumbered status (§ Encumbered Characters) among Foundry's status effects. */
export const ENCUMBERED_STATUS = "encumbered";

/**
 * The Encumbered status as the ruleset registers it: derived from the character's data (its carried
 * weight above Carrying Weight), so the adapter keeps it in step with the actor.
 */
export const ENCUMBERED_STATUS_SPEC: StatusSpec = Object.freeze({
  id: ENCUMBERED_STATUS,
  label: "STRIDE.Status.encumbered",
  img: "icons/svg/anchor.svg",
  description: "STRIDE.Status.encumberedHint",
  derived: true,
});

/** The status of a model at low altitude: ground attackers take −10 on Ballistic Skill tests against it (§ Low Altitude). */
export const LOW_ALTITUDE_STATUS = "lowAltitude";

/** {@link LOW_ALTITUDE_STATUS} as the ruleset registers it: derived from the actor's altitude. */
export const LOW_ALTITUDE_STATUS_SPEC: StatusSpec = Object.freeze({
  id: LOW_ALTITUDE_STATUS,
  label: "STRIDE.Status.lowAltitude",
  img: "icons/svg/wing.svg",
  description: "STRIDE.Status.lowAltitudeHint",
  derived: true,
});

/**
 * The status of a model at high altitude: only attackers at high altitude reach it, and it only them
 * (§ High Altitude; flying.ts `altitudeAttack`).
 */
export const HIGH_ALTITUDE_STATUS = "highAltitude";

/** {@link HIGH_ALTITUDE_STATUS} as the ruleset registers it: derived from the actor's altitude. */
export const HIGH_ALTITUDE_STATUS_SPEC: StatusSpec = Object.freeze({
  id: HIGH_ALTITUDE_STATUS,
  label: "STRIDE.Status.highAltitude",
  img: "icons/svg/cloud.svg",
  description: "STRIDE.Status.highAltitudeHint",
  derived: true,
});

/** The placeholder a falling-damage formula names the metres fallen by. */
export const METRES_PLACEHOLDER = "@metres";

/** Ruling 4's default: 1d10 plus 1 per metre fallen. */
export const FALLING_DAMAGE_FORMULA = "1d10 + @metres";

/** The longest formula accepted, characters. */
export const MAX_FORMULA_LENGTH = 200;

/** The dh2 ruleset's manifest: its `index.ts` builds the full ruleset from these values. */
export const dh2Manifest = {
  id: "dh2",
  label: "STRIDE.Ruleset.dh2",
  unit: "m",
  variants: DH2_VARIANTS.map((id) => ({ id, label: `STRIDE.Variant.${id}` })),
  actions: [
    { id: "half", label: "STRIDE.Action.half", icon: "fa-solid fa-person-walking" },
    { id: "full", label: "STRIDE.Action.full", icon: "fa-solid fa-person-walking-arrow-right" },
    { id: "charge", label: "STRIDE.Action.charge", icon: "fa-solid fa-person-rays", hasty: true },
    { id: "run", label: "STRIDE.Action.run", icon: "fa-solid fa-person-running", hasty: true },
  ],
  statuses: [ENCUMBERED_STATUS_SPEC, LOW_ALTITUDE_STATUS_SPEC, HIGH_ALTITUDE_STATUS_SPEC],
  terrain: {
    conditions: ["difficult", ...TREACHEROUS_CONDITIONS, ...SCENE_TERRAIN],
    // A raised surface's height and railing, a climb's height and kind (§ Simple Climbs, § Sheer
    // Surfaces), a gap's depth, width and railing (§ Jumping and Leaping), water's kind (§ Swimming);
    // the treacherous conditions read none (§ Movement and Environment).
    conditionFields: {
      raised: ["height", "railing"],
      climb: ["height", "surface"],
      gap: ["height", "width", "railing"],
      water: ["water"],
    },
    surfaces: CLIMB_SURFACES,
    waterKinds: WATER_KINDS,
  },
  pace: false,
  fallingFormulaSetting: {
    initial: FALLING_DAMAGE_FORMULA,
    placeholder: METRES_PLACEHOLDER,
    maxLength: MAX_FORMULA_LENGTH,
  },
} as const satisfies RulesetManifest;

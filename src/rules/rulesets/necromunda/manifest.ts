/**
 * What the adapter registers of Necromunda before its engine loads (ruleset.ts `RulesetManifest`): its
 * name, unit, variants, movement actions, statuses and terrain lists. It imports no rules code, so a
 * world that plays another ruleset does not load this one's engine (rulesets/index.ts). The rules
 * modules import these constants from here.
 * @module
 */
import type { StatusSpec } from "../../capabilities/statuses";
import type { RulesetManifest } from "../../ruleset";

/**
 * Terrain conditions a region can hold: difficult and dangerous double the cost of each inch
 * (dangerous also calls a test); an obstacle costs its height once and can't be ended on
 * (§ Obstacles); a gap is leapt, stopping at its edge for a test (§ Leaping Gaps); impassable
 * cannot be crossed (§ Impassable and Solid Terrain); a structure is climbed (§ Structures, with
 * its overhang, § Overhangs); ladders and stairs make going up and down normal movement
 * (§ Ladders and Stairs). Structures, ladders and stairs cost nothing extra on the level.
 */
export const NECROMUNDA_TERRAIN = [
  "difficult",
  "dangerous",
  "obstacle",
  "gap",
  "impassable",
  "structure",
  "ladder",
  "stairs",
] as const;

/** How far a lift goes, up or down, once per round (§ Lift), inches. */
export const LIFT_TRAVEL = 4;

/**
 * The statuses a failed test applies (§ Dangerous Terrain: out of action at once, with a roll on
 * the Lasting Injury table; § Falling Damage, Vehicles: a failed Handling test means Lose
 * Control). Ids unique across Foundry's and the other rulesets' statuses.
 */
export const NECROMUNDA_STATUS_IDS = { outOfAction: "necroOutOfAction", lossOfControl: "necroLossOfControl" } as const;

/** The Necromunda statuses, registered with Foundry's status effects (StatusesCapability). */
export const NECROMUNDA_STATUSES: readonly StatusSpec[] = [
  {
    id: NECROMUNDA_STATUS_IDS.outOfAction,
    label: "STRIDE.Status.outOfAction",
    img: "icons/svg/unconscious.svg",
    description: "STRIDE.Status.outOfActionHint",
    kept: true,
  },
  {
    id: NECROMUNDA_STATUS_IDS.lossOfControl,
    label: "STRIDE.Status.lossOfControl",
    img: "icons/svg/daze.svg",
    description: "STRIDE.Status.lossOfControlHint",
    kept: true,
  },
];

/** The Necromunda ruleset's manifest: its `index.ts` builds the full ruleset from these values. */
export const necromundaManifest = {
  id: "necromunda",
  label: "STRIDE.Ruleset.necromunda",
  unit: "in",
  variants: [{ id: "core", label: "STRIDE.Variant.core" }],
  actions: [
    { id: "crawl", label: "STRIDE.Action.crawl", icon: "fa-solid fa-person-praying" },
    { id: "move", label: "STRIDE.Action.move", icon: "fa-solid fa-person-walking" },
    { id: "ram", label: "STRIDE.Action.ram", icon: "fa-solid fa-car-burst", kinds: ["vehicle"] },
    // A Charge moves Move + D3, the D3 rolled once per Charge (§ Movement; README § Rulings).
    { id: "charge", label: "STRIDE.Action.charge", icon: "fa-solid fa-person-rays", roll: "1d3" },
    { id: "run", label: "STRIDE.Action.runTwice", icon: "fa-solid fa-person-running" },
  ],
  statuses: NECROMUNDA_STATUSES,
  terrain: {
    conditions: NECROMUNDA_TERRAIN,
    // An obstacle's height (§ Obstacles), a gap's drop, width and railing (§ Leaping Gaps,
    // § Railings), a structure's height, railing and overhang (§ Structures, § Overhangs), a
    // ladder's or stairs' height (§ Ladders and Stairs).
    conditionFields: {
      obstacle: ["height"],
      gap: ["height", "width", "railing"],
      structure: ["height", "railing", "overhang"],
      ladder: ["height"],
      stairs: ["height"],
    },
  },
  liftTravel: LIFT_TRAVEL,
  pace: false,
} as const satisfies RulesetManifest;

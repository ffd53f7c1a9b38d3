/**
 * What the adapter registers of Shadowrun before its engine loads (ruleset.ts `RulesetManifest`): its
 * name, unit, variants, movement actions, statuses and terrain lists. It imports no rules code, so a
 * world that plays another ruleset does not load this one's engine (rulesets/index.ts). The rules
 * modules import these constants from here.
 * @module
 */
import type { RulesetManifest } from "../../ruleset";

/** The band and swim actions (also the keys of the profile's modifiers an allowance raises). */
export const ACTIONS = { walk: "srWalk", run: "srRun", sprint: "srSprint", swim: "srSwim" } as const;

/** Statuses: Running past Walk, Sprinting past Run or after a Sprint Action. */
export const STATUSES = { running: "srRunning", sprinting: "srSprinting" } as const;

/**
 * Terrain conditions a region can hold: water is swum, a surface climbed, a gap jumped; soft ground
 * and a cushioned landing only soften a fall that ends on them (athletics.ts landingSurfaceOf).
 */
export const SHADOWRUN_TERRAIN = ["water", "climb", "gap", "softGround", "cushioned"] as const;

/** The qualifier a sheer climbable surface adds to its conditions (scene/terrain-ids.ts `qualified`). */
export const SHEER = "sheer";

/**
 * The climbable surfaces a `climb` region offers (the terrain behavior's `surface`): `simple` and
 * `sheer`, read as the Climbing Table's broken and sheer rows (terrain.ts `climbSurfaceOf`, § Climbing).
 */
export const SCENE_CLIMB_SURFACES = ["simple", SHEER] as const;

/** The Shadowrun ruleset's manifest: its `index.ts` builds the full ruleset from these values. */
export const shadowrunManifest = {
  id: "shadowrun",
  label: "STRIDE.Shadowrun.name",
  unit: "m",
  variants: [{ id: "core", label: "STRIDE.Variant.core" }],
  actions: [
    { id: ACTIONS.walk, label: "STRIDE.Action.srWalk", icon: "fa-solid fa-person-walking" },
    { id: ACTIONS.run, label: "STRIDE.Action.srRun", icon: "fa-solid fa-person-running", hasty: true },
    { id: ACTIONS.sprint, label: "STRIDE.Action.srSprint", icon: "fa-solid fa-forward-fast", hasty: true },
    {
      id: ACTIONS.swim,
      label: "STRIDE.Action.srSwim",
      icon: "fa-solid fa-person-swimming",
      terrain: ["water"],
    },
  ],
  statuses: [
    {
      id: STATUSES.running,
      label: "STRIDE.Shadowrun.Status.running",
      img: "icons/svg/wingfoot.svg",
      description: "STRIDE.Shadowrun.Status.runningHint",
      // § Standard Movement: a Running runner spends its Bonus Action in every Initiative Pass.
      tracker: "STRIDE.Shadowrun.Status.runningTracker",
    },
    {
      id: STATUSES.sprinting,
      label: "STRIDE.Shadowrun.Status.sprinting",
      img: "icons/svg/lightning.svg",
      description: "STRIDE.Shadowrun.Status.sprintingHint",
    },
  ],
  terrain: {
    conditions: SHADOWRUN_TERRAIN,
    // A climb's height and surface (§ Climbing, the Climbing Table), a gap's drop, width and
    // railing (§ Jumping, § Falling).
    conditionFields: { climb: ["height", "surface"], gap: ["height", "width", "railing"] },
    surfaces: SCENE_CLIMB_SURFACES,
  },
  pace: false,
} as const satisfies RulesetManifest;

/**
 * What the adapter registers of OpenD6 before its engine loads (ruleset.ts `RulesetManifest`): its
 * name, unit, variants, movement actions, statuses and terrain lists. It imports no rules code, so a
 * world that plays another ruleset does not load this one's engine (rulesets/index.ts). The rules
 * modules import these constants from here.
 * @module
 */
import type { StatusSpec } from "../../capabilities/statuses";
import type { MovementActionSpec, RulesetManifest } from "../../ruleset";
import { LOST_CONTROL, VEHICLE_ACTIONS } from "./vehicle-ids";

/** Band actions (one per movement: free, Move, 2×, 3×, 4×, beyond) and the swimming and climbing actions. */
export const ACTIONS = {
  free: "d6Free",
  move: "d6Move",
  run2: "d6Run2",
  run3: "d6Run3",
  run4: "d6Run4",
  beyond: "d6Beyond",
  swim: "d6Swim",
  climb: "d6Climb",
} as const;

/** Terrain levels of § Movement Difficulty Modifiers, easiest first. */
export const D6_TERRAIN = ["easy", "moderate", "rough", "veryRough", "hazardous", "veryHazardous"] as const;

/** The status of a water vehicle that rammed: it loses all actions next round (§ Ramming & Sideswiping Vehicles). */
export const RAMMED = "d6Rammed";

/** The statuses collisions set. */
export const COLLISION_STATUSES: readonly StatusSpec[] = [
  {
    id: RAMMED,
    label: "STRIDE.D6Collision.Status.rammed",
    img: "icons/svg/sun.svg",
    description: "STRIDE.D6Collision.Status.rammedHint",
  },
];

/** The vehicle actions the d6 ruleset registers, for vehicles only. */
export const VEHICLE_ACTION_SPECS: readonly MovementActionSpec[] = [
  {
    id: VEHICLE_ACTIONS.cautious,
    label: "STRIDE.Action.d6Cautious",
    icon: "fa-solid fa-gauge-simple-low",
    kinds: ["vehicle"],
  },
  {
    id: VEHICLE_ACTIONS.cruising,
    label: "STRIDE.Action.d6Cruising",
    icon: "fa-solid fa-gauge-simple",
    kinds: ["vehicle"],
  },
  {
    id: VEHICLE_ACTIONS.high,
    label: "STRIDE.Action.d6High",
    icon: "fa-solid fa-gauge-simple-high",
    kinds: ["vehicle"],
    hasty: true,
  },
  {
    id: VEHICLE_ACTIONS.allOut,
    label: "STRIDE.Action.d6AllOut",
    icon: "fa-solid fa-gauge-high",
    kinds: ["vehicle"],
    hasty: true,
  },
];

/** The statuses of OpenD6 vehicles. */
export const VEHICLE_STATUSES: readonly StatusSpec[] = [
  {
    id: LOST_CONTROL,
    label: "STRIDE.D6Vehicle.Status.lostControl",
    img: "icons/svg/daze.svg",
    description: "STRIDE.D6Vehicle.Status.lostControlHint",
  },
];

/** The status a missed control roll sets: the team gallops off at panic speed (§ Targeting the Creatures). */
export const PANIC = "d6Panic";

/** The band action of a panicking team's vehicle. */
export const PANIC_ACTION = "d6Panic";

/** The crew statuses: Panic. */
export const CREW_STATUSES: readonly StatusSpec[] = [
  {
    id: PANIC,
    label: "STRIDE.D6Crew.Status.panic",
    img: "icons/svg/terror.svg",
    description: "STRIDE.D6Crew.Status.panicHint",
  },
];

/** The panic band's action, for vehicles only. */
export const CREW_ACTION_SPECS: readonly MovementActionSpec[] = [
  { id: PANIC_ACTION, label: "STRIDE.Action.d6Panic", icon: "fa-solid fa-horse", kinds: ["vehicle"], hasty: true },
];

/** Terrain conditions a region can hold: the six levels, water (swum), a climb and a gap (jumped). */
export const D6_CONDITIONS = [...D6_TERRAIN, "water", "climb", "gap"] as const;

/** Variants: `open` (no hard limit, the default) and `limited` (the GM's 4× Move limit, § Maximum Movement). */
export const D6_VARIANTS = ["open", "limited"] as const;

/** The kinds a character's own actions are for. */
const CHARACTER = ["character"] as const;

/** The OpenD6 ruleset's manifest: its `index.ts` builds the full ruleset from these values. */
export const d6Manifest = {
  id: "d6",
  label: "STRIDE.D6.name",
  unit: "m",
  variants: [
    { id: "open", label: "STRIDE.Variant.open" },
    { id: "limited", label: "STRIDE.Variant.limited" },
  ],
  actions: [
    { id: ACTIONS.free, label: "STRIDE.Action.d6Free", icon: "fa-solid fa-shoe-prints", kinds: CHARACTER },
    { id: ACTIONS.move, label: "STRIDE.Action.d6Move", icon: "fa-solid fa-person-walking", kinds: CHARACTER },
    {
      id: ACTIONS.run2,
      label: "STRIDE.Action.d6Run2",
      icon: "fa-solid fa-person-running",
      hasty: true,
      kinds: CHARACTER,
    },
    {
      id: ACTIONS.run3,
      label: "STRIDE.Action.d6Run3",
      icon: "fa-solid fa-person-running",
      hasty: true,
      kinds: CHARACTER,
    },
    { id: ACTIONS.run4, label: "STRIDE.Action.d6Run4", icon: "fa-solid fa-forward", hasty: true, kinds: CHARACTER },
    {
      id: ACTIONS.beyond,
      label: "STRIDE.Action.d6Beyond",
      icon: "fa-solid fa-forward-fast",
      hasty: true,
      kinds: CHARACTER,
    },
    {
      id: ACTIONS.swim,
      label: "STRIDE.Action.d6Swim",
      icon: "fa-solid fa-person-swimming",
      terrain: ["water"],
      kinds: CHARACTER,
    },
    {
      id: ACTIONS.climb,
      label: "STRIDE.Action.d6Climb",
      icon: "fa-solid fa-person-hiking",
      terrain: ["climb"],
      kinds: CHARACTER,
    },
    ...VEHICLE_ACTION_SPECS,
    ...CREW_ACTION_SPECS,
  ],
  // The vehicles' Lost control and Rammed, then the crew's Panic (vehicle-crew.ts withCrewStatuses).
  statuses: [...VEHICLE_STATUSES, ...COLLISION_STATUSES, ...CREW_STATUSES],
  terrain: {
    conditions: D6_CONDITIONS,
    // A climb's height (§ Climbing), a gap's drop, width and railing (§ Jumping).
    conditionFields: { climb: ["height"], gap: ["height", "width", "railing"] },
  },
  pace: true,
} as const satisfies RulesetManifest;

/**
 * The ruleset contract: an id, a unit, variants, actions and vocabulary, plus optional
 * capability objects. The adapter asks for a capability and never names a ruleset, a rules
 * constant or a ruleset's wording (DESIGN.md § A ruleset is a set of capabilities).
 * @module
 */
import type {
  ActorsCapability,
  AltitudeCapability,
  BandsCapability,
  CollisionsCapability,
  EngagementCapability,
  StatusesCapability,
  StructuresCapability,
  TerrainCapability,
  TestsCapability,
  VehicleArcCapability,
  VehiclesCapability,
  VerticalCapability,
  WeatherCapability,
} from "./capabilities";
import type { StatusSpec } from "./capabilities/statuses";
import type { ModelKind } from "./scene";
import type { DistanceUnit } from "./types";

/** A variant of a ruleset (dh2: `core`, `alternate`). */
export interface VariantSpec {
  readonly id: string;
  /** Lang key of its name. */
  readonly label: string;
}

/** A movement action a ruleset registers with Foundry, in the order the HUD lists them. */
export interface MovementActionSpec {
  /** Action id, unique across Foundry's core actions. */
  readonly id: string;
  /** Lang key of the action's name. */
  readonly label: string;
  /** Font Awesome classes of the action's icon. */
  readonly icon: string;
  /** Only models of these kinds may choose it (necromunda Ram: vehicles); all when absent. */
  readonly kinds?: readonly ModelKind[];
  /**
   * Chosen deliberately for speed: tests that follow hasty moves are called even outside a
   * started combat (dh2 Charge and Run).
   */
  readonly hasty?: boolean;
  /**
   * Not a band of BandsCapability.movementBands: an action for terrain with one of these
   * conditions, measured against BandsCapability.actionBands (shadowrun: swimming on water).
   */
  readonly terrain?: readonly string[];
  /**
   * A dice formula the table rolls for the action's allowance, once per movement history (turn),
   * when the model's first move with the action starts; its total is `MovementProfile.rolled[id]`
   * (necromunda Charge: `1d3`, Move + D3).
   */
  readonly roll?: string;
}

/** A ruleset. Each lives in `src/rules/rulesets/<id>/` and is listed in the registry. */
export interface Ruleset {
  /** Ruleset id, as stored in the world setting. */
  readonly id: string;
  /** Lang key of its name. */
  readonly label: string;
  /** The unit its distances are in (ruling 6). */
  readonly unit: DistanceUnit;
  /** Its variants; the first is the default. */
  readonly variants: readonly VariantSpec[];
  /** The movement actions it registers, one per band, ascending. */
  readonly actions: readonly MovementActionSpec[];
  /** Movement bands per turn. */
  readonly bands: BandsCapability;
  /** The tests moves call for, with their dice and wording. */
  readonly tests: TestsCapability;
  /** Terrain conditions; absent when regions mean nothing to the ruleset. */
  readonly terrain?: TerrainCapability;
  /** Vertical movement priced apart; absent when Foundry's 3D measurement stands. */
  readonly vertical?: VerticalCapability;
  /** An engagement zone around enemies; absent when there is none (ruling 7). */
  readonly engagement?: EngagementCapability;
  /** Vehicle collisions; absent without vehicles. */
  readonly vehicles?: VehiclesCapability;
  /**
   * Collision damage of vehicles with damage levels (opend6 § Vehicle Damage: collision cards
   * rolled against Toughness and armour); absent when collisions are notices only (necromunda's `vehicles`).
   */
  readonly collisions?: CollisionsCapability;
  /** A vehicle's arc at its declared speed (the reach overlay); absent when vehicles reach as models do. */
  readonly vehicleArc?: VehicleArcCapability;
  /** Statuses it registers and those its bands imply; absent when it has none. */
  readonly statuses?: StatusesCapability;
  /** Ductways, lifts and edges; absent without them. */
  readonly structures?: StructuresCapability;
  /** The GM's daily weather roll for a scene (opend6: the wind); absent when there is none. */
  readonly weather?: WeatherCapability;
  /** Altitudes a flyer chooses apart from its moves (dh2 § Altitude); absent when flying has none. */
  readonly altitude?: AltitudeCapability;
  /**
   * What its actor types' system data is to movement (the profile, flight, status), read without
   * Foundry; absent while its actor data models still derive the profile themselves.
   */
  readonly actors?: ActorsCapability;
}

/**
 * What the adapter reads of a ruleset before its engine has loaded (Foundry's `init`): its name,
 * unit, variants and actions, and the data its settings, status effects, movement actions and the
 * region behaviors' schemas are registered from. Each built-in ruleset keeps it in
 * `src/rules/rulesets/<id>/manifest.ts`, a module that imports no rules code, so a world loads only
 * its own ruleset's engine (rulesets/index.ts `loadRuleset`). Every field equals the full
 * ruleset's ({@link manifestOf}).
 */
export interface RulesetManifest {
  readonly id: string;
  /** Lang key of its name. */
  readonly label: string;
  readonly unit: DistanceUnit;
  /** Its variants; the first is the default. */
  readonly variants: readonly VariantSpec[];
  /** The movement actions it registers, one per band, ascending. */
  readonly actions: readonly MovementActionSpec[];
  /** Its statuses (StatusesCapability.statuses); absent when it has none. */
  readonly statuses?: readonly StatusSpec[];
  /** Its terrain lists (TerrainCapability); absent when regions mean nothing to it. */
  readonly terrain?: Pick<TerrainCapability, "conditions" | "conditionFields" | "surfaces" | "waterKinds">;
  /** How far a lift travels at a time (StructuresCapability.liftTravel); absent without lifts. */
  readonly liftTravel?: number;
  /** Whether it keeps a pace across rounds (BandsCapability.pace). */
  readonly pace: boolean;
  /** Its falling-damage formula setting (TestsCapability.fallingFormulaSetting); absent without one. */
  readonly fallingFormulaSetting?: NonNullable<TestsCapability["fallingFormulaSetting"]>;
}

/**
 * The manifest of a full ruleset: what {@link RulesetManifest} says, read from its capabilities.
 * @throws {TypeError} when `ruleset` has no bands or tests object
 */
export function manifestOf(ruleset: Ruleset): RulesetManifest {
  if (
    typeof ruleset?.bands !== "object" ||
    ruleset.bands === null ||
    typeof ruleset.tests !== "object" ||
    ruleset.tests === null
  )
    throw new TypeError("A ruleset needs its bands and tests capabilities");
  const { terrain, statuses, structures, tests } = ruleset;
  return {
    id: ruleset.id,
    label: ruleset.label,
    unit: ruleset.unit,
    variants: ruleset.variants,
    actions: ruleset.actions,
    ...(statuses ? { statuses: statuses.statuses } : {}),
    ...(terrain
      ? {
          terrain: {
            conditions: terrain.conditions,
            ...(terrain.conditionFields ? { conditionFields: terrain.conditionFields } : {}),
            ...(terrain.surfaces ? { surfaces: terrain.surfaces } : {}),
            ...(terrain.waterKinds ? { waterKinds: terrain.waterKinds } : {}),
          },
        }
      : {}),
    ...(structures?.liftTravel !== undefined ? { liftTravel: structures.liftTravel } : {}),
    pace: ruleset.bands.pace !== undefined,
    ...(tests.fallingFormulaSetting ? { fallingFormulaSetting: tests.fallingFormulaSetting } : {}),
  };
}

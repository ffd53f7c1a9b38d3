/**
 * Capability: what an actor's system data is to the movement rules, read without Foundry. The
 * adapter's actor data models and `rules.play` both ask it, so a token on the canvas and a model
 * given as plain data move by the same numbers.
 * @module
 */
import type { MovementProfile } from "../types";
import type { Facings, ModelKind, WeaponSnapshot } from "../scene";

/** A stored value that was not usable and what was used instead (a number, or a code or id as text). */
export interface ActorDataWarning {
  /** The field's path inside the system data (`characteristics.agility.value`). */
  readonly path: string;
  readonly value: unknown;
  readonly used: number | string;
}

/**
 * An actor's system data as movement reads it, ruleset units. Every value is usable: a value
 * out of range is clamped and listed in `warnings`, a missing one takes the data model's initial
 * value without a warning.
 */
export interface ActorReading {
  /** What the actor is to the movement rules (`loot` is never an actor type). */
  readonly kind: Exclude<ModelKind, "loot">;
  /** The profile the ruleset's bands and tests read. */
  readonly profile: MovementProfile;
  /** How fast the actor flies (dh2 Flyer or Hoverer), ruleset units; 0 when it cannot fly. */
  readonly flyingSpeed: number;
  /**
   * Where it flies apart from its moves' actions (ModelSnapshot.flying: a dh2 altitude), or null on
   * the ground.
   */
  readonly flying: string | null;
  /** The ruleset's status kept in the data (necromunda `standing`, `pinned` …), or null. */
  readonly status: string | null;
  /** A vehicle's Toughness by facing, where the ruleset keeps one. */
  readonly toughness?: Facings;
  /** A vehicle's transport area (ModelSnapshot.transportArea), where it has one. */
  readonly transportArea?: "deck" | "rear";
  /** Weapon profiles movement reads (ModelSnapshot.weapons), Long range in ruleset units. */
  readonly weapons?: readonly WeaponSnapshot[];
  /** Values that had to be clamped or replaced to be used. */
  readonly warnings: readonly ActorDataWarning[];
}

/** The actor types a ruleset reads, and how. */
export interface ActorsCapability {
  /** The actor type ids (system.json `documentTypes.Actor`) it reads, in the order a dialog lists them. */
  readonly types: readonly string[];
  /**
   * Reads an actor's system data as its data model stores it (`actor.system.toObject()`; missing
   * fields take the model's initial values).
   * @param type an actor type id of {@link types}
   * @param system the system data, a plain object (null or a non-object reads as all defaults)
   * @param statuses the actor's status ids (`Actor#statuses`), for readings that depend on them
   *   (dh2: a character that cannot swim)
   * @returns the reading, or null for a type the ruleset does not read
   */
  readonly read: (type: string, system: unknown, statuses?: readonly string[]) => ActorReading | null;
  /**
   * The system data fields that store a counter the rules keep on an actor (SetCounterEffect,
   * TestConsequence `counter`: the profile characteristic of that name) at `value`, as the type's
   * data model's `setCounter` writes them (d6: a vehicle's `vehicleSpeed` index is its `speed`
   * level id). Null when the type keeps no such counter or `value` is not finite. Absent: every
   * counter is stored under its own name. Never throws.
   */
  readonly counterUpdate?: (type: string, counter: string, value: number) => Readonly<Record<string, unknown>> | null;
}

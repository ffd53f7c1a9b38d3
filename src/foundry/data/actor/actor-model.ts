/**
 * The base of Stride's actor data models: a model declares the actor sub-types it is registered
 * under, what those actors are to the movement rules and its sheet's label in `static metadata`;
 * `init` registers every model and its sheet from that metadata (hooks/init.ts), as Draw Steel
 * registers its data models from `metadata.type` (draw-steel.mjs; docs/foundry-evidence.md § 20).
 * Every model offers what movement reads of an actor's system data (movement/allowance.ts
 * `MovementSource`): `movementProfile`, `flyingSpeed`, and `kind`; and lists on preparation the
 * values it had to clamp or replace (`warnings`, shown on the sheet).
 * @module
 */
import type { MovementProfile } from "../../../rules";
import type { ActorKind } from "./actor-types";

/** A stored value that was not usable and what was used instead (a number, or a code or id as text). */
export type ActorDataWarning = { path: string; value: unknown; used: number | string };

/** What every actor model derives on preparation. */
export type ActorDerivedBase = {
  /** Values that had to be clamped or replaced to be used. */
  warnings: ActorDataWarning[];
};

/** What an actor model declares about itself. */
export interface ActorModelMetadata {
  /** The actor sub-types it is the data model of (system.json `documentTypes.Actor`), at least one. */
  readonly types: readonly string[];
  /** What those actors are to the movement rules: `vehicle` or `character`. */
  readonly kind: ActorKind;
  /** The sheet registered as those types' default: its label (a lang key). None: core's sheet. */
  readonly sheet?: { readonly label: string };
}

/** An actor data model class, as `init` registers it. */
export interface ActorModelClass {
  readonly metadata: ActorModelMetadata;
}

/**
 * The data model of a Stride actor.
 * @typeParam Schema the model's schema
 * @typeParam Derived the values it derives on preparation, `warnings` among them
 */
export abstract class StrideActorModel<
  Schema extends foundry.data.fields.DataSchema,
  Derived extends ActorDerivedBase = ActorDerivedBase,
> extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation, Record<string, never>, Derived> {
  /** The actor sub-types, kind and sheet label; each model declares its own. */
  declare static readonly metadata: ActorModelMetadata;

  /** The profile the active ruleset reads, from the clamped data. */
  abstract get movementProfile(): MovementProfile;

  /** Metres (or the ruleset's unit) the actor flies; 0 when it cannot fly, as most models. */
  get flyingSpeed(): number {
    return 0;
  }

  /** What the actor is to the movement rules, as its model's metadata declares. */
  get kind(): ActorKind {
    return (this.constructor as typeof StrideActorModel).metadata.kind;
  }
}

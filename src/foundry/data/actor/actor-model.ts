/**
 * The base of Stride's actor data models: a model declares the actor sub-types it is registered
 * under, what those actors are to the movement rules and its sheet's label in `static metadata`;
 * `init` registers every model and its sheet from that metadata (hooks/init.ts), as Draw Steel
 * registers its data models from `metadata.type` (draw-steel.mjs; docs/foundry-evidence.md § 20).
 * Every model offers what movement reads of an actor's system data (movement/allowance.ts
 * `MovementSource`): `movementProfile`, `flyingSpeed`, and `kind`, read by its ruleset's
 * `ActorsCapability` (the engine function `rules.play` reads plain data with, so both derive the
 * same numbers); and lists on preparation the values it had to clamp or replace (`warnings`, shown
 * on the sheet).
 * @module
 */
import type { ActorReading, ActorsCapability, MovementProfile } from "../../../rules";
import type { ActorKind } from "./actor-types";

/** A stored value that was not usable and what was used instead (a number, or a code or id as text). */
export type ActorDataWarning = { path: string; value: unknown; used: number | string };

/** A plain record (not null, not a list). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `source`'s values at the keys of `shape`, groups within groups (see StrideActorModel#systemData). */
function shaped(source: object, shape: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values = source as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(shape).map((key) => {
      const value = values[key];
      const inner = shape[key];
      return [key, isRecord(inner) && isRecord(value) ? shaped(value, inner) : value];
    }),
  );
}

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
  /**
   * How its system data is read: the ruleset's actors capability (Ruleset.actors) and the data
   * model's initial values, whose top-level keys are the fields handed to it. None: the model
   * reads as an empty profile that cannot fly.
   */
  readonly reader?: {
    readonly actors: ActorsCapability;
    readonly initial: Readonly<Record<string, unknown>>;
  };
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

  /**
   * The model's fields as a plain object shaped as `initial`: every key of `initial` present, groups
   * within groups, as a data model Foundry has cleaned holds them. A field the data lacks reads as
   * undefined, which a ruleset reader warns about as about any unusable value (a plain object given
   * to the reader instead would take the initial value); a group that is not an object is kept as is.
   */
  protected systemData(initial: Readonly<Record<string, unknown>>): Record<string, unknown> {
    return shaped(this, initial);
  }

  /** The owning actor's status ids (Actor#statuses, a Set of ids), empty without an actor. */
  protected get statusIds(): string[] {
    const statuses = (this.parent as { statuses?: Iterable<string> } | null | undefined)?.statuses;
    return statuses ? [...statuses] : [];
  }

  /**
   * What the ruleset reads of this actor's system data (ActorsCapability.read with the actor's
   * type, its fields and its statuses); an empty character or vehicle reading, that cannot fly,
   * when the model declares no reader or the reader does not read the type.
   */
  get reading(): ActorReading {
    const statuses = this.statusIds;
    const key = statuses.join("|");
    if (this.#memo && this.#memo.statuses === key) return this.#memo.reading;
    const reading = this.#read(statuses);
    // Kept until the next preparation (Foundry prepares the data again after every update).
    if (this.#prepared) this.#memo = { statuses: key, reading };
    return reading;
  }

  /** The last reading and the statuses it was read with, since the data was last prepared. */
  #memo: { readonly statuses: string; readonly reading: ActorReading } | null = null;

  /** Foundry prepares this data (so a reading may be kept until the next preparation). */
  #prepared = false;

  /**
   * Forgets the kept reading: the data is being prepared anew (an update, a status toggled).
   * @inheritDoc
   */
  override prepareBaseData(): void {
    super.prepareBaseData();
    this.#memo = null;
    this.#prepared = true;
  }

  /** {@link reading} worked out. */
  #read(statuses: string[]): ActorReading {
    const { metadata } = this.constructor as typeof StrideActorModel;
    const type = (this.parent as { type?: unknown } | null | undefined)?.type;
    const reader = metadata.reader;
    const read =
      reader &&
      reader.actors.read(
        typeof type === "string" ? type : (metadata.types[0] ?? ""),
        this.systemData(reader.initial),
        statuses,
      );
    return (
      read ?? {
        kind: metadata.kind,
        profile: { characteristics: {} },
        flyingSpeed: 0,
        flying: null,
        status: null,
        warnings: [],
      }
    );
  }

  /** The profile the active ruleset reads, from the clamped data ({@link reading}). */
  get movementProfile(): MovementProfile {
    return this.reading.profile;
  }

  /** Metres (or the ruleset's unit) the actor flies ({@link reading}); 0 when it cannot fly, as most models. */
  get flyingSpeed(): number {
    return this.reading.flyingSpeed;
  }

  /** What the actor is to the movement rules, as its model's metadata declares. */
  get kind(): ActorKind {
    return (this.constructor as typeof StrideActorModel).metadata.kind;
  }
}

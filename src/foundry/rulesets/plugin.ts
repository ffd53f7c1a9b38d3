/**
 * What a ruleset brings to the adapter: the contract between generic `src/foundry` and a ruleset's
 * own adapter folder `src/foundry/rulesets/<id>/` (docs/development.md § Adding a ruleset). A plugin is a plain
 * manifest; `init` registers every plugin's data models, so a world keeps the actors and cards of
 * a ruleset it no longer uses intact, and only the active ruleset's settings reader, hooks and
 * templates come alive (hooks/init.ts).
 * @module
 */
import type { MovementProfile, VehicleDamageChanges } from "../../rules";
import type { ActorModelClass } from "../data/actor/actor-model";
import type { ActorKind } from "../data/actor/actor-types";
import type { CardModelClass } from "../data/chat-message/card-model";

/** An actor sheet class, as `DocumentSheetConfig.registerSheet` takes it. */
export type ActorSheetClass = Parameters<typeof foundry.applications.apps.DocumentSheetConfig.registerSheet>[2];

/** A token as the token HUD hands it to a plugin: its document's uuid, actor and ownership. */
export interface PluginHudToken {
  readonly uuid: string;
  readonly parent?: unknown;
  readonly actor: { readonly system?: unknown } | null;
  readonly isOwner?: boolean;
}

/**
 * A host system's actor as a host adapter reads it: its sub-type, its system data as the host's
 * data model prepared it, its embedded items (traits, skills and abilities some hosts keep as
 * items: `name`, `type`, `system`), its status ids (v13 `Actor#statuses`) and its flags (where the
 * module keeps what the host has no field for).
 */
export interface HostActor {
  readonly type?: string;
  readonly system?: unknown;
  readonly flags?: unknown;
  readonly items?: Iterable<{ readonly name?: string | null; readonly type?: string; readonly system?: unknown }>;
  readonly statuses?: ReadonlySet<string>;
}

/** What a host adapter reads of a host actor: what Stride's own actor models offer movement (movement/allowance.ts `MovementSource`). */
export interface HostReading {
  /** The profile the plugin's ruleset reads, mapped from the host's fields. */
  readonly movementProfile: MovementProfile;
  /** Flying speed in the ruleset's unit; 0 when the actor cannot fly. */
  readonly flyingSpeed: number;
  /** What the actor is to the movement rules. */
  readonly kind: ActorKind;
  /**
   * What a collision card reads of a vehicle (the `collisionProfile` of Stride's own vehicle models:
   * CollisionsCapability); absent for actors that are not vehicles.
   */
  readonly collisionProfile?: MovementProfile;
  /**
   * How the actor flies where the ruleset has altitudes apart from moves (AltitudeCapability): its
   * flight trait and the position it flies at, as Stride's own models offer them (`flightTrait`,
   * `flightPosition`); the module keeps the position in its actor flags (hosts.ts
   * `HOST_ALTITUDE_FLAG`). Absent when the actor cannot fly.
   */
  readonly flight?: { readonly trait: string; readonly position: string };
}

/**
 * A host's own method for taking damage or Fatigue, as the host's chat cards call it: given the host
 * actor (the Foundry document) and the amount, the call that applies it, or null when this actor has
 * no such method (the field update is written instead). Feature-detected on the actor.
 */
export type HostApiCall = (actor: object, amount: number) => (() => Promise<unknown>) | null;

/**
 * Where a host keeps what Stride's rules write back: system data paths as `Actor#update` takes them
 * (`system.…`), each with what a step means, and the host's own method for it where it has one
 * (`api`, used first); a missing path: the host has no such field, and the `stride-movement` module
 * keeps the value in its own actor flags.
 */
export interface HostWrites {
  /** Wounds or damage taken (`direction`: whether damage raises or lowers the stored value). */
  readonly wounds?: {
    readonly path: string;
    readonly direction: "up" | "down";
    readonly max?: string;
    readonly api?: HostApiCall;
  };
  /** Levels of Fatigue. */
  readonly fatigue?: { readonly path: string; readonly max?: string; readonly api?: HostApiCall };
  /** Stun damage (a second condition monitor), where the host keeps one. */
  readonly stun?: { readonly path: string; readonly max?: string; readonly api?: HostApiCall };
  /**
   * A vehicle's damage from a collision (the executor's `vehicleDamage` effect): the `Actor#update`
   * data that stores the changes in the host's fields (and the module's flags for what it lacks), or
   * null when they cannot be stored.
   */
  readonly vehicleDamage?: (actor: HostActor, changes: VehicleDamageChanges) => Record<string, unknown> | null;
}

/**
 * A Foundry game system whose actors the `stride-movement` module measures under this plugin's
 * ruleset (`stride-module.ts`, foundry/hosts.ts): one small mapping from the host actor's system data
 * to the engine's MovementProfile, and where the host keeps what Stride writes back.
 */
export interface HostAdapter {
  /** The host system's id (`game.system.id`, its system.json `id`). */
  readonly systemId: string;
  /** The host versions the mapping was read from (docs/user-guide.md § Stride Movement), e.g. `0.36`. */
  readonly versions: string;
  /**
   * The movement reading of a host actor, or null when Stride does not measure it (an actor
   * sub-type without movement: loot, a starship). Never throws on junk data: missing or
   * non-numeric fields read as the ruleset's defaults.
   */
  readonly read: (actor: HostActor) => HostReading | null;
  /** Where the host keeps wounds, fatigue and stun. */
  readonly writes: HostWrites;
}

/**
 * What a plugin loads on demand, in a chunk of its own, when it is the world's ruleset
 * ({@link RulesetPlugin.load}; rulesets/loading.ts): wired as the plugin's own `registerHooks` and
 * `api` are, once it has arrived. A module namespace object (`import("./active")`) fits this shape.
 */
export interface RulesetPluginChunk {
  /** Registers the hooks its applications listen to. */
  readonly registerHooks?: () => void;
  /** What it adds to the system API (`game.system.api`, `globalThis.stride`); generic entries win. */
  readonly api?: Readonly<Record<string, unknown>>;
  /** Templates its applications render, as `systemPath` gives them, preloaded when it arrives. */
  readonly templates?: readonly string[];
  /**
   * Its full actor models: each extends the schema-only model its plugin's `actors` registers for
   * the same types, adds what is derived by the engine on preparation and the methods that use it,
   * and declares no private members or fields. Installed in their place when it arrives, and the
   * actors already prepared are prepared again (data/actor/actor-models.ts `installActorModels`).
   */
  readonly actorModels?: readonly ActorModelClass[];
}

/** A ruleset's adapter plugin. */
export interface RulesetPlugin {
  /** The engine ruleset's id (src/rules/rulesets/index.ts), e.g. `dh2`. */
  readonly id: string;
  /**
   * Its actor data models, each with the sheet registered as its types' default (none: core's
   * sheet). `init` registers them in every world: where its chunk brings full models
   * ({@link RulesetPluginChunk.actorModels}) these are their schema-only parents, which keep the data
   * and migrate it, with neutral derived values.
   */
  readonly actors: readonly { readonly model: ActorModelClass; readonly sheet?: ActorSheetClass }[];
  /** Chat cards only this ruleset posts (generic cards are in data/chat-message/card-models.ts). */
  readonly cards?: readonly CardModelClass[];
  /** Templates its sheets and applications render, as `systemPath` gives them, preloaded when it is active. */
  readonly templates?: readonly string[];
  /** Registers its world settings (called in `init` whatever the active ruleset, so stored values stay readable). */
  readonly registerSettings?: () => void;
  /** Registers the hooks its applications listen to; called once, in `init`, when it is the active ruleset. */
  readonly registerHooks?: () => void;
  /**
   * Adds its buttons to a token's HUD (hooks/render-token-hud.ts, with hud-button.ts `addHudButton`),
   * for the token's owner or the GM, when it is the active ruleset.
   */
  readonly tokenHUD?: (token: PluginHudToken, html: HTMLElement) => void;
  /**
   * Grid settings a new scene takes in a world that plays it, where its creator set none
   * (hooks/scene-defaults.ts; Foundry's SquareGridConfiguration: `diagonals` a CONST.GRID_DIAGONALS
   * value, `units`, `distance`). A function, so CONST is read when a scene is created.
   */
  readonly sceneDefaults?: () => { readonly grid?: Readonly<Record<string, unknown>> };
  /** What it adds to the system API (`game.system.api`, `globalThis.stride`) when it is the active ruleset. */
  readonly api?: Readonly<Record<string, unknown>>;
  /**
   * Loads the part only a world that plays this ruleset needs (its applications and API additions,
   * `import()`ed so the build puts them in a chunk of their own); `init` starts it when this is the
   * active ruleset and wires what it resolves to when it arrives (rulesets/loading.ts). Rejects when
   * the chunk cannot be fetched.
   */
  readonly load?: () => Promise<RulesetPluginChunk>;
  /**
   * The host systems whose actors the `stride-movement` module measures under this ruleset
   * (foundry/hosts.ts), each read by its own adapter (`<id>/host/`).
   */
  readonly hosts?: readonly HostAdapter[];
}

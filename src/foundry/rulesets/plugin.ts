/**
 * What a ruleset brings to the adapter: the contract between generic `src/foundry` and a ruleset's
 * own adapter folder `src/foundry/rulesets/<id>/` (README § Adding a ruleset). A plugin is a plain
 * manifest; `init` registers every plugin's data models, so a world keeps the actors and cards of
 * a ruleset it no longer uses intact, and only the active ruleset's settings reader, hooks and
 * templates come alive (hooks/init.ts).
 * @module
 */
import type { ActorModelClass } from "../data/actor/actor-model";
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

/** A ruleset's adapter plugin. */
export interface RulesetPlugin {
  /** The engine ruleset's id (src/rules/rulesets/index.ts), e.g. `dh2`. */
  readonly id: string;
  /** Its actor data models, each with the sheet registered as its types' default (none: core's sheet). */
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
}

/**
 * Narrow additions to fvtt-types 13.345.1 for what Stride uses: its settings, flags and data
 * models (the types' documented configuration interfaces), and v13 movement API members the
 * types do not declare yet (shared/foundry-v13.md § Installing the types offline).
 */
import type { StrideMovementTestModel } from "../foundry/data/chat-message/movement-test-model";
import type { StrideCollisionNoticeModel } from "../foundry/data/chat-message/collision-notice-model";
import type { StrideChatMessage } from "../foundry/documents/chat-message";
import type { StrideFallCardModel } from "../foundry/data/chat-message/fall-card-model";
import type { StrideRuleNoticeModel } from "../foundry/data/chat-message/rule-notice-model";
import type { StrideWeatherCardModel } from "../foundry/data/chat-message/weather-card-model";
import type { StrideCombat } from "../foundry/documents/combat";
import type { Gravity } from "../rules";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "stride.ruleset": string;
    "stride.variant": string;
    "stride.enforcement": string;
    "stride.voluntaryEngage": boolean;
    /** The roller may set the GM's modifier on a test card (settings.ts rollerSetsModifier). */
    "stride.rollerModifier": boolean;
    /** Pace settings (src/foundry/movement/pace.ts), registered for rulesets that keep a pace. */
    "stride.paceLimits": boolean;
    "stride.fatigueRounds": number;
    "stride.fallingDamageFormula": string;
    /** The module's ruler: Stride's bands (`stride`) or the host's own (`host`) (hooks/module-init.ts). */
    "stride.rulerLook": string;
    /** Ruler colours by palette slot (settings.ts registerRulerColorSettings): CSS hex strings. */
    "stride.rulerColor0": foundry.data.fields.ColorField<{ required: true; nullable: false; initial: string }>;
    "stride.rulerColor1": foundry.data.fields.ColorField<{ required: true; nullable: false; initial: string }>;
    "stride.rulerColor2": foundry.data.fields.ColorField<{ required: true; nullable: false; initial: string }>;
    "stride.rulerColor3": foundry.data.fields.ColorField<{ required: true; nullable: false; initial: string }>;
    "stride.rulerColor4": foundry.data.fields.ColorField<{ required: true; nullable: false; initial: string }>;
    "stride.rulerColor5": foundry.data.fields.ColorField<{ required: true; nullable: false; initial: string }>;
    "stride.rulerColor6": foundry.data.fields.ColorField<{ required: true; nullable: false; initial: string }>;
  }

  /** Stride's document classes (hooks/init.ts), as fvtt-types asks subclasses to be declared. */
  interface DocumentClassConfig {
    ChatMessage: typeof StrideChatMessage;
    Combat: typeof StrideCombat;
  }

  interface FlagConfig {
    Scene: { stride?: { gravity?: Gravity } };
    /** Stride's flags on a card: each ruleset plugin's own (StrideChatMessageFlags). */
    ChatMessage: { stride?: StrideChatMessageFlags };
  }

  /**
   * Stride's card models. Actor models are not listed: code reads an actor's system data through
   * its model's own members (data/actor/actor-model.ts), so a ruleset's actor types need no entry here.
   */
  interface DataModelConfig {
    /** Stride's card sub-types (system.json documentTypes.ChatMessage; registered in hooks/init.ts). */
    ChatMessage: StrideCardModelConfig;
  }
}

/**
 * Stride's card models by sub-type: the generic cards here; a ruleset plugin that has cards of its
 * own adds them from a `.d.ts` in its folder by declaration merging (`declare module
 * "<path>/types/foundry-augment"`), as src/foundry/rulesets/dh2/foundry-augment.d.ts does.
 */
export interface StrideCardModelConfig {
  movementTest: typeof StrideMovementTestModel;
  collisionNotice: typeof StrideCollisionNoticeModel;
  fallCard: typeof StrideFallCardModel;
  ruleNotice: typeof StrideRuleNoticeModel;
  weatherCard: typeof StrideWeatherCardModel;
}

/**
 * Stride's flags on a chat message (`flags.stride`), which the ruleset plugins add to by declaration
 * merging as they do to {@link StrideCardModelConfig}; none are generic.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StrideChatMessageFlags {}

/** A waypoint of a planned movement path as v13's canvas Token methods take it (pixels, grid units). */
export interface CoreMovementWaypoint {
  x: number;
  y: number;
  elevation?: number;
  action?: string;
  intermediate?: boolean;
  cost?: number;
  /** Terrain data from the previous waypoint to this one (StrideTerrainData). */
  terrain?: unknown;
  [key: string]: unknown;
}

/** A movement cost function: `(from, to, distance, segment) → cost`, grid units (shared/foundry-v13.md § Tokens and movement). */
export type CoreMovementCostFunction = (from: unknown, to: unknown, distance: number, segment: unknown) => number;

/**
 * v13 canvas `Token` movement members missing from fvtt-types 13.345.1 (shared/foundry-v13.md
 * § Installing the types offline; the public API page of `foundry.canvas.placeables.Token`).
 */
export interface CoreTokenMovementApi {
  constrainMovementPath(
    waypoints: CoreMovementWaypoint[],
    options?: { preview?: boolean; ignoreWalls?: boolean; ignoreCost?: boolean; history?: boolean | unknown[] },
  ): [CoreMovementWaypoint[], boolean];
  _getMovementCostFunction(options?: object): CoreMovementCostFunction;
  /**
   * Adds the terrain of every region a path crosses to its waypoints (v13 Token page,
   * https://foundryvtt.com/api/classes/foundry.canvas.placeables.Token.html#createterrainmovementpath).
   */
  createTerrainMovementPath(waypoints: CoreMovementWaypoint[], options?: { preview?: boolean }): CoreMovementWaypoint[];
}

/** A terrain effect a region behavior contributes: core's `difficulty`, or Stride's `strideTerrain`. */
export interface CoreTerrainEffect {
  name: string;
  [key: string]: unknown;
}

/**
 * v13 `foundry.data.TerrainData`, a stub in fvtt-types 13.345.1 (shared/foundry-v13.md;
 * the pattern of dnd5e's TerrainData5e and pf2e's TerrainDataPF2e).
 */
export interface CoreTerrainDataInstance {
  difficulty: number;
  updateSource(changes: object): unknown;
  equals(other: unknown): boolean;
}

/** The static side of v13 `foundry.data.TerrainData`. */
export interface CoreTerrainDataClass {
  new (data?: object): CoreTerrainDataInstance;
  defineSchema(): Record<string, unknown>;
  resolveTerrainEffects(effects: CoreTerrainEffect[]): CoreTerrainDataInstance | null;
  getMovementCostFunction(token: unknown, options?: object): CoreMovementCostFunction;
}

/**
 * The static side of core's Configure Controls (`foundry.applications.sidebar.apps.ControlsConfig`) that
 * fvtt-types 13.345.1 lacks: `humanizeBinding(binding)` writes a key binding as the Controls list
 * shows it (pf2e's GM Vision tool label, src/scripts/hooks/get-scene-control-buttons.ts;
 * docs/foundry-evidence.md § 33).
 */
export interface CoreControlsConfigStatic {
  humanizeBinding(binding: { readonly key: string; readonly modifiers?: readonly string[] }): string;
}

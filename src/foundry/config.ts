/**
 * Movement actions of the active ruleset, added to `CONFIG.Token.movement.actions` in `init`
 * (shared/foundry-v13.md § Tokens and movement).
 * @module
 */
import type { MovementActionSpec, RulesetManifest } from "../rules";
import { movementSourceOf } from "./movement/allowance";

/** The parts of an action config Stride sets (a subset of Foundry's TokenMovementActionConfig). */
export interface ActionConfigPatch {
  label?: string;
  icon?: string;
  order?: number;
  deriveTerrainDifficulty?: (nonDerived: Record<string, number>) => number;
  /** v14: the action whose terrain difficulty this one takes (TokenMovementActionConfigDescriptor). */
  terrainAction?: string;
  canSelect?: (token: unknown) => boolean;
}

/**
 * Band actions take the difficulty a region sets for walking: difficult ground is as hard to
 * cross at a run as at a walk (dh2-movement.md § Movement and Environment).
 */
export function walkDifficulty(nonDerived: Record<string, number>): number {
  return nonDerived["walk"] ?? 1;
}

/**
 * Whether a token may choose Foundry's `fly` action: only actors with Flyer (X) or Hoverer (X)
 * (dh2-movement.md § Flying Movement). Tokens without an actor of Stride's types keep it.
 */
export function canFly(token: unknown): boolean {
  const actor = (token as { actor?: { system?: unknown } | null } | null)?.actor;
  if (!actor) return true;
  const source = movementSourceOf(actor);
  return source ? source.flyingSpeed > 0 : true;
}

/** Whether a token is a vehicle's (its actor ignores the 1" rule): vehicle-only actions (Ram) are for these. */
export function isVehicleToken(token: unknown): boolean {
  const actor = (token as { actor?: { system?: unknown } | null } | null)?.actor;
  const own = (actor?.system as { kind?: unknown } | null | undefined)?.kind;
  // Stride's actors say it in `system.kind`; a host's actor through its adapter (hosts.ts).
  return own !== undefined ? own === "vehicle" : movementSourceOf(actor)?.kind === "vehicle";
}

/**
 * Whether a token's model may choose an action of these kinds: a vehicle's token (its actor's
 * `system.kind`) for `vehicle`, any other token for `character`. A v13 movement action config's
 * `canSelect(token)` decides whether the action is offered for a token (the token HUD's palette and
 * the ruler; https://foundryvtt.com/api/interfaces/foundry.types.TokenMovementActionConfig.html).
 */
export function kindsSelect(kinds: readonly string[]): (token: unknown) => boolean {
  return (token) => kinds.includes(isVehicleToken(token) ? "vehicle" : "character");
}

/**
 * The action configs to merge into `CONFIG.Token.movement.actions` for a ruleset. Each band
 * action starts from a copy of core `walk` (cost function, walls, measuring …), as draw-steel
 * builds its teleport from core `blink`, so core code finds every member it expects. Terrain
 * difficulty is taken from walking both ways Foundry reads it: v13's `deriveTerrainDifficulty`
 * and v14's `terrainAction: "walk"`, set side by side as Crucible does (module/const/actor.mjs);
 * each generation reads its own key (the Quench batch `stride.v14` checks v14 honours it).
 * @param walk core's `walk` action config
 */
export function movementActionPatch(
  ruleset: Pick<RulesetManifest, "actions">,
  walk: object = {},
): Record<string, ActionConfigPatch> {
  const patch: Record<string, ActionConfigPatch> = {};
  ruleset.actions.forEach((action: MovementActionSpec, index) => {
    patch[action.id] = {
      ...walk,
      label: action.label,
      icon: action.icon,
      order: index + 1,
      deriveTerrainDifficulty: walkDifficulty,
      terrainAction: "walk",
      ...(action.kinds ? { canSelect: kindsSelect(action.kinds) } : {}),
    };
  });
  patch["fly"] = { canSelect: canFly };
  return patch;
}

/** Adds the ruleset's actions to Foundry's movement configuration. Call in `init`. */
export function configureMovementActions(ruleset: Pick<RulesetManifest, "actions">): void {
  const actions = CONFIG.Token.movement.actions as unknown as Record<string, object>;
  foundry.utils.mergeObject(actions, movementActionPatch(ruleset, { ...actions["walk"] }), {
    performDeletions: true,
  });
}

/** A `CONFIG.statusEffects` entry as Stride writes it (v13 StatusEffectConfig: id, name, img, ActiveEffectData fields). */
export interface StatusEffectEntry {
  id: string;
  /** A stable 16-character document id for the effect, as dnd5e gives each (`staticID`). */
  _id: string;
  name: string;
  img: string;
  /** The effect's HTML description: what the status changes (its modifiers). */
  description: string;
  /** Derived statuses are set from the actor's data, not picked on the Token HUD (as dnd5e's encumbrance). */
  hud?: false;
}

/** dnd5e's `staticID`: an id padded with 0 to 16 characters, so a status's effect id never changes. */
export function statusDocumentId(id: string): string {
  return `stride${id}`
    .replace(/[^A-Za-z0-9]/g, "")
    .padEnd(16, "0")
    .slice(0, 16);
}

/**
 * The status effects of a ruleset (StatusesCapability.statuses) as `CONFIG.statusEffects`
 * entries: id, name (a lang key, which core localizes), img (under the system's folder unless
 * it is core's `icons/`), and the description, localized by `localize`. dnd5e builds its entries
 * the same way (module/config.mjs `_configureStatusEffects`: `{id, name, img, _id: staticID(...)}`);
 * `description` is an ActiveEffectData field, which StatusEffectConfig accepts
 * (https://foundryvtt.com/api/v14/types/CONFIG.StatusEffectConfig.html).
 * @param systemPath turns a path relative to the system's folder into one Foundry serves
 */
export function statusEffectEntries(
  ruleset: Pick<RulesetManifest, "statuses">,
  localize: (key: string) => string,
  systemPath: (path: string) => string,
): StatusEffectEntry[] {
  return (ruleset.statuses ?? []).map((status) => ({
    id: status.id,
    _id: statusDocumentId(status.id),
    name: status.label,
    img: status.img.startsWith("icons/") ? status.img : systemPath(status.img),
    description: localize(status.description),
    ...(status.derived ? { hud: false as const } : {}),
  }));
}

/**
 * Adds the ruleset's statuses to `CONFIG.statusEffects` (replacing entries of the same id), in
 * `init`; their descriptions are localized again on `i18nInit` ({@link localizeStatusEffects}).
 */
export function configureStatusEffects(
  statusEffects: { id?: string }[],
  entries: readonly StatusEffectEntry[],
): { id?: string }[] {
  const ids = new Set(entries.map((e) => e.id));
  const kept = statusEffects.filter((s) => !ids.has(s.id ?? ""));
  return [...kept, ...entries];
}

/** Localizes the descriptions of Stride's status entries once translations are loaded (`i18nInit`). */
export function localizeStatusEffects(
  statusEffects: { id?: string; description?: string }[],
  ruleset: Pick<RulesetManifest, "statuses">,
  localize: (key: string) => string,
): void {
  for (const status of ruleset.statuses ?? []) {
    const entry = statusEffects.find((s) => s.id === status.id);
    if (entry) entry.description = localize(status.description);
  }
}

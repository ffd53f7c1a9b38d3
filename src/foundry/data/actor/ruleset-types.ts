/**
 * Which actor types a ruleset plays: those of its plugin's models (rulesets/plugin.ts). An actor of
 * another ruleset's type keeps its data (every plugin's models are registered), but Stride does
 * not measure or test its movement by the wrong ruleset's numbers: the Create dialog offers only
 * the active ruleset's types, and its sheet and a drag of its token say why (issue: a DH2
 * Character in a Shadowrun world walked 60 m).
 * @module
 */
import { rulesetPlugin, rulesetPlugins } from "../../rulesets";

/** The actor types a ruleset plays, in its plugin's order; null when it has no plugin (every type is allowed). */
export function playedActorTypes(rulesetId: string): string[] | null {
  const plugin = rulesetPlugin(rulesetId);
  return plugin ? plugin.actors.flatMap(({ model }) => [...model.metadata.types]) : null;
}

/** The id of the ruleset whose plugin declares an actor type, or null when none does. */
export function rulesetOfActorType(type: string): string | null {
  return rulesetPlugins().find((p) => p.actors.some(({ model }) => model.metadata.types.includes(type)))?.id ?? null;
}

/**
 * Whether an actor of `type` follows `rulesetId`'s rules: its plugin declares the type, or the
 * ruleset has no plugin, or no plugin declares the type (a module's own type).
 */
export function playsActorType(rulesetId: string, type: string | null | undefined): boolean {
  if (!type) return true;
  const played = playedActorTypes(rulesetId);
  return played === null || played.includes(type) || rulesetOfActorType(type) === null;
}

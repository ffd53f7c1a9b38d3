/**
 * The registry of ruleset plugins (plugin.ts). It imports no plugin: the built-in ones register
 * themselves when the entry point imports built-in.ts, a module's or a test's before `init`
 * ({@link registerRulesetPlugin}); generic code reads them from here.
 * @module
 */
import type { RulesetPlugin } from "./plugin";

export type {
  ActorSheetClass,
  HostActor,
  HostApiCall,
  HostAdapter,
  HostReading,
  HostWrites,
  PluginHudToken,
  RulesetPlugin,
  RulesetPluginChunk,
} from "./plugin";

/** The registered plugins, in the order registered (the built-in ones in system.json's order of their actor types). */
const registered: RulesetPlugin[] = [];

/** Every registered plugin. */
export function rulesetPlugins(): readonly RulesetPlugin[] {
  return registered;
}

/** The plugin of a ruleset, or null when it has none (an engine-only ruleset uses core's sheets). */
export function rulesetPlugin(id: string): RulesetPlugin | null {
  return rulesetPlugins().find((plugin) => plugin.id === id) ?? null;
}

/**
 * Adds a ruleset's plugin (docs/development.md § Adding a ruleset); register it with its engine ruleset
 * (`registerRuleset`) before Foundry's `init`.
 * @throws {RangeError} when a plugin with that id exists
 */
export function registerRulesetPlugin(plugin: RulesetPlugin): void {
  if (rulesetPlugin(plugin.id)) throw new RangeError(`A ruleset plugin "${plugin.id}" is already registered`);
  registered.push(plugin);
}

/** Removes a registered plugin (tests). */
export function unregisterRulesetPlugin(id: string): boolean {
  const index = registered.findIndex((plugin) => plugin.id === id);
  if (index >= 0) registered.splice(index, 1);
  return index >= 0;
}

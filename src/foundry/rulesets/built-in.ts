/**
 * Registers the built-in ruleset plugins, each from its own folder, in system.json's order of
 * their actor types. Imported once by the entry point (stride.ts) before Foundry's `init`.
 * @module
 */
import { d6Plugin } from "./d6";
import { dh2Plugin } from "./dh2";
import { registerRulesetPlugin, rulesetPlugin } from "./index";
import { necromundaPlugin } from "./necromunda";
import { shadowrunPlugin } from "./shadowrun";

for (const plugin of [dh2Plugin, necromundaPlugin, shadowrunPlugin, d6Plugin]) {
  if (!rulesetPlugin(plugin.id)) registerRulesetPlugin(plugin);
}

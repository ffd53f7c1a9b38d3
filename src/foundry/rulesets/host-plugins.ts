/**
 * Registers, for the `stride-movement` module (stride-module.ts), each built-in ruleset's host
 * adapters as a plugin without actor models or sheets: the module reads a host system's actors and
 * registers no actor types of its own. What a ruleset's plugin adds to the token HUD and works on a
 * host's actors comes with it: dh2's standing jump and reach card, and its Lift, push or throw button and Strength card (a module
 * ChatMessage subtype, module.json). The system registers the full plugins (built-in.ts), which
 * list the same hosts.
 * @module
 */
import { d6Hosts } from "./d6/host";
import { d6HostTokenHud } from "./d6/host/declare-stunt";
import { registerStrikeRequest as registerD6StrikeRequest } from "./d6/host/strike-request";
import { dh2Hosts } from "./dh2/host";
import { registerRulesetPlugin, rulesetPlugin } from "./index";
import type { RulesetPlugin } from "./plugin";
import { shadowrunHosts } from "./shadowrun/host";
import { StrideStrengthModel } from "./dh2/strength/strength-model";
import { dh2TokenHud, registerStrengthHooks } from "./dh2/token-hud";

/** The host-only plugins, by ruleset id. */
export const HOST_PLUGINS: readonly RulesetPlugin[] = [
  {
    id: "dh2",
    actors: [],
    hosts: dh2Hosts,
    cards: [StrideStrengthModel],
    registerHooks: registerStrengthHooks,
    tokenHUD: dh2TokenHud,
  },
  { id: "shadowrun", actors: [], hosts: shadowrunHosts },
  // An od6s vehicle declares its ram or sideswipe from the token HUD (it has no Stride sheet).
  { id: "d6", actors: [], hosts: d6Hosts, tokenHUD: d6HostTokenHud, registerHooks: registerD6StrikeRequest },
];

for (const plugin of HOST_PLUGINS) {
  if (!rulesetPlugin(plugin.id)) registerRulesetPlugin(plugin);
}

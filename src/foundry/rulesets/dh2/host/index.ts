/**
 * The game systems whose actors the `stride-movement` module measures under the dh2 ruleset.
 * @module
 */
import type { HostAdapter } from "../../../rulesets";
import { darkHeresy2ndHost } from "./dark-heresy-2nd";
import { wh40kRpgHost } from "./wh40k-rpg";

/** The dh2 ruleset's hosts. */
export const dh2Hosts: readonly HostAdapter[] = [wh40kRpgHost, darkHeresy2ndHost];

/**
 * The game systems whose actors the `stride-movement` module measures under the d6 ruleset.
 * @module
 */
import type { HostAdapter } from "../../../rulesets";
import { od6sHost } from "./od6s";

/** The d6 ruleset's hosts. */
export const d6Hosts: readonly HostAdapter[] = [od6sHost];

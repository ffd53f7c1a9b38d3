/**
 * The game systems whose actors the `stride-movement` module measures under the shadowrun ruleset.
 * @module
 */
import type { HostAdapter } from "../../../rulesets";
import { shadowrun5eHost } from "./shadowrun5e";

/** The shadowrun ruleset's hosts. */
export const shadowrunHosts: readonly HostAdapter[] = [shadowrun5eHost];

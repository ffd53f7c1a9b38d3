/**
 * Loads every built-in ruleset's engine before a test file runs (a setup file of vitest.config.ts):
 * the engines load on demand (src/rules/rulesets/index.ts `loadRuleset`), and the tests call
 * `getRuleset` synchronously, as the adapter does once the world's ruleset has loaded in `init`.
 */
import { loadRulesets } from "../../src/rules";

await loadRulesets();

/* global module -- a CommonJS config file, the form dependency-cruiser reads */
/**
 * Module boundaries of Stride (shared/DESIGN.md; BRIEF "the engine decides, the adapter translates"),
 * checked by `npm run lint:deps`. Type-only imports count: a boundary holds for types too.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "rules-stay-pure",
      comment:
        "src/rules is the pure engine: it imports only src/rules and npm packages (e.g. flatbush), " +
        "never src/foundry, src/types or Node's modules.",
      severity: "error",
      from: { path: "^src/rules/" },
      to: { pathNot: ["^src/rules/", "(^|/)node_modules/"] },
    },
    {
      name: "foundry-uses-rules-index",
      comment:
        "Generic src/foundry asks the engine only through src/rules/index.ts, its public surface; a ruleset's " +
        "adapter folder (src/foundry/rulesets/<id>) may also reach its own engine folder (next rule).",
      severity: "error",
      from: { path: "^src/foundry/", pathNot: "^src/foundry/rulesets/[^/]+/" },
      to: { path: "^src/rules/", pathNot: "^src/rules/index\\.ts$" },
    },
    {
      name: "ruleset-adapter-reaches-own-engine",
      comment:
        "A ruleset's adapter folder (src/foundry/rulesets/<id>) reaches the engine through src/rules/index.ts " +
        "and its own engine folder src/rules/rulesets/<id>, never another ruleset's or the engine's internals.",
      severity: "error",
      from: { path: "^src/foundry/rulesets/([^/]+)/" },
      to: { path: "^src/rules/", pathNot: ["^src/rules/index\\.ts$", "^src/rules/rulesets/$1/"] },
    },
    {
      name: "generic-adapter-not-ruleset-folders",
      comment:
        "Generic src/foundry names no ruleset: it reaches a ruleset's adapter folder only through the plugin " +
        "registry src/foundry/rulesets/index.ts (and the contract plugin.ts).",
      severity: "error",
      from: { path: "^src/foundry/", pathNot: "^src/foundry/rulesets/" },
      to: { path: "^src/foundry/rulesets/[^/]+/" },
    },
    {
      name: "ruleset-adapters-apart",
      comment: "A ruleset's adapter folder does not import another ruleset's adapter folder.",
      severity: "error",
      from: { path: "^src/foundry/rulesets/([^/]+)/" },
      to: { path: "^src/foundry/rulesets/[^/]+/", pathNot: "^src/foundry/rulesets/$1/" },
    },
    {
      name: "movement-not-chat",
      comment: "src/foundry/movement and src/foundry/chat do not import each other.",
      severity: "error",
      from: { path: "^src/foundry/movement/" },
      to: { path: "^src/foundry/chat/" },
    },
    {
      name: "chat-not-movement",
      comment: "src/foundry/chat and src/foundry/movement do not import each other.",
      severity: "error",
      from: { path: "^src/foundry/chat/" },
      to: { path: "^src/foundry/movement/" },
    },
    {
      name: "rulesets-not-moves",
      comment:
        "A ruleset (src/rules/rulesets/<id>) imports the contract (ruleset.ts, capabilities/, types.ts) and the " +
        "kernel (scene/, geometry/, dice/), never the generic moves (shared/DESIGN.md § Architecture).",
      severity: "error",
      from: { path: "^src/rules/rulesets/" },
      to: { path: "^src/rules/moves/" },
    },
    {
      name: "moves-not-rulesets",
      comment: "The generic moves (src/rules/moves) reach a ruleset only through the contract, never by import.",
      severity: "error",
      from: { path: "^src/rules/moves/" },
      to: { path: "^src/rules/rulesets/" },
    },
    {
      name: "kernel-stays-below",
      comment:
        "The kernel (src/rules/scene) that moves and rulesets share imports only itself, geometry/ and types.ts, " +
        "so neither the moves, the rulesets nor the contract can come back into it.",
      severity: "error",
      from: { path: "^src/rules/scene/" },
      to: { path: "^src/rules/", pathNot: ["^src/rules/scene/", "^src/rules/geometry/", "^src/rules/types\\.ts$"] },
    },
    {
      name: "types-below-capabilities",
      comment:
        "src/rules/types.ts holds the shapes the capabilities build on: capabilities/ import it, it imports no " +
        "capability (a type-only cycle between the file and the folder).",
      severity: "error",
      from: { path: "^src/rules/types\\.ts$" },
      to: { path: "^src/rules/capabilities/" },
    },
    {
      name: "no-circular",
      comment: "No import cycle, type-only ones included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};

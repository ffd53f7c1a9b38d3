import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
// Inside the repository (artifacts/ is git-ignored) so `flatbush` resolves to node_modules as in src/.
mkdirSync(join(ROOT, "artifacts"), { recursive: true });
const fixture = mkdtempSync(join(ROOT, "artifacts", "depcruise-"));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** A tiny src/ tree with one breach of every rule of .dependency-cruiser.cjs, and allowed imports. */
const files: Record<string, string> = {
  "tsconfig.json": "{}",
  "src/rules/index.ts": 'export * from "./geometry/point";\nexport { engine } from "./engine";\n',
  "src/rules/geometry/point.ts": 'import Flatbush from "flatbush";\nexport const index = Flatbush;\n',
  "src/rules/engine.ts": 'import type { Hook } from "../foundry/hooks/ready";\nexport const engine = (h: Hook) => h;\n',
  "src/rules/node.ts": 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n',
  "src/foundry/hooks/ready.ts": 'import { engine } from "../../rules";\nexport type Hook = typeof engine;\n',
  "src/foundry/movement/check.ts":
    'import { index } from "../../rules/geometry/point";\nimport { card } from "../chat/card";\nexport const check = [index, card];\n',
  "src/foundry/chat/card.ts": 'import { other } from "../movement/other";\nexport const card = other;\n',
  "src/foundry/movement/other.ts": "export const other = 1;\n",
  "src/foundry/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
  "src/foundry/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
  // The contract, the kernel, the moves and a ruleset: allowed imports, then one breach of each rule.
  "src/rules/ruleset.ts": 'import type { Facing } from "./scene/query";\nexport type Ruleset = { facing: Facing };\n',
  "src/rules/scene/query.ts":
    'import { index } from "../geometry/point";\nimport type { Unit } from "../types";\nexport type Facing = Unit;\nexport const query = index;\n',
  "src/rules/scene/check.ts": 'import type { Ruleset } from "../ruleset";\nexport const check = (r: Ruleset) => r;\n',
  "src/rules/moves/step.ts":
    'import { query } from "../scene/query";\nimport type { Ruleset } from "../ruleset";\nimport { rule } from "../rulesets/x/rule";\nexport const step = (r: Ruleset) => [r, query, rule];\n',
  "src/rules/rulesets/x/rule.ts": "export const rule = 1;\n",
  "src/rules/rulesets/x/index.ts":
    'import { query } from "../../scene/query";\nimport type { Ruleset } from "../../ruleset";\nimport type { Resolution } from "../../capabilities/outcomes";\nimport { step } from "../../moves/step";\nexport const x = (r: Ruleset, o: Resolution) => [r, o, query, step];\n',
  // A cycle of type-only imports: the shapes file and a capability that builds on it.
  "src/rules/types.ts":
    'import type { Resolution } from "./capabilities/outcomes";\nexport type Unit = "m";\nexport type Test = Resolution;\n',
  "src/rules/capabilities/outcomes.ts":
    'import type { Unit } from "../types";\nexport type Resolution = { unit: Unit };\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), text);
}

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

describe("npm run lint:deps (.dependency-cruiser.cjs)", () => {
  it("flags every kind of breach in a small tree, and nothing that is allowed", () => {
    const run = spawnSync(
      join(ROOT, "node_modules", ".bin", "depcruise"),
      ["src", "--config", join(ROOT, ".dependency-cruiser.cjs"), "--output-type", "json"],
      { cwd: fixture, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    const violations = (JSON.parse(run.stdout).summary.violations as Violation[])
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
      .sort();
    // A cycle is reported once, at one of its edges.
    expect(violations).toEqual([
      "chat-not-movement: src/foundry/chat/card.ts → src/foundry/movement/other.ts",
      "foundry-uses-rules-index: src/foundry/movement/check.ts → src/rules/geometry/point.ts",
      "kernel-stays-below: src/rules/scene/check.ts → src/rules/ruleset.ts",
      "movement-not-chat: src/foundry/movement/check.ts → src/foundry/chat/card.ts",
      "moves-not-rulesets: src/rules/moves/step.ts → src/rules/rulesets/x/rule.ts",
      "no-circular: src/foundry/a.ts → src/foundry/b.ts",
      "no-circular: src/foundry/hooks/ready.ts → src/rules/index.ts",
      // Type-only imports on both sides still make a cycle.
      "no-circular: src/rules/capabilities/outcomes.ts → src/rules/types.ts",
      "rules-stay-pure: src/rules/engine.ts → src/foundry/hooks/ready.ts",
      "rules-stay-pure: src/rules/node.ts → fs",
      "rulesets-not-moves: src/rules/rulesets/x/index.ts → src/rules/moves/step.ts",
      "types-below-capabilities: src/rules/types.ts → src/rules/capabilities/outcomes.ts",
    ]);
  });

  it("exits non-zero with the error reporter `npm run lint:deps` uses", () => {
    const run = spawnSync(
      join(ROOT, "node_modules", ".bin", "depcruise"),
      ["src", "--config", join(ROOT, ".dependency-cruiser.cjs")],
      { cwd: fixture, encoding: "utf8" },
    );
    expect(run.status).toBe(12);
    expect(run.stdout).toContain("12 dependency violations (12 errors, 0 warnings)");
  });
});

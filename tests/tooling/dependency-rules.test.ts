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
      "movement-not-chat: src/foundry/movement/check.ts → src/foundry/chat/card.ts",
      "no-circular: src/foundry/a.ts → src/foundry/b.ts",
      "no-circular: src/foundry/hooks/ready.ts → src/rules/index.ts",
      "rules-stay-pure: src/rules/engine.ts → src/foundry/hooks/ready.ts",
      "rules-stay-pure: src/rules/node.ts → fs",
    ]);
  });

  it("exits non-zero with the error reporter `npm run lint:deps` uses", () => {
    const run = spawnSync(
      join(ROOT, "node_modules", ".bin", "depcruise"),
      ["src", "--config", join(ROOT, ".dependency-cruiser.cjs")],
      { cwd: fixture, encoding: "utf8" },
    );
    expect(run.status).toBe(7);
    expect(run.stdout).toContain("7 dependency violations (7 errors, 0 warnings)");
  });
});

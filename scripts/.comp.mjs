import fs from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const file = process.argv[2];
const code = fs.readFileSync(file, "utf8");
const map = JSON.parse(fs.readFileSync(file + ".map", "utf8"));
const c = new SourceMapConsumer(map);
const lines = code.split("\n");
const sizes = new Map();
// walk mappings in order, attributing bytes between consecutive mappings
const ms = [];
c.eachMapping((m) => ms.push(m), null, SourceMapConsumer.GENERATED_ORDER);
for (let i = 0; i < ms.length; i++) {
  const m = ms[i],
    n = ms[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn;
  const key = m.source ?? "?";
  sizes.set(key, (sizes.get(key) ?? 0) + len);
}
const depth = Number(process.argv[3] ?? 3);
const agg = new Map();
for (const [k, v] of sizes) {
  const p = k
    .replace(/^(\.\.\/)+/, "")
    .split("/")
    .slice(0, depth)
    .join("/");
  agg.set(p, (agg.get(p) ?? 0) + v);
}
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 60))
  console.log((v / 1024).toFixed(1).padStart(7), k);

/**
 * Bad input is rejected with the documented error: every exported function of the engine
 * (src/rules/index.ts and each built-in ruleset's module) whose doc comment has `@throws` is called with
 * input its docstring says it refuses, and must throw one of the classes the docstring names.
 *
 * The list of functions is read from the doc comments themselves (TypeScript's compiler API), so a
 * new `@throws` is probed without an edit here. The generated probe gives a required argument
 * nothing (undefined); the table below then takes one argument at a time of a valid call and
 * spoils it, which is what notices a single check removed.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type ts from "typescript";
import * as rules from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import * as dh2 from "../../src/rules/rulesets/dh2";
import * as necromunda from "../../src/rules/rulesets/necromunda";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";

/** The engine's public surface and each built-in ruleset's module (which its adapter folder imports), by name prefix. */
const MODULES: Readonly<Record<string, { file: string; value: object }>> = {
  "": { file: "src/rules/index.ts", value: rules },
  dh2: { file: "src/rules/rulesets/dh2/index.ts", value: dh2 },
  necromunda: { file: "src/rules/rulesets/necromunda/index.ts", value: necromunda },
  shadowrun: { file: "src/rules/rulesets/shadowrun/index.ts", value: shadowrun },
  d6: { file: "src/rules/rulesets/d6/index.ts", value: d6 },
};

type Fn = (...args: unknown[]) => unknown;
type ErrorClass = typeof TypeError | typeof RangeError;

/** An exported function or class with `@throws` in its doc comment (a class's on its constructor). */
interface Documented {
  /** Its name as exported, with its namespace (`d6.jumpDifficulty`). */
  readonly name: string;
  /** The error classes its `@throws` tags name. */
  readonly classes: readonly string[];
  /** How many leading parameters are required (neither optional nor defaulted). */
  readonly required: number;
  readonly isClass: boolean;
}

/**
 * {@link readDocumentedThrows}, kept on disk (node_modules/.cache) under a hash of src/rules and
 * this file: building the program takes seconds, and a mutation run starts this file afresh for
 * each mutant that a required-argument check reaches, over sources that stay the same.
 */
async function documentedThrows(): Promise<Documented[]> {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const hash = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url)));
  const hashTree = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) hashTree(path);
      else if (entry.name.endsWith(".ts")) hash.update(path).update(readFileSync(path));
    }
  };
  hashTree(join(root, "src/rules"));
  const dir = join(root, "node_modules/.cache/stride-tests");
  const file = join(dir, `documented-throws-${hash.digest("hex").slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Documented[];
  } catch {
    const found = await readDocumentedThrows();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(found));
    renameSync(partial, file);
    return found;
  }
}

/**
 * Reads every `@throws` of the engine's public functions from their doc comments. The compiler is
 * loaded and the program built only when a test asks (the table's tests need neither).
 */
async function readDocumentedThrows(): Promise<Documented[]> {
  const ts = (await import("typescript")).default;
  const program = ts.createProgram(
    Object.values(MODULES).map((m) => m.file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      noResolve: false,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const found: Documented[] = [];
  const classesOf = (node: ts.Node) =>
    ts
      .getJSDocTags(node)
      .filter((tag): tag is ts.JSDocThrowsTag => tag.tagName.text === "throws")
      .flatMap((tag) => {
        if (tag.typeExpression) return tag.typeExpression.type.getText().split("|");
        // "@throws as {@link other}, and {@link RangeError} when …": the classes it names, else
        // whatever `other` documents (these are TypeError and RangeError throughout the engine).
        const named = tag.getText().match(/\b(?:TypeError|RangeError)\b/g) ?? [];
        return named.length ? named : ["TypeError", "RangeError"];
      })
      .map((name) => name.trim());
  const requiredOf = (parameters: ts.NodeArray<ts.ParameterDeclaration>) =>
    parameters.filter((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken).length;
  const walk = (module: ts.Symbol, prefix: string) => {
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (symbol.flags & ts.SymbolFlags.ValueModule) {
        walk(symbol, `${prefix}${exported.name}.`);
        continue;
      }
      const declaration = symbol.declarations?.[0];
      if (!declaration) continue;
      if (ts.isFunctionDeclaration(declaration)) {
        const classes = classesOf(declaration);
        if (classes.length) {
          found.push({
            name: prefix + exported.name,
            classes,
            required: requiredOf(declaration.parameters),
            isClass: false,
          });
        }
      } else if (ts.isClassDeclaration(declaration)) {
        const constructor = declaration.members.find(ts.isConstructorDeclaration);
        const classes = constructor ? classesOf(constructor) : [];
        if (constructor && classes.length) {
          found.push({
            name: prefix + exported.name,
            classes,
            required: requiredOf(constructor.parameters),
            isClass: true,
          });
        }
      }
    }
  };
  for (const [prefix, { file }] of Object.entries(MODULES)) {
    walk(checker.getSymbolAtLocation(program.getSourceFile(file)!)!, prefix ? `${prefix}.` : "");
  }
  return found;
}

/** The runtime value of an exported name (`d6.jumpDifficulty` → the d6 module's jumpDifficulty). */
function exportedValue(name: string): Fn {
  const [first, ...rest] = name.split(".");
  const module = rest.length && Object.hasOwn(MODULES, first!) ? MODULES[first!]!.value : rules;
  let value: unknown = module;
  for (const part of rest.length && module !== rules ? rest : [first!, ...rest]) {
    value = (value as Record<string, unknown>)[part];
  }
  return value as Fn;
}

const ERROR_CLASSES: Readonly<Record<string, ErrorClass>> = { TypeError, RangeError };

/** The error a call throws, or null when it returns. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return null;
}

/**
 * Functions whose docstring reads an absent argument as a value, before the argument its
 * `@throws` is about: nothing to refuse. Each has a spoilt-argument entry in ENTRIES instead.
 */
const ABSENT_ACCEPTED: Readonly<Record<string, string>> = {
  "dh2.paceTests": "an absent pace is walking: no tests",
  "dh2.swimNeedsTest": "absent water is calm and `hazardous` defaults to false",
  "dh2.pushOffNotice": "absent gravity is normal: a model may always start a move",
  "dh2.buildVerticalTest": "an absent request is no vertical test (undefined)",
  "d6.fatigueRounds": "no pace is no fatigue (0), decided before the rate is read",
  "d6.paceRange": "no pace is no acceleration limit (null), decided before the rate is read",
  "necromunda.chargeD3": "no rolled dice is no D3 given: the Charge counts 3 (docs/rulings.md)",
  "necromunda.actionAllowances": "an absent Move counts 0, as NaN does (clamped, never refused)",
};

/** Building a program over the engine takes seconds, many more on a busy machine. */
const PROGRAM_TIMEOUT = 120_000;

describe("every documented @throws rejects bad input with its class (generated from the doc comments)", () => {
  let found: Promise<Documented[]> | undefined;
  const documentedOnce = () => (found ??= documentedThrows());

  it(
    "finds the engine's documented throws",
    async () => {
      const documented = await documentedOnce();
      // A floor, not an exact count: a new @throws only adds to it.
      expect(documented.length).toBeGreaterThan(300);
      expect(documented.map((d) => d.name)).toEqual(
        expect.arrayContaining(["zoneEntryFraction", "EngagementIndex", "d6.runningOutcome", "necromunda.fallingRow"]),
      );
      for (const d of documented) expect(ERROR_CLASSES[d.classes[0]!], d.name).toBeDefined();
    },
    PROGRAM_TIMEOUT,
  );

  it(
    "a required argument left out is refused with a documented class",
    async () => {
      const documented = await documentedOnce();
      const wrong: string[] = [];
      for (const d of documented.filter((d) => d.required > 0 && !(d.name in ABSENT_ACCEPTED))) {
        const fn = exportedValue(d.name);
        const error = thrown(() => (d.isClass ? new (fn as unknown as new () => unknown)() : fn()));
        const classes = d.classes.map((c) => ERROR_CLASSES[c]!);
        if (!classes.some((c) => error instanceof c)) {
          wrong.push(
            `${d.name}: ${error === null ? "returned" : error instanceof Error ? `${error.name}: ${error.message}` : typeof error}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    },
    PROGRAM_TIMEOUT,
  );
});

/** Spoiling one argument of a valid call: where, with what, and the error that must follow. */
type Spoil = readonly [argument: number | string, bad: unknown, error: ErrorClass, message: RegExp];

/** A valid call of an exported function and the spoilt versions of it that must throw. */
interface Entry {
  readonly name: string;
  readonly call: (...args: unknown[]) => unknown;
  readonly valid: readonly unknown[];
  readonly spoils: readonly Spoil[];
}

/**
 * The arguments with one spoilt: a number spoils an argument by position, `"0.key"` one key of an
 * object argument (the `{ … }` input of the rulesets' functions).
 */
function spoilt(valid: readonly unknown[], argument: number | string, bad: unknown): unknown[] {
  if (typeof argument === "number") return valid.map((v, i) => (i === argument ? bad : v));
  const [index, key] = argument.split(".") as [string, string];
  return valid.map((v, i) => (i === Number(index) ? { ...(v as object), [key]: bad } : v));
}

const base = (x: number, y: number, radius = 0.5) => ({ x, y, radius });
const finder = new rules.EngagementIndex([base(11, 15)]);
const naive = new rules.NaiveBaseFinder([base(11, 15)]);
/** Spoils of a finite coordinate: text is a TypeError, NaN, ±Infinity and beyond 1e12 RangeErrors. */
const coordinate = (argument: number | string, name: string): Spoil[] => [
  [argument, "2", TypeError, new RegExp(`^${name} must be a number`)],
  [argument, Number.NaN, RangeError, new RegExp(`^${name} must be a finite number`)],
  [argument, Infinity, RangeError, new RegExp(`^${name} must be a finite number`)],
  [argument, 2e12, RangeError, new RegExp(`^${name} must be a finite number`)],
];
/** Spoils of a finite number ≥ 0 (a radius, a zone, a tolerance). */
const nonNegative = (argument: number | string, name: string): Spoil[] => [
  ...coordinate(argument, name),
  [argument, -0.5, RangeError, new RegExp(`^${name} must not be negative`)],
];

const ENTRIES: readonly Entry[] = [
  // scene/query.ts: the ground a leg crosses, read exactly.
  {
    name: "conditionsAlong",
    call: rules.conditionsAlong as Fn,
    valid: [
      { unit: "in", gridStep: 1, bounds: null, models: [], regions: [] },
      { x: 2, y: 3, elevation: 0 },
      { x: 5, y: 7, elevation: 1 },
    ],
    spoils: [
      [0, null, TypeError, /^snapshot must be an object/],
      [1, null, TypeError, /^from must be a point/],
      ...coordinate("2.y", "to\\.y"),
      ...coordinate("1.elevation", "from\\.elevation"),
      ...coordinate("2.elevation", "to\\.elevation"),
    ],
  },
  // scene/shove.ts: the forced move a side-on Handling test or a lift's test stores.
  {
    name: "encodeShove",
    call: rules.encodeShove as Fn,
    valid: [{ model: "b", dx: 0, dy: -1.5 }],
    spoils: [
      [0, null, TypeError, /^A shove must be an object/],
      ["0.model", "", TypeError, /^A shove's model must be an id/],
      ["0.dx", "1", TypeError, /^A shove's dx must be a number/],
      ["0.dy", Number.NaN, RangeError, /^A shove's dy must be within/],
      ["0.dx", 2e6, RangeError, /^A shove's dx must be within/],
    ],
  },
  // geometry/engagement.ts: necromunda-movement.md § The 1" Rule, § Vehicle Collisions.
  {
    name: "baseGap",
    call: rules.baseGap as Fn,
    valid: [base(2, 3), base(5, 7)],
    spoils: [
      [0, null, TypeError, /^a must be a point/],
      ...nonNegative("1.radius", "b\\.radius"),
      ...coordinate("0.y", "a\\.y"),
    ],
  },
  {
    name: "inBaseContact",
    call: rules.inBaseContact as Fn,
    valid: [base(2, 3), base(5, 7), 0.05],
    spoils: [...nonNegative(2, "tolerance"), [1, "b", TypeError, /^b must be a point/], ...coordinate("0.x", "a\\.x")],
  },
  {
    name: "zoneEntryFraction",
    call: rules.zoneEntryFraction as Fn,
    valid: [2, 3, 14, 19, 0.5, 1, base(11, 15)],
    spoils: [
      ...coordinate(0, "ax"),
      ...coordinate(1, "ay"),
      ...coordinate(2, "bx"),
      ...coordinate(3, "by"),
      ...nonNegative(4, "radius"),
      ...nonNegative(5, "zone"),
      [6, null, TypeError, /^base must be a point/],
      ...coordinate("6.y", "base\\.y"),
      ...nonNegative("6.radius", "base\\.radius"),
    ],
  },
  ...(
    [
      ["EngagementIndex", finder],
      ["NaiveBaseFinder", naive],
    ] as const
  ).flatMap(([name, f]): Entry[] => [
    {
      name: `${name}.firstEntry`,
      call: f.firstEntry.bind(f) as Fn,
      valid: [2, 3, 14, 19, 0.5, 1],
      spoils: [
        ...coordinate(0, "ax"),
        ...coordinate(1, "ay"),
        ...coordinate(2, "bx"),
        ...coordinate(3, "by"),
        ...nonNegative(4, "radius"),
        ...nonNegative(5, "zone"),
      ],
    },
    {
      name: `${name}.firstWithin`,
      call: f.firstWithin.bind(f) as Fn,
      valid: [2, 3, 0.5, 1],
      spoils: [...coordinate(0, "x"), ...coordinate(1, "y"), ...nonNegative(2, "radius"), ...nonNegative(3, "zone")],
    },
  ]),
  ...(["EngagementIndex", "NaiveBaseFinder"] as const).map((name): Entry => ({
    name: `new ${name}`,
    call: (bases) => new rules[name](bases as rules.Base[]),
    valid: [[base(2, 3), base(11, 15)]],
    spoils: [
      [0, null, TypeError, /^bases must be an array/],
      [0, [base(2, 3), null], TypeError, /^bases\[1\] must be a point/],
      [0, [base(2, 3), base(Number.NaN, 1)], RangeError, /^bases\[1\]\.x must be a finite number/],
      [0, [base(2, 3, -1)], RangeError, /^bases\[0\]\.radius must not be negative/],
    ],
  })),
  {
    name: "firstZoneEntry",
    call: rules.firstZoneEntry as Fn,
    valid: [
      [
        { x: 2, y: 3 },
        { x: 14, y: 19 },
      ],
      0.5,
      1,
      finder,
    ],
    spoils: [
      [0, null, TypeError, /^path must be an array/],
      [
        0,
        [
          { x: 2, y: 3 },
          { x: 14, y: Infinity },
        ],
        RangeError,
        /^path\[1\]\.y must be a finite number/,
      ],
      ...nonNegative(1, "radius"),
      ...nonNegative(2, "zone"),
      [3, {}, TypeError, /^finder must be a BaseFinder/],
      [3, null, TypeError, /^finder must be a BaseFinder/],
    ],
  },
  {
    name: "basesAlongPath",
    call: rules.basesAlongPath as Fn,
    valid: [
      [
        { x: 2, y: 3 },
        { x: 14, y: 19 },
      ],
      0.5,
      [base(5, 7)],
      0.05,
    ],
    spoils: [
      [0, "path", TypeError, /^path must be an array/],
      [0, [{ x: 2, y: 3 }, 5], TypeError, /^path\[1\] must be a point/],
      ...nonNegative(1, "radius"),
      [2, null, TypeError, /^bases must be an array/],
      [2, [base(5, 7, -1)], RangeError, /^bases\[0\]\.radius must not be negative/],
      ...nonNegative(3, "tolerance"),
    ],
  },
  {
    name: "contactArc",
    call: rules.contactArc as Fn,
    valid: [
      { x: 1, y: 1 },
      { x: 3, y: 2 },
    ],
    spoils: [
      [0, null, TypeError, /^travel must be a point/],
      ...coordinate("0.y", "travel\\.y"),
      [1, 3, TypeError, /^toOther must be a point/],
      ...coordinate("1.x", "toOther\\.x"),
    ],
  },
  {
    name: "nearestOnSegment",
    call: rules.nearestOnSegment as Fn,
    valid: [
      { x: 8, y: 11 },
      { x: 2, y: 3 },
      { x: 14, y: 19 },
    ],
    spoils: [
      ...coordinate("0.x", "p\\.x"),
      ...coordinate("1.y", "a\\.y"),
      ...coordinate("2.x", "b\\.x"),
      [2, null, TypeError, /^b must be a point/],
    ],
  },
  {
    name: "pushAside",
    call: rules.pushAside as Fn,
    valid: [
      [
        { x: 2, y: 3 },
        { x: 14, y: 19 },
      ],
      1,
      base(8, 11),
      1,
    ],
    spoils: [
      [0, undefined, TypeError, /^path must be an array/],
      [
        0,
        [
          { x: 2, y: 3 },
          { x: Number.NaN, y: 19 },
        ],
        RangeError,
        /^path\[1\]\.x must be a finite number/,
      ],
      ...nonNegative(1, "moverRadius"),
      [2, null, TypeError, /^base must be a point/],
      ...nonNegative("2.radius", "base\\.radius"),
      ...nonNegative(3, "gap"),
    ],
  },
  {
    name: "pushAhead",
    call: rules.pushAhead as Fn,
    valid: [{ x: 2, y: 3 }, { x: 3, y: 4 }, 1.5, base(2.6, 3.8, 1)],
    spoils: [
      [0, null, TypeError, /^end must be a point/],
      ...coordinate("0.x", "end\\.x"),
      ...coordinate("1.y", "travel\\.y"),
      ...nonNegative(2, "pusherRadius"),
      [3, null, TypeError, /^pushed must be a point/],
      ...nonNegative("3.radius", "pushed\\.radius"),
    ],
  },
  // rulesets/necromunda: § Falling Damage, § Collision Damage, § Running Over Fighters.
  {
    name: "necromunda.fallingRow",
    call: necromunda.fallingRow as Fn,
    valid: [3],
    spoils: [
      [0, "3", TypeError, /^A fall's distance must be a number, got string/],
      [0, undefined, TypeError, /^A fall's distance must be a number, got undefined/],
    ],
  },
  {
    name: "necromunda.collisionDamage",
    call: necromunda.collisionDamage as Fn,
    valid: [{ move: 8 }],
    spoils: [
      [0, null, TypeError, /^Collision input must be/],
      [0, 8, TypeError, /^Collision input must be/],
      ["0.move", "8", TypeError, /^A vehicle's Move must be a number, got string/],
      ["0.move", undefined, TypeError, /^A vehicle's Move must be a number, got undefined/],
    ],
  },
  {
    name: "necromunda.runOverTest",
    call: necromunda.runOverTest as Fn,
    valid: [4, "standing"],
    spoils: [
      [0, "4", TypeError, /^Initiative must be a number/],
      [0, Number.NaN, RangeError, /^Initiative must be a finite number/],
      [1, "prone", RangeError, /^A fighter's status is standing, pinned or seriouslyInjured, got prone/],
      [1, undefined, RangeError, /^A fighter's status is/],
    ],
  },
  {
    name: "necromunda.vehicleContact",
    call: necromunda.vehicleContact as Fn,
    valid: ["front", 8, 7],
    spoils: [
      [0, "rear", RangeError, /^A contact arc is front or side, got rear/],
      ...coordinate(1, "moverToughness"),
      ...coordinate(2, "otherToughness"),
    ],
  },
  {
    name: "necromunda.vehicleCollision",
    call: necromunda.vehicleCollision as Fn,
    valid: [{ move: 8, moverToughness: 8, otherToughness: 7, arc: "front", ram: true }],
    spoils: [
      [0, null, TypeError, /^A vehicle collision must be \{ move, … \}/],
      [0, "v", TypeError, /^A vehicle collision must be \{ move, … \}/],
      ["0.arc", undefined, RangeError, /^A contact arc is front or side/],
      ["0.moverToughness", Number.NaN, RangeError, /^moverToughness must be a finite number/],
      ["0.move", "8", TypeError, /^A vehicle's Move must be a number/],
    ],
  },
  {
    name: "necromunda.terrainCollision",
    call: necromunda.terrainCollision as Fn,
    valid: [{ move: 8, terrain: "solid" }],
    spoils: [
      [0, null, TypeError, /^A terrain collision must be \{ move, terrain \}/],
      [0, 8, TypeError, /^A terrain collision must be \{ move, terrain \}/],
      ["0.terrain", "water", RangeError, /^Collision terrain is solid or obstacle, got water/],
      ["0.move", null, TypeError, /^A vehicle's Move must be a number/],
    ],
  },
  {
    name: "dh2.throwAtTarget",
    call: dh2.throwAtTarget as Fn,
    valid: [{ strengthBonus: 3, toughnessBonus: 4, weightKg: 10, thrower: "ground", target: "low" }],
    spoils: [
      [0, null, TypeError, /Throw at target input/],
      ["0.weightKg", -1, RangeError, /weightKg/],
      ["0.target", "orbit", RangeError, /target/],
    ],
  },
  // The functions that read an absent argument as a value (ABSENT_ACCEPTED): a wrong one is refused.
  {
    name: "dh2.paceTests",
    call: dh2.paceTests as Fn,
    valid: ["hurry", 3, 10],
    spoils: [
      [0, "sprint", RangeError, /pace/],
      [0, 7, RangeError, /pace/],
    ],
  },
  {
    name: "dh2.swimNeedsTest",
    call: dh2.swimNeedsTest as Fn,
    valid: ["calm", true],
    spoils: [
      [1, "yes", TypeError, /^hazardous must be a boolean/],
      [1, null, TypeError, /^hazardous must be a boolean/],
    ],
  },
  {
    name: "dh2.pushOffNotice",
    call: dh2.pushOffNotice as Fn,
    valid: [{ unit: "m", gridStep: 1, bounds: null, models: [], regions: [] }, "me", "normal"],
    spoils: [
      [2, "heavy", RangeError, /^gravity must be one of/],
      [2, 0, RangeError, /^gravity must be one of/],
    ],
  },
  {
    name: "dh2.buildVerticalTest",
    call: dh2.buildVerticalTest as Fn,
    valid: [{ kind: "climb", distance: 2 }],
    spoils: [
      ["0.distance", -1, RangeError, /^A test's distance must be a finite number ≥ 0, got -1/],
      ["0.distance", Number.NaN, RangeError, /^A test's distance must be a finite number ≥ 0/],
      ["0.distance", "2", RangeError, /^A test's distance must be a finite number ≥ 0/],
    ],
  },
  {
    name: "d6.fatigueRounds",
    call: d6.fatigueRounds as Fn,
    valid: [{ previous: { rate: 20, fastRounds: 3 }, limits: false, fatigueAfter: 3 }, 10, 20],
    spoils: [
      [1, 0, RangeError, /more than 0 m/],
      [1, "10", TypeError, /must be a number/],
      [2, -1, RangeError, /must be a number from 0/],
    ],
  },
  {
    name: "d6.paceRange",
    call: d6.paceRange as Fn,
    valid: [{ previous: { rate: 20, fastRounds: 0 }, limits: true, fatigueAfter: 0 }, 10],
    spoils: [
      [1, 0, RangeError, /^A base Move must be more than 0 m/],
      [1, "10", TypeError, /^A base Move must be a number/],
      [1, Infinity, RangeError, /^A base Move/],
    ],
  },
  // rulesets/shadowrun/movement.ts: shadowrun-movement.md § Swimming (treading water).
  {
    name: "shadowrun.treadingClock",
    call: shadowrun.treadingClock as Fn,
    valid: [{ minutes: 3.5, since: 0, now: 450 }],
    spoils: [
      [0, null, TypeError, /treadingClock/],
      [0, { minutes: -1, since: 0, now: 450 }, RangeError, /Minutes held must be ≥ 0/],
      [0, { minutes: 3.5, since: "0", now: 450 }, TypeError, /period's start/],
      [0, { minutes: 3.5, since: 0, now: NaN }, RangeError, /world time/],
    ],
  },
  // rulesets/d6/movement.ts: d6-movement.txt § Running, § Jumping, § Accelerating & Decelerating.
  {
    name: "d6.runningOutcome",
    call: d6.runningOutcome as Fn,
    valid: [{ move: 10, distance: 27, difficulty: 10, total: 8 }],
    spoils: [
      [0, null, TypeError, /^runningOutcome needs an input object, got null/],
      ["0.move", 0, RangeError, /^A Move must be more than 0 m/],
      ["0.move", "10", TypeError, /^A Move must be a number/],
      ["0.distance", -1, RangeError, /^A distance must be a number from 0/],
      ["0.distance", undefined, TypeError, /^A distance must be a number/],
      ["0.difficulty", "10", TypeError, /^A running roll's difficulty must be a number/],
      ["0.difficulty", Infinity, RangeError, /^A running roll's difficulty must be finite/],
      ["0.total", undefined, TypeError, /^A running roll's total must be a number/],
      ["0.total", Number.NaN, RangeError, /^A running roll's total must be finite/],
    ],
  },
  {
    name: "d6.jumpDifficulty",
    call: d6.jumpDifficulty as Fn,
    valid: [{ move: 10, distance: 5, runningRounds: 2, terrain: "rough" }],
    spoils: [
      [0, "jump", TypeError, /^jumpDifficulty needs an input object/],
      ["0.move", -10, RangeError, /^A Move must/],
      ["0.distance", Number.NaN, RangeError, /^A distance must be a number from 0/],
      ["0.runningRounds", -1, RangeError, /^Running rounds must be a number from 0/],
      ["0.runningRounds", "2", TypeError, /^Running rounds must be a number/],
      ["0.terrain", "swamp", RangeError, /^Unknown OpenD6 terrain level/],
      ["0.terrain", null, RangeError, /^Unknown OpenD6 terrain level/],
    ],
  },
  {
    name: "d6.chaseSlowdown",
    call: d6.chaseSlowdown as Fn,
    valid: [{ baseMove: 10, currentRate: 40 }],
    spoils: [
      [0, undefined, TypeError, /^chaseSlowdown needs an input object, got undefined/],
      ["0.baseMove", 0, RangeError, /^A base Move must be more than 0 m/],
      ["0.currentRate", -5, RangeError, /^A current rate must be a number from 0/],
    ],
  },
  {
    name: "d6.chaseStep",
    call: d6.chaseStep as Fn,
    valid: [{ baseMove: 10, currentRate: 20, wantedRate: 50 }],
    spoils: [
      ["0.wantedRate", -1, RangeError, /^A wanted rate must be a number from 0/],
      ["0.wantedRate", "50", TypeError, /^A wanted rate must be a number/],
      ["0.currentRate", Infinity, RangeError, /^A current rate/],
    ],
  },
  // rulesets/d6/vehicle-team.ts: d6-movement.txt § Vehicle Movement (a team runs at its pulling rate).
  {
    name: "d6.teamLevelDifficulty",
    call: d6.teamLevelDifficulty as Fn,
    valid: [{ level: "allOut", rate: 15 }],
    spoils: [
      [0, null, TypeError, /^teamLevelDifficulty needs an input object, got null/],
      ["0.level", "warp", RangeError, /^level must be one of stopped/],
      ["0.rate", 0, RangeError, /^A Move must be more than 0 m/],
      ["0.rate", "15", TypeError, /^A Move must be a number/],
      // 4× the rate passes 10¹² m.
      ["0.rate", 3e11, RangeError, /^A distance must be a number from 0 to/],
    ],
  },
  // rulesets/dh2/jumping.ts: dh2-movement.md § Jumping and Leaping.
  {
    name: "dh2.leap",
    call: dh2.leap as Fn,
    valid: [{ strengthBonus: 4, success: true, degrees: 2 }],
    spoils: [
      [0, null, TypeError, /^Leap input must be an object/],
      [0, [], TypeError, /^Leap input must be an object/],
      ["0.success", "yes", TypeError, /^success must be a boolean/],
      ["0.degrees", 0, RangeError, /^degrees must be at least 1/],
      ["0.strengthBonus", 1001, RangeError, /^strengthBonus must be at most 1000/],
      ["0.gravity", "heavy", RangeError, /^gravity must be one of/],
    ],
  },
  {
    name: "dh2.jumpDown",
    call: dh2.jumpDown as Fn,
    valid: [{ agilityBonus: 3, drop: 6, success: true, degrees: 2 }],
    spoils: [
      [0, 3, TypeError, /^Jump-down input must be an object/],
      ["0.success", undefined, TypeError, /^success must be a boolean/],
      ["0.degrees", 0.5, RangeError, /^degrees must be at least 1/],
      ["0.agilityBonus", 1001, RangeError, /^agilityBonus must be at most 1000/],
      ["0.drop", -1, RangeError, /drop/],
      ["0.drop", "6", TypeError, /drop/],
      ["0.gravity", "none", RangeError, /^gravity must be one of/],
    ],
  },
  {
    name: "dh2.verticalJump",
    call: dh2.verticalJump as Fn,
    valid: [{ strengthBonus: 4, running: true, success: true, degrees: 2 }],
    spoils: [
      [0, null, TypeError, /^Vertical jump input must be an object/],
      [0, "jump", TypeError, /^Vertical jump input must be an object/],
      ["0.gravity", "heavy", RangeError, /^gravity must be one of/],
      ["0.running", 1, TypeError, /^running must be a boolean/],
      ["0.success", "no", TypeError, /^success must be a boolean/],
      ["0.degrees", -3, RangeError, /^degrees must be at least 1/],
      ["0.strengthBonus", 5000, RangeError, /^strengthBonus must be at most 1000/],
    ],
  },
  {
    name: "dh2.jumpReach",
    call: dh2.jumpReach as Fn,
    valid: [{ height: 1.8, jump: 1 }],
    spoils: [
      [0, null, TypeError, /^Reach input must be an object/],
      ["0.height", -1, RangeError, /height/],
      ["0.height", "1.8", TypeError, /height/],
      ["0.jump", Infinity, RangeError, /jump/],
      ["0.gravity", "lunar", RangeError, /^gravity must be one of/],
    ],
  },
  {
    name: "dh2.runUpBonus",
    call: dh2.runUpBonus as Fn,
    valid: [{ runUp: 4 }],
    spoils: [
      [0, "4", TypeError, /^Run-up input must be an object/],
      ["0.runUp", -4, RangeError, /runUp/],
      ["0.runUp", null, TypeError, /runUp/],
    ],
  },
  {
    name: "dh2.leapHeight",
    call: dh2.leapHeight as Fn,
    valid: [4],
    spoils: [
      [0, -4, RangeError, /distance/],
      [0, "4", TypeError, /distance/],
    ],
  },
  {
    name: "dh2.jumpInGravity",
    call: dh2.jumpInGravity as Fn,
    valid: [4, "low"],
    spoils: [
      [0, "4", TypeError, /metres/],
      [0, Number.NaN, RangeError, /metres/],
      [1, "moon", RangeError, /^gravity must be one of/],
    ],
  },
  // geometry: units (rules/README.md ruling 6), bands, placement, vertical steps.
  {
    name: "unitRatio",
    call: rules.unitRatio as Fn,
    valid: ["m", "ft"],
    spoils: [
      [0, 1, TypeError, /unit/i],
      [1, "furlong", RangeError, /furlong/],
    ],
  },
  {
    name: "convertDistance",
    call: rules.convertDistance as Fn,
    valid: [10, "m", "ft"],
    spoils: [
      [0, "10", TypeError, /number/],
      [0, Number.NaN, RangeError, /NaN/],
      [1, null, TypeError, /unit/i],
      [2, "league", RangeError, /league/],
    ],
  },
  {
    name: "bandIndexForCost",
    call: rules.bandIndexForCost as Fn,
    valid: [[3, 5, 8], 4],
    spoils: [[0, "3,5,8", TypeError, /budgets/]],
  },
  {
    name: "horizontalOf",
    call: rules.horizontalOf as Fn,
    valid: [5, 3],
    spoils: [...nonNegative(0, "distance"), ...coordinate(1, "rise")],
  },
  {
    name: "rectGap",
    call: rules.rectGap as Fn,
    valid: [base(2, 3), { x: 5, y: 7, width: 2, height: 1 }],
    spoils: [
      [0, null, TypeError, /must be a point/],
      [1, null, TypeError, /must be a point/],
      ["1.width", -2, RangeError, /width must not be negative/],
      ["1.height", Number.NaN, RangeError, /height must be a finite number/],
      ["0.radius", -0.5, RangeError, /radius must not be negative/],
    ],
  },
  // moves/drag-bands.ts: the ruler's bands (rules/README.md rulings 2, 3).
  ...((): Entry[] => {
    const capability: rules.BandsCapability = { movementBands: () => [], difficultTerrainBudget: (d) => d / 2 };
    const turn: rules.TurnBands = {
      bands: [
        { action: "move", distance: 5 },
        { action: "run", distance: 10 },
      ],
      flying: null,
      variant: "core",
      ratio: 1,
    };
    const action: Spoil = [2, 5, TypeError, /^action must be an action id/];
    return [
      {
        name: "bandsForAction",
        call: rules.bandsForAction as Fn,
        valid: [turn, "move"],
        spoils: [[1, 5, TypeError, /^action must be an action id/]],
      },
      {
        name: "turnShares",
        call: rules.turnShares as Fn,
        valid: [
          turn,
          [
            { cost: 1, distance: 1 },
            { cost: 2, distance: 1, action: "run" },
          ],
          undefined,
        ],
        spoils: [
          [0, { ...turn, ratio: 0 }, RangeError, /^turn\.ratio must be > 0/],
          [1, "steps", TypeError, /^steps must be an array, got string/],
          [1, [{ cost: 1, distance: 1 }, null], TypeError, /^steps\[1\] must be an object, got null/],
          [
            1,
            [
              { cost: 1, distance: 1 },
              { cost: -1, distance: 1 },
            ],
            RangeError,
            /^steps\[1\]\.cost must not be negative/,
          ],
          [1, [{ cost: "1", distance: 1 }], TypeError, /^steps\[0\]\.cost must be a number/],
          [1, [{ cost: 1, distance: Number.NaN }], RangeError, /^steps\[0\]\.distance must be a finite number/],
        ],
      },
      {
        name: "bandBudgets",
        call: rules.bandBudgets as Fn,
        valid: [capability, turn, turn.bands, true],
        spoils: [
          [2, null, TypeError, /^bands must be/],
          [2, [{ action: "move", distance: -5 }], RangeError, /^bands\[0\]\.distance/],
          [3, "yes", TypeError, /^difficult must be a boolean/],
          [0, {}, TypeError, /capability/],
        ],
      },
      {
        name: "actionLimit",
        call: rules.actionLimit as Fn,
        valid: [capability, turn, "run", false],
        spoils: [action, [3, 1, TypeError, /^difficult must be a boolean/], [1, null, TypeError, /turn/]],
      },
      {
        name: "bandStanding",
        call: rules.bandStanding as Fn,
        valid: [capability, turn, "run", 4, 3],
        spoils: [
          action,
          [3, "4", TypeError, /^cost must be a number/],
          [3, -1, RangeError, /^cost must not be negative/],
          ...nonNegative(4, "distance"),
        ],
      },
      {
        name: "withinLimit",
        call: rules.withinLimit as Fn,
        valid: [capability, turn, "run", 4, 3],
        spoils: [
          action,
          [3, null, TypeError, /^cost must be a number/],
          [3, Number.NaN, RangeError, /^cost/],
          ...nonNegative(4, "distance"),
        ],
      },
    ];
  })(),
  // rulesets/d6/movement.ts: every check names what it refuses (d6-movement.txt § Running … § Fatigue).
  ...((): Entry[] => {
    /** An input object refused by name: `runningDifficulty needs an input object`. */
    const object = (name: string): Spoil => [
      0,
      null,
      TypeError,
      new RegExp(`^${name} needs an input object, got null`),
    ];
    const moveOf = (argument: number | string, what = "A Move"): Spoil[] => [
      [argument, 0, RangeError, new RegExp(`^${what} must be more than 0 m`)],
      [argument, 1e-7, RangeError, new RegExp(`^${what} must be at least 0.000001 m, got 1e-7`)],
      [argument, "10", TypeError, new RegExp(`^${what} must be a number, got "10"`)],
      [argument, -10, RangeError, new RegExp(`^${what} must be a number from 0`)],
    ];
    const amountOf = (argument: number | string, what: string): Spoil[] => [
      [argument, -1, RangeError, new RegExp(`^${what} must be a number from 0 to 1000000000000, got -1`)],
      [argument, undefined, TypeError, new RegExp(`^${what} must be a number, got undefined`)],
    ];
    const terrain: Spoil = [
      "0.terrain",
      "swamp",
      RangeError,
      /^Unknown OpenD6 terrain level "swamp"; known: easy, moderate/,
    ];
    return [
      {
        name: "d6.movements",
        call: d6.movements as Fn,
        valid: [10, 25],
        spoils: [...moveOf(0, "A movement rate"), ...amountOf(1, "A distance")],
      },
      {
        name: "d6.isFree",
        call: d6.isFree as Fn,
        valid: [10, 5],
        spoils: [...moveOf(0, "A movement rate"), ...amountOf(1, "A distance")],
      },
      {
        name: "d6.runningDifficulty",
        call: d6.runningDifficulty as Fn,
        valid: [{ move: 10, distance: 20, terrain: "rough" }],
        spoils: [object("runningDifficulty"), ...moveOf("0.move"), ...amountOf("0.distance", "A distance"), terrain],
      },
      {
        name: "d6.swimDifficulty",
        call: d6.swimDifficulty as Fn,
        valid: [{ move: 10, distance: 10 }],
        spoils: [object("swimDifficulty"), ...moveOf("0.move"), ...amountOf("0.distance", "A distance"), terrain],
      },
      { name: "d6.swimMove", call: d6.swimMove as Fn, valid: [10], spoils: moveOf(0) },
      { name: "d6.standingLeap", call: d6.standingLeap as Fn, valid: [10], spoils: moveOf(0) },
      { name: "d6.maxDistance", call: d6.maxDistance as Fn, valid: [10], spoils: moveOf(0, "A movement rate") },
      {
        name: "d6.climbMove",
        call: d6.climbMove as Fn,
        valid: [{ move: 10, skilled: false }],
        spoils: [object("climbMove"), ...moveOf("0.move")],
      },
      {
        name: "d6.climbDifficulty",
        call: d6.climbDifficulty as Fn,
        valid: [{ move: 10, skilled: false, distance: 8, terrain: "moderate" }],
        spoils: [object("climbDifficulty"), ...moveOf("0.move"), ...amountOf("0.distance", "A distance"), terrain],
      },
      {
        name: "d6.chaseRange",
        call: d6.chaseRange as Fn,
        valid: [{ baseMove: 10, currentRate: 20 }],
        spoils: [
          object("chaseRange"),
          ...moveOf("0.baseMove", "A base Move"),
          ...amountOf("0.currentRate", "A current rate"),
        ],
      },
      {
        name: "d6.fatigueModifier",
        call: d6.fatigueModifier as Fn,
        valid: [{ roundsBeyond: 2 }],
        spoils: [object("fatigueModifier"), ...amountOf("0.roundsBeyond", "Rounds beyond the limit")],
      },
      {
        name: "d6.drowning",
        call: d6.drowning as Fn,
        valid: [{ failedRounds: 3 }],
        spoils: [object("drowning"), ...amountOf("0.failedRounds", "Failed rounds")],
      },
      {
        name: "d6.breathSeconds",
        call: d6.breathSeconds as Fn,
        valid: [{ total: 12 }],
        spoils: [object("breathSeconds"), ...amountOf("0.total", "A roll's total")],
      },
      {
        name: "d6.terrainModifier",
        call: d6.terrainModifier as Fn,
        valid: ["rough"],
        spoils: [
          [0, "constructor", RangeError, /^Unknown OpenD6 terrain level "constructor"/],
          [0, 10, RangeError, /^Unknown OpenD6 terrain level 10/],
        ],
      },
    ];
  })(),
  // map/route.ts: a Necromunda Charge takes the shortest route (necromunda-movement.md § Movement).
  (() => {
    const fighter = (id: string, side: "friendly" | "hostile", x: number) =>
      ({ id, type: "fighter", side, x, y: 0.5, base: 1, system: { profile: { move: 4 } } }) as const;
    const table = rules.play({
      ruleset: "necromunda",
      combat: true,
      models: [fighter("a", "friendly", 0.5), fighter("e", "hostile", 4.5)],
    });
    const scene = rules.prepareDrag(table.snapshot(), "a", rules.getRuleset("necromunda"));
    const path = [
      { x: 0.5, y: 0.5, elevation: 0 },
      { x: 0.5, y: 3, elevation: 0, action: "charge" },
      { x: 3.5, y: 0.5, elevation: 0, action: "charge" },
    ];
    const length = (steps: readonly { x: number; y: number }[]) =>
      steps.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - steps[i]!.x, p.y - steps[i]!.y), 0);
    return {
      name: "shortestRoute",
      call: rules.shortestRoute as Fn,
      valid: [scene, path, length, { gridless: true }],
      spoils: [
        [0, null, TypeError, /^scene must be an object/],
        [0, { rules: {} }, TypeError, /^scene must be a DragScene made by prepareDrag/],
        [1, "path", TypeError, /^path must be an array/],
        [
          1,
          [path[0], { x: Number.NaN, y: 0, elevation: 0, action: "charge" }],
          RangeError,
          /^path\[1\]\.x must be a finite number/,
        ],
        [2, 3, TypeError, /^measure must be a function/],
        [2, () => Number.NaN, RangeError, /^measure must give a cost ≥ 0, got NaN/],
        [2, () => -1, RangeError, /^measure must give a cost ≥ 0, got -1/],
        ["3.gridless", "yes", TypeError, /^grid\.gridless must be a boolean/],
        ["3.cell", -1, RangeError, /^options\.cell must be > 0/],
      ],
    } satisfies Entry;
  })(),
  // moves/obstacles.ts: obstacles are no more than 2" across (necromunda-movement.md § Obstacles).
  ...((): Entry[] => {
    const { polygons, bounds } = rules.regionArea([{ type: "rectangle", x: 1, y: -1.5, width: 3, height: 3 }]);
    const crate = {
      id: "crate",
      name: "Crate",
      area: bounds,
      polygons,
      bottom: null,
      top: null,
      terrain: [{ condition: "obstacle", height: 1, railing: false }],
      ductwayExit: null,
      lift: null,
    };
    return [
      {
        name: "readObstacles",
        call: rules.readObstacles as Fn,
        valid: [crate, rules.getRuleset("necromunda")],
        spoils: [
          [0, null, TypeError, /^region must be an object/],
          [
            "0.terrain",
            [{ condition: "obstacle", height: -1, railing: false }],
            RangeError,
            /height must not be negative/,
          ],
          [1, { actions: [] }, TypeError, /^ruleset\.tests/],
        ],
      },
    ];
  })(),
  // rulesets/d6/vehicles.ts, vehicle-drive.ts: d6-movement.txt § Stunts, § Stunt Difficulties & Modifiers.
  {
    name: "d6.turnStuntAt",
    call: d6.turnStuntAt as Fn,
    valid: [{ degrees: 30, level: "cruising", ideal: true }],
    spoils: [
      [0, null, TypeError, /^turnStuntAt needs an input object/],
      ["0.degrees", "30", TypeError, /^A turn must be a number of degrees/],
      ["0.degrees", Number.NaN, RangeError, /^A turn must be a finite number of degrees/],
      ["0.level", "warp", RangeError, /^level must be one of/],
      ["0.ideal", "yes", TypeError, /^ideal must be a boolean/],
    ],
  },
  // rulesets/d6/sailing.ts: the wind's compass bearing (d6-movement.txt § Sailing Ships).
  {
    name: "d6.compassOfDie",
    call: d6.compassOfDie as Fn,
    valid: [3],
    spoils: [
      [0, "3", TypeError, /^A die must be a number/],
      [0, 7, RangeError, /^A die shows 1–6/],
    ],
  },
  {
    name: "d6.windSituation",
    call: d6.windSituation as Fn,
    valid: [0, 90],
    spoils: [
      [0, Number.NaN, TypeError, /^heading must be a finite number/],
      [1, "north", TypeError, /^windFrom must be a finite number/],
    ],
  },
  {
    name: "d6.windBlows",
    call: d6.windBlows as Fn,
    valid: [90],
    spoils: [[0, Number.POSITIVE_INFINITY, TypeError, /^windFrom must be a finite number/]],
  },
  // rulesets/d6/vehicle-strike.ts: d6-movement.txt § Ramming & Sideswiping Vehicles.
  (() => {
    const strike = (options: Record<string, string>) => ({
      kind: "stunt",
      options: {
        stunts: "ram",
        collide: "barge",
        speed: "high",
        situation: "headOn",
        otherSpeed: "stopped",
        otherSituation: "headOn",
        ...options,
      },
    });
    return {
      name: "d6.strikeConsequence",
      call: d6.strikeConsequence as Fn,
      valid: [strike({})],
      spoils: [
        [0, strike({ speed: "warp" }), RangeError, /^A strike's speed must be one of/],
        [0, strike({ otherSituation: "tbone" }), RangeError, /^A strike's otherSituation must be one of/],
        [0, strike({ scale: "huge" }), RangeError, /^A strike's scale must be a number/],
        [0, strike({ scale: "2000" }), RangeError, /^A strike's scale must be a number/],
      ],
    };
  })(),
  // rulesets/d6/vehicle-collisions.ts strikeOnScene: § Ramming & Sideswiping Vehicles.
  {
    name: "d6.strikeOnScene",
    call: d6.strikeOnScene as Fn,
    valid: [
      rules.play({ ruleset: "d6", combat: false, models: [] }).snapshot(),
      { striker: "a", other: "b", stunt: "ram" },
    ],
    spoils: [
      [1, { striker: 3, other: "b", stunt: "ram" }, TypeError, /^claim.striker must be a string/],
      [1, null, TypeError, /claim/],
    ],
  },
];

describe("one spoilt argument of a valid call is refused with the documented class, naming it", () => {
  it.each(ENTRIES.map((e) => [e.name, e] as const))("%s: the valid call returns", (_, entry) => {
    expect(() => entry.call(...entry.valid)).not.toThrow();
  });

  const cases = ENTRIES.flatMap((entry) =>
    entry.spoils.map(
      ([argument, bad, error, message]) =>
        [
          `${entry.name}, argument ${argument} = ${typeof bad === "string" ? `"${bad}"` : String(bad)}`,
          entry,
          argument,
          bad,
          error,
          message,
        ] as const,
    ),
  );
  it.each(cases)("%s", (_, entry, argument, bad, error, message) => {
    const caught = thrown(() => entry.call(...spoilt(entry.valid, argument, bad)));
    expect(caught).toBeInstanceOf(error);
    expect((caught as Error).message).toMatch(message);
  });
});

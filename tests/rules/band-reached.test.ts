/**
 * Tests follow the band reached, not the action id (issue #23 point 2). Numbers from
 * dh2-movement.md § Movement Speed in Structured Time (AB 4: Half 4 m, Full 8, Charge 12, Run 24),
 * § Movement and Environment (halved in rubble, rounding up; a Charge or Run through treacherous
 * terrain tests Agility, rubble and tremors −20), § Lighting (faster than half the Movement rate in
 * darkness: Hard (−20) Perception), § Zero Gravity (difficult terrain; a Charge or Run: Hard (−20)
 * Agility), and dh2-alternate-movement.txt (halved exactly; the test named by its difficulty).
 * Every move goes through finishedMoveEffects, as the canvas decides a finished move, and its band
 * is compared with the drag's (bandStanding, what the ruler draws).
 */
import { describe, expect, it } from "vitest";
import {
  bandStanding,
  finishedMoveEffects,
  getRuleset,
  type FinishedMove,
  type Gravity,
  type ModelSnapshot,
  type MovementBand,
  type PathStep,
  type SceneSnapshot,
  type TurnBands,
} from "../../src/rules";
import { bandReached } from "../../src/rules/moves/band-reached";

const dh2 = getRuleset("dh2");

const me: ModelSnapshot = {
  id: "me",
  name: "Ines",
  kind: "character",
  disposition: "friendly",
  base: { x: 0, y: 0, radius: 0.5 },
  footprint: { x: -0.5, y: -0.5, width: 1, height: 1 },
  elevation: 0,
  status: null,
  characteristics: { agility: 40, strength: 40 },
  visible: true,
};

const scene: SceneSnapshot = { unit: "m", gridStep: 1, bounds: null, models: [me], regions: [] };

/** The walking bands of a character with this Agility, at this gravity, as the adapter reads them. */
const bandsOf = (agility: number, gravity: Gravity = "normal"): MovementBand[] =>
  dh2.bands.movementBands({ characteristics: { agility } }, { gravity });

/**
 * A straight move along y = 0 from x = 0 through the given stops (metres), each step with the
 * action and the conditions `at` gives the ground it enters (the region it is in).
 */
function path(stops: number[], action: string, at: (x: number) => string[] = () => []): PathStep[] {
  return [{ x: 0, y: 0, elevation: 0 }, ...stops.map((x) => ({ x, y: 0, elevation: 0, action, conditions: at(x) }))];
}

/** Every metre to `to` (and `to` itself). */
const metres = (to: number) => [...Array.from({ length: Math.ceil(to) - 1 }, (_, i) => i + 1), to];

interface Move {
  readonly steps: PathStep[];
  readonly agility?: number;
  readonly history?: number;
  readonly historyCost?: number;
  readonly inCombat?: boolean;
  readonly gravity?: Gravity;
  readonly variant?: string;
}

/** The finished move the adapter hands the engine (src/foundry/effects/finished-move.ts summarizeMove). */
function finished(move: Move): FinishedMove {
  const { steps, history = 0, gravity = "normal", variant = "core" } = move;
  const length = steps.slice(1).reduce((sum, s, i) => sum + Math.hypot(s.x - steps[i]!.x, s.y - steps[i]!.y), 0);
  const conditions = new Set(steps.flatMap((s) => s.conditions ?? []));
  const actions = new Set(steps.flatMap((s) => (s.action ? [s.action] : [])));
  return {
    mover: "me",
    path: steps,
    inCombat: move.inCombat ?? true,
    gravity,
    summary: {
      actions,
      conditions,
      endConditions: steps.at(-1)?.conditions ?? [],
      turnDistance: history + length,
      ...(move.historyCost === undefined ? {} : { turnCost: move.historyCost + priced(steps, gravity) }),
      bands: bandsOf(move.agility ?? 40, gravity),
      zeroGravity: gravity === "zero",
      variant,
      gravity,
    },
  };
}

/** What Foundry charges for the steps: each metre twice on halving ground or in zero gravity. */
function priced(steps: PathStep[], gravity: Gravity): number {
  return steps.slice(1).reduce((sum, s, i) => {
    const halves = gravity === "zero" || dh2.terrain.costMultiplier(s.conditions ?? []) > 1;
    return sum + Math.hypot(s.x - steps[i]!.x, s.y - steps[i]!.y) * (halves ? 2 : 1);
  }, 0);
}

/** The tests a finished move posts: kind and the modifiers its card shows. */
function tests(move: Move) {
  return finishedMoveEffects(scene, finished(move), dh2).flatMap((e) =>
    e.type === "test" ? [{ kind: e.call.kind, difficulty: e.call.difficulty, modifiers: e.call.modifiers }] : [],
  );
}

/** The band the ruler shows for the move (the drag's bandStanding on Foundry's cost and distance). */
function rulerBand(move: Move): string | undefined {
  const { summary } = finished(move);
  const turn: TurnBands = { bands: summary!.bands, flying: null, variant: move.variant ?? "core", ratio: 1 };
  const cost = summary!.turnCost ?? (move.history ?? 0) + priced(move.steps, move.gravity ?? "normal");
  return bandStanding(dh2.bands, turn, "walk", cost, summary!.turnDistance).band?.action;
}

/** The band the finished move reached, as finishedMoveEffects tells the ruleset. */
const reached = (move: Move) => {
  const m = finished(move);
  return bandReached(m.summary!, dh2.bands, m.path, dh2.terrain);
};

const rubble = (from: number, to: number) => (x: number) => (x > from && x <= to ? ["rubble"] : []);
const tremors = (from: number, to: number) => (x: number) => (x > from && x <= to ? ["tremors"] : []);
const everywhere = (condition: string) => () => [condition];

const TREACHEROUS_RUBBLE = {
  kind: "treacherous",
  difficulty: "challenging",
  modifiers: [
    { source: "challenging", value: 0 },
    { source: "rubble", value: -20 },
  ],
};
const DRIFT = { kind: "zeroGravity", difficulty: "hard", modifiers: [{ source: "hard", value: -20 }] };
const DARKNESS = { kind: "darkness", difficulty: "hard", modifiers: [{ source: "hard", value: -20 }] };

describe("the band a finished move reached (dh2, AB 4)", () => {
  it("reads the text's table: Half 4 m, Full 8, Charge 12, Run 24", () => {
    expect(bandsOf(40).map((b) => [b.action, b.distance])).toEqual([
      ["half", 4],
      ["full", 8],
      ["charge", 12],
      ["run", 24],
    ]);
  });

  it("is the band the ruler shows, by the turn's cost: rubble halves (Charge 6 m, Run 12 m)", () => {
    const cases: [Move, string][] = [
      [{ steps: path(metres(12), "walk") }, "charge"],
      [{ steps: path(metres(8), "walk") }, "full"],
      [{ steps: path([8.5], "walk") }, "charge"],
      [{ steps: path(metres(12), "walk", everywhere("rubble")) }, "run"],
      [{ steps: path(metres(6), "walk", everywhere("rubble")) }, "charge"],
      [{ steps: path(metres(3), "walk", everywhere("rubble")) }, "full"],
      [{ steps: path(metres(12), "walk", rubble(4, 9)) }, "run"],
      [{ steps: path(metres(5), "walk"), gravity: "zero" }, "charge"],
      [{ steps: path(metres(4), "walk"), gravity: "zero" }, "full"],
      [{ steps: path(metres(2), "walk"), history: 8 }, "charge"],
    ];
    for (const [move, band] of cases) {
      expect(reached(move)).toBe(band);
      expect(rulerBand(move)).toBe(band);
    }
  });

  it("counts the turn's cost the adapter gives: 4 m of rubble earlier (cost 8) and 2 m more reach the Charge", () => {
    const move = { steps: path(metres(2), "walk"), history: 4, historyCost: 8 };
    expect(finished(move).summary!.turnCost).toBe(10);
    expect(reached(move)).toBe("charge");
    // Without it the history counts as clear ground: 6 m is a Full Move.
    expect(reached({ steps: move.steps, history: 4 })).toBe("full");
  });

  it("is none before the turn has moved", () => {
    expect(reached({ steps: [{ x: 0, y: 0, elevation: 0 }] })).toBeNull();
  });
});

describe("treacherous terrain follows the band reached (§ Movement and Environment)", () => {
  it("a Walk of 12 m through rubble is tested: Challenging (+0), rubble −20", () => {
    expect(tests({ steps: path(metres(12), "walk", everywhere("rubble")) })).toEqual([TREACHEROUS_RUBBLE]);
    expect(tests({ steps: path(metres(12), "walk", rubble(4, 9)) })).toEqual([TREACHEROUS_RUBBLE]);
  });

  it("a Walk of 12 m through tremors (no halving) is a Charge: tested −20; 8 m is a Full Move: none", () => {
    const tremorsTest = {
      ...TREACHEROUS_RUBBLE,
      modifiers: [TREACHEROUS_RUBBLE.modifiers[0], { source: "tremors", value: -20 }],
    };
    expect(tests({ steps: path(metres(12), "walk", tremors(4, 9)) })).toEqual([tremorsTest]);
    expect(tests({ steps: path(metres(8), "walk", tremors(4, 8)) })).toEqual([]);
    expect(tests({ steps: path([4, 8.5], "walk", tremors(4, 9)) })).toEqual([tremorsTest]);
  });

  it("a Walk of 3 m through rubble (a Full Move there) is not tested", () => {
    expect(tests({ steps: path(metres(3), "walk", everywhere("rubble")) })).toEqual([]);
  });

  it("a Walk of 6 m through rubble is a Charge there (halved: 6 m) and is tested", () => {
    expect(tests({ steps: path(metres(6), "walk", everywhere("rubble")) })).toEqual([TREACHEROUS_RUBBLE]);
  });

  it("a Run chosen is a Run however short: 3 m through rubble is tested", () => {
    expect(tests({ steps: path(metres(3), "run", everywhere("rubble")) })).toEqual([TREACHEROUS_RUBBLE]);
    expect(tests({ steps: path([1], "charge", everywhere("rubble")) })).toEqual([TREACHEROUS_RUBBLE]);
  });

  it("a later move in the turn counts the metres before it: 8 m clear, then 2 m of rubble, is a Charge", () => {
    expect(tests({ steps: path(metres(2), "walk", everywhere("rubble")), history: 8 })).toEqual([TREACHEROUS_RUBBLE]);
    expect(tests({ steps: path(metres(2), "walk", everywhere("rubble")), history: 2 })).toEqual([]);
  });

  it("outside a started combat (narrative time) only a Charge or Run chosen is tested", () => {
    expect(tests({ steps: path(metres(12), "walk", everywhere("rubble")), inCombat: false })).toEqual([]);
    expect(tests({ steps: path(metres(3), "run", everywhere("rubble")), inCombat: false })).toEqual([
      TREACHEROUS_RUBBLE,
    ]);
  });
});

describe("zero gravity's drift follows the band reached (§ Zero Gravity)", () => {
  it("a Walk past the halved Full Move (4 m) is a Charge: Hard (−20) Agility; 4 m is not", () => {
    expect(tests({ steps: path([4.5], "walk"), gravity: "zero" })).toEqual([DRIFT]);
    expect(tests({ steps: path(metres(12), "walk"), gravity: "zero" })).toEqual([DRIFT]);
    expect(tests({ steps: path(metres(4), "walk"), gravity: "zero" })).toEqual([]);
  });

  it("a Run chosen drifts however short", () => {
    expect(tests({ steps: path([1], "run"), gravity: "zero" })).toEqual([DRIFT]);
  });

  it("through rubble too: both tests", () => {
    expect(tests({ steps: path(metres(12), "walk", everywhere("rubble")), gravity: "zero" })).toEqual([
      TREACHEROUS_RUBBLE,
      DRIFT,
    ]);
  });
});

describe("darkness past Half Move (§ Lighting)", () => {
  it("a Walk past Half Move (4 m) is tested, within it not", () => {
    expect(tests({ steps: path([4.5], "walk", everywhere("darkness")) })).toEqual([DARKNESS]);
    expect(tests({ steps: path(metres(4), "walk", everywhere("darkness")) })).toEqual([]);
  });

  it("is a speed, not an action: a Run chosen of 3 m stays within Half Move", () => {
    expect(tests({ steps: path(metres(3), "run", everywhere("darkness")) })).toEqual([
      {
        kind: "treacherous",
        difficulty: "challenging",
        modifiers: [
          { source: "challenging", value: 0 },
          { source: "darkness", value: -10 },
        ],
      },
    ]);
  });

  it("halved ground halves Half Move too: 3 m of dark rubble (Half Move 2 m there) is tested", () => {
    expect(tests({ steps: path(metres(3), "walk", () => ["rubble", "darkness"]) })).toEqual([DARKNESS]);
    expect(tests({ steps: path(metres(2), "walk", () => ["rubble", "darkness"]) })).toEqual([]);
  });
});

describe("the alternate variant (dh2-alternate-movement.txt)", () => {
  it("a Walk of 12 m through rubble is tested, named Hard (−20)", () => {
    expect(tests({ steps: path(metres(12), "walk", everywhere("rubble")), variant: "alternate" })).toEqual([
      { kind: "treacherous", difficulty: "hard", modifiers: [{ source: "hard", value: -20 }] },
    ]);
    expect(tests({ steps: path(metres(3), "walk", everywhere("rubble")), variant: "alternate" })).toEqual([]);
  });

  it("halves exactly: AB 3 in dark rubble, 1.75 m is past Half Move (1.5 m) there; core rounds it up to 2 m", () => {
    const move = { steps: path([1.75], "walk", () => ["rubble", "darkness"]), agility: 30 };
    expect(bandsOf(30).map((b) => b.distance)).toEqual([3, 6, 9, 18]);
    expect(reached({ ...move, variant: "alternate" })).toBe("full");
    expect(rulerBand({ ...move, variant: "alternate" })).toBe("full");
    expect(tests({ ...move, variant: "alternate" })).toEqual([DARKNESS]);
    expect(reached(move)).toBe("half");
    expect(tests(move)).toEqual([]);
  });

  it("zero gravity: a Walk past the halved Full Move drifts", () => {
    expect(tests({ steps: path([4.5], "walk"), gravity: "zero", variant: "alternate" })).toEqual([DRIFT]);
  });
});

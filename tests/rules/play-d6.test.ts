/**
 * Whole OpenD6 moves through `rules.play`, with the numbers of d6-movement.txt: Running (Move 10:
 * 20 m in a round is difficulty 5), Swimming (the swimming Move is half the Move: 5 m; base
 * difficulty 5, +5 per movement beyond the first), Climbing (without the skill, half the Move: 5 m),
 * and one movement action of each type a round, each tested against its own distance (§ Movement
 * Difficulty Modifiers: up to half a rate is free).
 */
import { describe, expect, it } from "vitest";
import { getRuleset, play, type PlayModel, type PlayRegion } from "../../src/rules";

/** A new OpenD6 character: Move 10, no climbing skill. */
const hero: PlayModel = { id: "h", type: "d6character", side: "friendly", x: 0, y: 0, base: 1, system: {} };

const table = (regions: PlayRegion[]) => play({ ruleset: "d6", combat: true, models: [hero], regions });

describe("rules.play: OpenD6 prices each movement type apart", () => {
  it("walking 8 m to a wall and climbing 3.5 m is one Move on land (no roll) and a climb at base difficulty 5 (not an 11.5 m climb at difficulty 25)", () => {
    const wall: PlayRegion = {
      id: "wall",
      shape: { type: "rectangle", x: 8, y: -5, width: 1, height: 10 },
      terrain: [{ condition: "climb", height: 3 }],
    };
    const m = table([wall]).move("h", {
      path: [
        [8.5, 0],
        [8.5, 0, 3],
      ],
    });
    expect(m.stopped).toBeNull();
    expect(m.tests.map((t) => [t.kind, t.distance, t.target])).toEqual([["climb", 3.5, 5]]);
    expect(m.segments.map((s) => [s.mode, s.distance])).toEqual([
      ["d6Move", 8],
      ["d6Climb", 3.5],
    ]);
  });

  it("a run of 18 m over a 2 m stream rolls running for the 16 m of land (difficulty 5), not a difficulty-20 swim", () => {
    const stream: PlayRegion = {
      id: "stream",
      shape: { type: "rectangle", x: 8, y: -5, width: 2, height: 10 },
      terrain: [{ condition: "water" }],
    };
    const m = table([stream]).move("h", { path: [[18, 0]] });
    expect(m.tests.map((t) => [t.kind, t.distance, t.target])).toEqual([["run", 16, 5]]);
  });

  it("a swim of 12 m (past two swimming Moves) is its own test: difficulty 5 + 5 + 5 = 15", () => {
    const lake: PlayRegion = {
      id: "lake",
      shape: { type: "rectangle", x: 2, y: -5, width: 50, height: 10 },
      terrain: [{ condition: "water" }],
    };
    const m = table([lake]).move("h", { path: [[14, 0]] });
    expect(m.tests.map((t) => [t.kind, Math.round((t.distance ?? 0) * 100) / 100, t.target])).toEqual([
      ["swim", 12, 15],
    ]);
  });
});

describe("rules.play: OpenD6 edges read the character's own Move (§ Jumping)", () => {
  const gap: PlayRegion = {
    id: "gap",
    shape: { type: "rectangle", x: 6, y: -5, width: 4, height: 10 },
    terrain: [{ condition: "gap", width: 4 }],
  };
  const at = (move: number) =>
    play({ ruleset: "d6", combat: true, models: [{ ...hero, system: { move } }], regions: [gap] });

  it("a Move-16 character's jump over a 4 m gap is difficulty 5: its standing leap is 4 m", () => {
    const m = at(16).move("h", { path: [[14, 0]] });
    expect(m.stopped).toMatchObject({ reason: "edge", test: "jump" });
    expect(m.tests.map((t) => [t.kind, t.distance, t.target])).toEqual([["jump", 4, 5]]);
  });

  it("a Move-10 character's is difficulty 15: 1 m past its 3 m standing leap (+10 per 2 m)", () => {
    expect(
      at(10)
        .move("h", { path: [[14, 0]] })
        .tests.map((t) => t.target),
    ).toEqual([15]);
  });
});

describe("rules.play: OpenD6 posts every movement test the text asks for, as the ruler labels it", () => {
  const d6 = getRuleset("d6");
  const lake: PlayRegion = {
    id: "lake",
    shape: { type: "rectangle", x: 0, y: -5, width: 50, height: 10 },
    terrain: [{ condition: "water" }],
  };
  const stalls: PlayRegion = {
    id: "stalls",
    shape: { type: "rectangle", x: 0, y: -5, width: 50, height: 10 },
    terrain: [{ condition: "rough" }],
  };
  const tree: PlayRegion = {
    id: "tree",
    shape: { type: "rectangle", x: -1, y: -1, width: 2, height: 2 },
    terrain: [{ condition: "climb", height: 20 }],
  };
  /** The difficulty the ruler's label shows for `distance` metres measured with `action`'s bands. */
  const ruler = (profile: ReturnType<typeof read>, distance: number, action: string | null, conditions: string[]) => {
    const bands = action
      ? d6.bands.actionBands(action, profile)!
      : d6.bands.movementBands(profile, { variant: "open" });
    const label = d6.bands.rulerLabel({ distance, action, bands, conditions, profile });
    return label?.data?.["difficulty"];
  };
  const read = (system: Record<string, unknown>) => d6.actors.read("d6character", system)!.profile;

  it("a swim of 4 m (within the 5 m swimming Move, past its free 2.5 m) is swimming's base difficulty 5", () => {
    const m = play({ ruleset: "d6", combat: true, models: [{ ...hero, x: 1 }], regions: [lake] }).move("h", {
      path: [[5, 0]],
    });
    expect(m.tests.map((t) => [t.kind, t.distance, t.target])).toEqual([["swim", 4, 5]]);
    expect(ruler(read({}), 4, "d6Swim", ["water"])).toBe(5);
    // 2 m is a short distance (§ Short Distances: 2.5 m in the water at Move 10): no action, no roll.
    const short = play({ ruleset: "d6", combat: true, models: [{ ...hero, x: 1 }], regions: [lake] });
    expect(short.move("h", { path: [[3, 0]] }).tests).toEqual([]);
  });

  it("a drowning swimmer's 4 m swim is 5 + 3 a failed round, on the card and the ruler", () => {
    const m = play({
      ruleset: "d6",
      combat: true,
      models: [{ ...hero, x: 1, system: { drowning: 2 } }],
      regions: [lake],
    }).move("h", { path: [[5, 0]] });
    expect(m.tests.map((t) => t.target)).toEqual([11]);
    expect(ruler(read({ drowning: 2 }), 4, "d6Swim", ["water"])).toBe(11);
  });

  it("one Move (8 m) through rough market stalls is a running roll at difficulty 10 (0 + 10 rough); on easy ground, none", () => {
    const m = play({ ruleset: "d6", combat: true, models: [{ ...hero, x: 1 }], regions: [stalls] }).move("h", {
      path: [[9, 0]],
    });
    expect(m.tests.map((t) => [t.kind, t.distance, t.target])).toEqual([["run", 8, 10]]);
    expect(ruler(read({}), 8, null, ["rough"])).toBe(10);
    expect(table([]).move("h", { path: [[8, 0]] }).tests).toEqual([]);
  });

  it("an unskilled climb of 4 m up a tree (within its 5 m climbing Move) is climbing's base difficulty 5", () => {
    const m = play({ ruleset: "d6", combat: true, models: [hero], regions: [tree] }).move("h", {
      path: [[0, 0, 4]],
    });
    expect(m.tests.map((t) => [t.kind, t.distance, t.target])).toEqual([["climb", 4, 5]]);
    expect(ruler(read({}), 4, "d6Climb", ["climb"])).toBe(5);
  });
});

describe("rules.play: a flying character's climbs and dives are stunts (Vehicles & Aerial Characters § Stunt Difficulties)", () => {
  /** A winged character: Move 10, flying Move 20, flying 3D+1. */
  const winged: PlayModel = {
    ...hero,
    system: { flyingMove: 20, skills: { flying: "3D+1" } },
  };
  const sky = () => play({ ruleset: "d6", combat: true, models: [{ ...winged, elevation: 10 }] });

  it("a dive of 8 m over 6 m (53°) posts the flying stunt card: climb or dive +6", () => {
    const m = sky().move("h", { action: "fly", path: [[6, 0, 2]] });
    expect(m.tests.map((t) => [t.kind, t.target])).toEqual([["flyStunt", 6]]);
    expect(m.tests[0]!.call.modifiers).toEqual([{ source: "stunt.climbDive", value: 6 }]);
  });

  it("a glide down 4 m over 12 m (18°) is casual flying: no stunt, and 12 m is within one flying Move", () => {
    const m = sky().move("h", { action: "fly", path: [[12, 0, 6]] });
    expect(m.tests).toEqual([]);
  });

  it("a steep climb of 41.2 m (three flying Moves of 20) rolls the flight and the stunt apart", () => {
    const m = sky().move("h", {
      action: "fly",
      path: [
        [30, 0, 10],
        [35, 0, 20],
      ],
    });
    // 30 m level, then 5 m on and 10 m up (63°, 11.2 m): 41.2 m flown, three flying Moves of 20
    // (difficulty 10, § Running's rule for flying); the climb is the +6 stunt.
    expect(m.tests.map((t) => [t.kind, t.target])).toEqual([
      ["fly", 10],
      ["flyStunt", 6],
    ]);
  });
});

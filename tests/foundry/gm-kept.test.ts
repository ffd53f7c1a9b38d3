/**
 * Records the GM's automation reads as fact, kept where only a GM writes (data/gm-kept.ts): a scene
 * flag by token id, which Foundry's server lets no player update; a player's own token is the
 * player's word. The fakes' scene refuses a non-GM update as the server does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";
import { forgetKept, gmKept, keepRecord, keptCopies } from "../../src/foundry/data/gm-kept";
import { hasPanicCardThisRound, postCollisionCard } from "../../src/foundry/chat/collision-card";
import { getRuleset } from "../../src/rules";
import { notePaceRoll, paceRollOf, recordedPace, recordPace, runningStartOf } from "../../src/foundry/movement/pace";
import { addAllowance, historyState, spendTurnAction } from "../../src/foundry/data/token-history";
import { installWorld, mergeUpdate, removeWorld } from "./fakes";
import { installChat, queueDice } from "./chat-fakes";

const g = globalThis as unknown as { game: Record<string, unknown> };
/** This client's user: a GM's or a player's. */
const as = (isGM: boolean) => {
  g.game["user"] = { id: isGM ? "gm" : "p", isGM };
};

/** A scene whose update writes dotted flag keys, refused (as by Foundry's server) for a user who is not a GM. */
function strictScene() {
  const scene = {
    id: "s",
    grid: { units: "m", size: 100, distance: 1, type: 1 },
    dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 20000, sceneHeight: 20000 },
    flags: {} as Record<string, Record<string, unknown>>,
    tokens: [] as unknown[],
    regions: [],
    update: vi.fn(async (data: Record<string, unknown>) => {
      if ((g.game["user"] as { isGM?: boolean } | undefined)?.isGM !== true) {
        throw new Error("User lacks permission to update Scene");
      }
      // Merged as Foundry's Document#update does (recursively; `-=` keys delete).
      mergeUpdate(scene, data);
      return scene;
    }),
  };
  return scene;
}

/** A token the player owns on the scene; its flags written by setFlag. */
function ownToken(scene: ReturnType<typeof strictScene>, id = "t1") {
  const flags: Record<string, Record<string, unknown>> = {};
  const token = {
    id,
    uuid: `Scene.s.Token.${id}`,
    isOwner: true,
    flags,
    parent: scene,
    // Document#setFlag and #unsetFlag are updates of `flags.<scope>.<key>`: merged as Foundry merges.
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      mergeUpdate({ flags }, { [`flags.${scope}.${key}`]: value });
    }),
    unsetFlag: vi.fn(async (scope: string, key: string) => {
      mergeUpdate({ flags }, { [`flags.${scope}.-=${key}`]: null });
    }),
  };
  scene.tokens.push(token);
  return token;
}

beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));
afterEach(() => removeWorld());

describe("a token's records kept by the GM's client on its scene", () => {
  it("a GM's client writes the scene's copy, never the token; a player's client writes its own token", async () => {
    const scene = strictScene();
    const token = ownToken(scene);
    as(true);
    expect(await keepRecord(token, "turnMarks", { turn: "c:1:0", marks: ["a"] })).toBe(true);
    expect(token.setFlag).not.toHaveBeenCalled();
    expect(scene.flags["stride"]).toEqual({ kept: { t1: { turnMarks: { turn: "c:1:0", marks: ["a"] } } } });
    as(false);
    expect(await keepRecord(token, "turnMarks", { turn: "c:1:0", marks: ["b"] })).toBe(true);
    expect(token.flags["stride"]).toEqual({ turnMarks: { turn: "c:1:0", marks: ["b"] } });
    expect(gmKept(token, "turnMarks")).toEqual({ turn: "c:1:0", marks: ["a"] });
    // A player's client cannot keep anything on the scene: the server refuses it.
    await expect(scene.update({ "flags.stride.kept.t1.turnMarks": { marks: ["b"] } })).rejects.toThrow();
    // Nor on a token it does not own.
    expect(await keepRecord({ ...token, isOwner: false }, "turnMarks", {})).toBe(false);
  });

  it("a deleted token's records are forgotten by the active GM's client only", async () => {
    const scene = strictScene();
    const gone = ownToken(scene, "gone");
    const stays = ownToken(scene, "stays");
    as(true);
    await keepRecord(gone, "turnMarks", { turn: "c:1:0", marks: ["a"] });
    await keepRecord(stays, "turnMarks", { turn: "c:1:0", marks: ["b"] });
    expect(await forgetKept(gone, false)).toBe(false);
    expect(await forgetKept(gone, true)).toBe(true);
    expect(scene.flags["stride"]).toEqual({ kept: { stays: { turnMarks: { turn: "c:1:0", marks: ["b"] } } } });
    // Nothing kept: no update.
    expect(await forgetKept(gone, true)).toBe(false);
    expect(scene.update).toHaveBeenCalledTimes(3);
  });

  it("a GM's client reads only the scene's copy; a player's reads the scene's, then its token's", () => {
    const scene = strictScene();
    const token = ownToken(scene);
    token.flags["stride"] = { panicCard: { combat: "c1", round: 2 } };
    as(true);
    expect(keptCopies(token, "panicCard")).toEqual([]);
    scene.flags["stride"] = { kept: { t1: { panicCard: { combat: "c1", round: 1 } } } };
    expect(keptCopies(token, "panicCard")).toEqual([{ combat: "c1", round: 1 }]);
    as(false);
    expect(keptCopies(token, "panicCard")).toEqual([
      { combat: "c1", round: 1 },
      { combat: "c1", round: 2 },
    ]);
    // Only own keys are read: a token id "__proto__" finds nothing.
    expect(gmKept({ ...token, id: "__proto__" }, "panicCard")).toBeUndefined();
  });
});

describe("the round of a vehicle's panic damage card (d6-movement.txt § Targeting the Creatures)", () => {
  /** A panicking team's carriage (animal-drawn vehicle) in round 2 of a started combat. */
  function carriage() {
    const scene = strictScene();
    const token = Object.assign(ownToken(scene, "carriage"), {
      name: "Carriage",
      x: 0,
      y: 0,
      elevation: 0,
      width: 4,
      height: 4,
      rotation: 0,
      hidden: false,
      disposition: 0,
      combatant: { combat: { id: "c1", round: 2, started: true } },
      actor: {
        name: "Carriage",
        uuid: "Actor.carriage",
        isOwner: true,
        type: "d6vehicle",
        system: {
          kind: "vehicle",
          flyingSpeed: 0,
          passengers: [],
          movementProfile: { characteristics: { move: 20, vehicle: 1, vehicleSpeed: 3, topSpeed: 4, toughness: 6 } },
          collisionProfile: {
            characteristics: {
              move: 20,
              vehicle: 1,
              vehicleSpeed: 3,
              topSpeed: 4,
              toughness: 6,
              armor: 3,
              damageLevel: 0,
              exposure: 1,
              vehicleKind: d6.VEHICLE_KINDS.indexOf("animalDrawn"),
              maneuverabilityLoss: 0,
              speedLoss: 0,
            },
          },
        },
      },
    });
    return { scene, token };
  }
  const panic = (token: ReturnType<typeof carriage>["token"]) => ({
    against: "panic",
    other: null,
    sides: [{ token, request: { speed: "allOut", situations: [], surface: "road" } }],
  });
  const ROAD = [
    [3, 3, 3, 3, 3],
    [2, 2, 2],
  ];

  it("a round forged on the player's own token does not stop the GM's card; the GM keeps the round on the scene", async () => {
    const chat = installChat();
    const { scene, token } = carriage();
    // The player wrote this round on its own token to spare its vehicle the damage.
    token.flags["stride"] = { panicCard: { combat: "c1", round: 2 } };
    as(true);
    expect(hasPanicCardThisRound(token)).toBe(false);
    queueDice([...ROAD]);
    expect(await postCollisionCard(token as never, panic(token) as never)).not.toBeNull();
    expect(chat.created).toHaveLength(1);
    expect(scene.flags["stride"]).toEqual({ kept: { carriage: { panicCard: { combat: "c1", round: 2 } } } });
    // The round's card is posted: a second one this round is not.
    expect(hasPanicCardThisRound(token)).toBe(true);
    expect(await postCollisionCard(token as never, panic(token) as never)).toBeNull();
    expect(chat.created).toHaveLength(1);
  });
});

describe("a token's pace across rounds (opend6 chases), kept by the GM's client", () => {
  const od6 = getRuleset("d6");
  /** A courier's token in round 2 of started combat c1. */
  function courier() {
    const scene = strictScene();
    return Object.assign(ownToken(scene, "courier"), { combatant: { combat: { id: "c1", round: 2, started: true } } });
  }

  it("a pace and a made running roll forged on the player's own token are not the GM's", async () => {
    const token = courier();
    token.flags["stride"] = {
      pace: { combat: "c1", rate: 40, fastRounds: 0, runningStart: 3 },
      paceRoll: { combat: "c1", made: true },
    };
    as(true);
    expect(recordedPace(token)).toBeNull();
    expect(runningStartOf(token)).toBe(0);
    expect(paceRollOf(token)).toBeUndefined();
    // What the GM's client keeps it reads back; the player's own copy is still ignored.
    expect(await notePaceRoll(token, false)).toBe(true);
    expect(paceRollOf(token)).toBe(false);
    const bands = od6.bands.movementBands({ characteristics: { move: 10 } }, {
      gravity: "normal",
      variant: "open",
    } as never);
    expect(await recordPace(token, od6, 10, bands, { limits: true, fatigueAfter: 0 })).toBe(true);
    expect(token.setFlag).not.toHaveBeenCalled();
    const kept = (token.parent.flags["stride"]!["kept"] as Record<string, Record<string, unknown>>)["courier"]!;
    expect(kept["pace"]).toMatchObject({ combat: "c1", rate: 10 });
    // The roll is forgotten once the pace is recorded.
    expect(kept["paceRoll"]).toBeNull();
    expect(recordedPace(token)).toMatchObject({ rate: 10 });
  });
});

describe("what tests added this turn (the movement history), kept by the GM's client", () => {
  const dh2 = getRuleset("dh2");

  it("metres and a spent action forged on the player's token are not the GM's; what the GM keeps is", async () => {
    const scene = strictScene();
    const token = Object.assign(ownToken(scene), {
      combatant: { combat: { id: "c1", round: 1, turn: 0, started: true } },
    });
    token.flags["stride"] = {
      history: { key: "c1:1:0", allowance: { run: 30 }, tests: {}, spent: null, altitudeLevels: 2 },
    };
    as(true);
    // The altitude levels a player changed from its own HUD still count (altitude-hud.ts writes them on its token).
    expect(historyState(token, dh2)).toMatchObject({ allowance: {}, spent: null, altitudeLevels: 2 });
    expect(await addAllowance(token, dh2, "run", 4)).toBe(true);
    expect(await spendTurnAction(token, dh2, 3, 1)).toBe(true);
    expect(token.setFlag).not.toHaveBeenCalled();
    expect(historyState(token, dh2)).toMatchObject({ allowance: { run: 4 }, spent: { from: 3, remaining: 1 } });
    // The player's client reads what the GM kept first.
    as(false);
    expect(historyState(token, dh2).allowance).toEqual({ run: 4 });
  });

  it("a new turn's record replaces last turn's whole: last turn's sprint metres are gone (Foundry merges updates)", async () => {
    for (const gm of [true, false]) {
      const combat = { id: "c1", round: 1, turn: 0, started: true };
      const token = Object.assign(ownToken(strictScene()), { combatant: { combat } });
      as(gm);
      expect(await addAllowance(token, dh2, "sprint", 6)).toBe(true);
      combat.turn = 1;
      expect(await addAllowance(token, dh2, "run", 2)).toBe(true);
      const stored = gm ? gmKept(token, "history") : token.flags["stride"]?.["history"];
      expect(stored).toMatchObject({ key: "c1:1:1", allowance: { run: 2 } });
      expect((stored as { allowance: Record<string, number> }).allowance).toEqual({ run: 2 });
      expect(historyState(token, dh2).allowance).toEqual({ run: 2 });
    }
  });
});

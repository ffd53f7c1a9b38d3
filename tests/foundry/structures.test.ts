// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  crawlThrough,
  edgeTestRequestHandler,
  LIFT_REQUEST,
  liftRequestHandler,
  roundKey,
  runLift,
  structureOffers,
  type StructureToken,
} from "../../src/foundry/effects/structures";
import { registerRequest, resetRequests, updateUser } from "../../src/foundry/requests";
import type { BehaviorLike, RegionLike, ShapeLike } from "../../src/foundry/snapshot";
import { hudTests, renderTokenHUD } from "../../src/foundry/hooks/render-token-hud";
import { createActiveEffect } from "../../src/foundry/hooks/create-active-effect";
import { getRuleset } from "../../src/rules";
import { installWorld, removeWorld } from "./fakes";
import { installChat, shown, type ChatWorld } from "./chat-fakes";

const necromunda = getRuleset("necromunda");
/** A 1" grid of 100 px in inches, on a 30" × 20" table. */
const grid = { size: 100, distance: 1, units: "in" };
const dimensions = { sceneX: 0, sceneY: 0, sceneWidth: 3000, sceneHeight: 2000 };

const rect = (x: number, y: number, width: number, height: number) => ({ type: "rectangle", x, y, width, height });
const fighter = { movementProfile: { characteristics: { move: 5 } } };

function region(
  uuid: string,
  shape: ShapeLike,
  behavior: BehaviorLike & { setFlag?: unknown },
): RegionLike & { uuid: string } {
  return { id: uuid.split(".").at(-1)!, uuid, name: uuid, shapes: [shape], behaviors: [behavior] };
}
const ductA = region("Scene.s.Region.A", rect(500, 0, 100, 100), {
  type: "stride.ductway",
  system: { exit: "Scene.s.Region.B" },
});
const ductB = region("Scene.s.Region.B", rect(1500, 0, 100, 100), {
  type: "stride.ductway",
  system: { exit: "Scene.s.Region.A" },
});

function token(id: string, x: number, y: number, disposition = 1, extra: object = {}) {
  return {
    id,
    uuid: `Scene.s.Token.${id}`,
    name: id,
    x,
    y,
    elevation: 0,
    width: 1,
    height: 1,
    disposition,
    actor: {
      name: id,
      uuid: `Actor.${id}`,
      isOwner: true,
      system: fighter,
      toggleStatusEffect: vi.fn(async () => true),
    },
    isOwner: true,
    move: vi.fn(async () => true),
    parent: null as object | null,
    ...extra,
  };
}

function scene(tokens: ReturnType<typeof token>[], regions: RegionLike[] = [ductA, ductB]) {
  const s = { id: "s", grid, dimensions, regions, tokens };
  for (const t of tokens) Object.assign(t, { parent: s });
  return s;
}

/** A fake token as the structure actions type it. */
const asToken = (t: object) => t as unknown as StructureToken;

let chat: ChatWorld;
beforeEach(() => {
  installWorld({ ruleset: "necromunda", variant: "core" });
  chat = installChat();
});
afterEach(() => removeWorld());

describe("ductways (necromunda-movement.md § Ductways)", () => {
  const offers = (t: ReturnType<typeof token>) => structureOffers(asToken(t), necromunda);

  it('offers the ductway whose end is within 1" of the base, and only when it names another end', () => {
    const near = token("me", 400, 0); // base edge touches the end at 5"
    scene([near]);
    expect(offers(near).ductway).toBe(true);
    const far = token("far", 300, 300); // 1.5" off diagonally and more
    scene([far]);
    expect(offers(far).ductway).toBe(false);
    const dead = region("Scene.s.Region.C", rect(500, 0, 100, 100), { type: "stride.ductway", system: { exit: null } });
    scene([near], [dead]);
    expect(offers(near).ductway).toBe(false);
    const off = region("Scene.s.Region.D", rect(500, 0, 100, 100), {
      type: "stride.ductway",
      disabled: true,
      system: { exit: "Scene.s.Region.B" },
    });
    scene([near], [off, ductB]);
    expect(offers(near).ductway).toBe(false);
  });

  it("finds the other end by its id when the scene came from a compendium under a new id", async () => {
    const near = token("me", 400, 0);
    const entry = region("Scene.new.Region.A", rect(500, 0, 100, 100), {
      type: "stride.ductway",
      system: { exit: "Scene.old.Region.B" },
    });
    const exit = region("Scene.new.Region.B", rect(1500, 0, 100, 100), { type: "stride.ductway", system: {} });
    scene([near], [entry, exit]);
    expect(await crawlThrough(asToken(near), necromunda, { isGM: false })).toBe("moved");
    expect(near.move).toHaveBeenCalledWith([{ x: 1500, y: 0, action: "displace" }]);
  });

  it('brings the fighter out on the far end, or beside it, 1" clear of an enemy there', async () => {
    const me = token("me", 400, 0);
    const foe = token("foe", 1500, 0, -1);
    scene([me, foe]);
    expect(await crawlThrough(asToken(me), necromunda, { isGM: false })).toBe("moved");
    expect(me.move).toHaveBeenCalledWith([{ x: 1300, y: 0, action: "displace" }]);
  });

  it("is a Double action: refused once the fighter has moved this activation; after it, its movement is spent", async () => {
    const combat = { id: "c", round: 2, turn: 0, started: true };
    const flags: Record<string, Record<string, unknown>> = {};
    const setFlag = vi.fn(async (scope: string, key: string, value: unknown) => {
      (flags[scope] ??= {})[key] = value;
    });
    const moved = token("me", 400, 0, 1, {
      combatant: { combat },
      movementHistory: [{ x: 300, y: 0, elevation: 0, cost: 1 }],
      flags,
      setFlag,
    });
    scene([moved]);
    expect(await crawlThrough(asToken(moved), necromunda, { isGM: false })).toBe("busy");
    expect(moved.move).not.toHaveBeenCalled();

    const fresh = token("me", 400, 0, 1, { combatant: { combat }, movementHistory: [], flags, setFlag });
    scene([fresh]);
    expect(await crawlThrough(asToken(fresh), necromunda, { isGM: false })).toBe("moved");
    expect(fresh.move).toHaveBeenCalledWith([{ x: 1500, y: 0, action: "displace" }]);
    // The activation's movement is spent: nothing left from where it stood (0).
    expect(setFlag).toHaveBeenCalledWith(
      "stride",
      "history",
      expect.objectContaining({ spent: { from: 0, remaining: 0 } }),
    );
  });

  it("says when there is no ductway or no room", async () => {
    const far = token("far", 2000, 1000);
    scene([far]);
    expect(await crawlThrough(asToken(far), necromunda, { isGM: false })).toBe("none");
    const me = token("me", 400, 0);
    const crowd = [];
    for (let i = 12; i <= 19; i++) for (let j = 0; j <= 3; j++) crowd.push(token(`c${i}-${j}`, i * 100, j * 100));
    scene([me, ...crowd]);
    expect(await crawlThrough(asToken(me), necromunda, { isGM: false })).toBe("noRoom");
    expect(me.move).not.toHaveBeenCalled();
  });
});

describe("lifts (necromunda-movement.md § Lift)", () => {
  function liftScene(flags: Record<string, unknown> = {}) {
    const setFlag = vi.fn(async (_scope: string, _key: string, _value: unknown) => undefined);
    const behavior = { type: "stride.lift", system: { travel: 4 }, flags, setFlag };
    const lift = region("Scene.s.Region.L", rect(0, 500, 200, 200), behavior);
    const rider = token("rider", 0, 500);
    const other = token("other", 100, 600, -1, { isOwner: false });
    const aside = token("aside", 300, 500);
    const inTheWay = token("inTheWay", 100, 500, -1, { elevation: 3 });
    const overhead = token("overhead", 0, 600, -1, { elevation: 6 });
    const combat = { id: "c1", round: 2, started: true };
    for (const t of [rider, other, aside, inTheWay, overhead]) Object.assign(t, { combatant: { combat } });
    const s = scene([rider, other, aside, inTheWay, overhead], [lift]);
    return { s, lift, behavior, setFlag, rider, other, aside, inTheWay, overhead };
  }

  it('carries everyone on it 4" up, once per combat round, and tests whoever is in the way', async () => {
    const { setFlag, rider, other, aside, inTheWay, overhead } = liftScene();
    expect(structureOffers(asToken(rider), necromunda).lift).toEqual({ available: true });
    expect(structureOffers(asToken(aside), necromunda).lift).toBeNull();
    expect(await runLift(asToken(rider), "up", necromunda)).toBe("moved");
    expect(rider.move).toHaveBeenCalledWith([{ x: 0, y: 500, elevation: 4, action: "displace" }]);
    // The GM's client moves another player's token too.
    expect(other.move).toHaveBeenCalledWith([{ x: 100, y: 600, elevation: 4, action: "displace" }]);
    expect(aside.move).not.toHaveBeenCalled();
    expect(inTheWay.move).not.toHaveBeenCalled();
    expect(overhead.move).not.toHaveBeenCalled();
    expect(
      chat.created.map((c) => [
        (c.system as { actorUuid: string }).actorUuid,
        (c.system as { request: { kind: string } }).request.kind,
      ]),
    ).toEqual([["Actor.inTheWay", "liftObstruct"]]);
    chat.documents.set("Actor.inTheWay", { name: "x", uuid: "Actor.inTheWay", isOwner: true, system: {} });
    expect(await shown(chat.created[0]!)).toContain("In the path of a moving lift.");
    expect(setFlag).toHaveBeenCalledWith("stride", "usedRound", "c1:2");
    expect(roundKey({ id: "c1", round: 2, started: true })).toBe("c1:2");
  });

  it("refuses a second trip in the same round, and says so before asking", async () => {
    const { rider } = liftScene({ stride: { usedRound: "c1:2" } });
    expect(structureOffers(asToken(rider), necromunda).lift).toEqual({ available: false });
    expect(await runLift(asToken(rider), "down", necromunda)).toBe("used");
    expect(rider.move).not.toHaveBeenCalled();
  });

  describe("a player's lift request: the GM trusts no one", () => {
    /** The GM's client: users by id, the lift request's handler finding the scene's tokens by UUID. */
    function gmClient(s: { tokens: ReturnType<typeof token>[] }, owners: Record<string, string[]>, isSelf = true) {
      for (const t of s.tokens)
        Object.assign(t, { testUserPermission: (u: { id: string }) => owners[t.id]?.includes(u.id) ?? false });
      const g = globalThis as unknown as { game: Record<string, unknown> };
      g.game["users"] = {
        activeGM: { id: "gm", isSelf },
        get: (id: string) => (["alice", "bob", "gm"].includes(id) ? { id, isGM: id === "gm" } : undefined),
      };
      resetRequests();
      registerRequest(
        LIFT_REQUEST,
        liftRequestHandler(async (uuid) => s.tokens.find((t) => t.uuid === uuid) ?? null),
      );
    }
    /** `updateUser` as the server delivers a user's own request to every client. */
    const ask = (userId: string, request: object) =>
      updateUser({ id: userId }, { flags: { stride: { requests: { lift: request } } } }, {}, userId);
    const request = { tokenUuid: "Scene.s.Token.rider", direction: "up" };
    let warn: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    });
    afterEach(() => warn.mockRestore());

    it("runs a lift for the owner of a token on it; ignores other clients, strangers, forged writers and tokens off the lift", async () => {
      const { s, rider, aside } = liftScene();
      gmClient(s, { rider: ["alice"], aside: ["bob"] }, false);
      expect(await ask("alice", request)).toBe(0); // not the active GM's client
      gmClient(s, { rider: ["alice"], aside: ["bob"] });
      await ask("bob", request); // bob owns no token on the lift
      // Written on alice's document by bob: not alice's request.
      expect(await updateUser({ id: "alice" }, { flags: { stride: { requests: { lift: request } } } }, {}, "bob")).toBe(
        0,
      );
      await ask("mallory", request); // no such user
      await ask("bob", { ...request, tokenUuid: aside.uuid }); // off the lift
      await ask("alice", { ...request, direction: "left" });
      await ask("alice", { ...request, tokenUuid: "Actor.rider" });
      expect(rider.move).not.toHaveBeenCalled();
      expect(await ask("alice", request)).toBe(1);
      expect(rider.move).toHaveBeenCalledTimes(1);
    });

    it('two requests in flight carry the rider once: the second sees the first\'s round (4", not 8")', async () => {
      const flags: Record<string, Record<string, unknown>> = {};
      const { s, rider, behavior } = liftScene(flags);
      behavior.setFlag = vi.fn(async (scope: string, key: string, value: unknown) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        (flags[scope] ??= {})[key] = value;
      });
      gmClient(s, { rider: ["alice"], other: ["bob"] });
      await Promise.all([ask("alice", request), ask("bob", { ...request, tokenUuid: "Scene.s.Token.other" })]);
      expect(rider.move).toHaveBeenCalledTimes(1);
      expect(rider.move).toHaveBeenCalledWith([{ x: 0, y: 500, elevation: 4, action: "displace" }]);
    });

    it("one pending request per kind and token: a flood of the same request runs once at a time", async () => {
      const { s, rider } = liftScene();
      gmClient(s, { rider: ["alice"] });
      const started = performance.now();
      const runs = await Promise.all(Array.from({ length: 500 }, () => ask("alice", request)));
      expect(runs.length).toBe(500);
      expect(rider.move).toHaveBeenCalledTimes(1);
      expect(performance.now() - started).toBeLessThan(2_000);
    });
  });
});

describe("token HUD controls", () => {
  function hud(doc: object) {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col right"></div>';
    renderTokenHUD({ document: doc }, html);
    return [...html.querySelectorAll("button")].map((b) => b.className.replace("control-icon ", ""));
  }

  it("offers Crawl Through next to a ductway and the lift controls on a lift, to the owner", () => {
    const me = token("me", 400, 0);
    scene([me]);
    expect(hud(me)).toEqual(["stride-crawl-through"]);
    expect(hud({ ...me, isOwner: false })).toEqual([]);
    const setFlag = vi.fn();
    const lift = region("Scene.s.Region.L", rect(0, 500, 200, 200), {
      type: "stride.lift",
      system: { travel: 4 },
      setFlag,
    });
    const rider = token("rider", 0, 500);
    scene([rider], [lift]);
    expect(hud(rider)).toEqual(["stride-lift-up", "stride-lift-down"]);
  });

  it("offers the leap at a gap's edge (base within ½\")", () => {
    const gap = region("Scene.s.Region.G", rect(1000, 0, 300, 300), {
      type: "stride.terrain",
      system: { condition: "gap", height: 4 },
    });
    const edge = token("edge", 850, 100); // base edge ½" short of the gap
    scene([edge], [gap]);
    expect(hud(edge)).toEqual(["stride-leap"]);
    const back = token("back", 800, 100);
    scene([back], [gap]);
    expect(hud(back)).toEqual([]);
  });

  it("a player's leap is posted by the GM's client from the scene, for the token's owner only", async () => {
    const gap = region("Scene.s.Region.G", rect(1000, 0, 300, 300), {
      type: "stride.terrain",
      system: { condition: "gap", height: 4 },
    });
    const edge = token("edge", 850, 100, 1, { testUserPermission: (u: { id: string }) => u.id === "alice" });
    const back = token("back", 800, 100, 1, { testUserPermission: () => true });
    scene([edge, back], [gap]);
    const posted: [unknown, { kind: string; distance?: number }][] = [];
    const post = async (actor: unknown, call: { kind: string; distance?: number }) => void posted.push([actor, call]);
    const tokens = [edge, back];
    const handler = edgeTestRequestHandler(async (uuid) => tokens.find((t) => t.uuid === uuid) ?? null, post);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await handler.handle({ tokenUuid: edge.uuid }, { id: "bob" })).toBe(false);
    expect(await handler.handle({ tokenUuid: back.uuid }, { id: "bob" })).toBe(false); // at no edge
    expect(handler.parse({ tokenUuid: "Actor.x" })).toBeNull();
    expect(posted).toEqual([]);
    expect(await handler.handle({ tokenUuid: edge.uuid }, { id: "alice" })).toBe(true);
    expect(posted.map(([actor, call]) => [actor, call.kind])).toEqual([[edge.actor, "leap"]]);
    warn.mockRestore();
  });

  it("gives the GM the test button as well", () => {
    const me = token("me", 2000, 1000);
    scene([me]);
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = true;
    // and, under Necromunda, Move directly and the Loot toggle (hooks/directly-loot-hud.ts, issue #16).
    expect(hud(me)).toEqual(["stride-post-test", "stride-directly", "stride-loot"]);
  });
});

describe("the tests a token's owner may take from the HUD (ManualTestSpec.chosen)", () => {
  const kinds = (id: string, isGM: boolean) =>
    hudTests(getRuleset(id).tests.manualTests, isGM).map((spec) => spec.request.kind);

  it("are the actions a character chooses; the GM has every test", () => {
    // dh2-movement.md § Climbing, § Abseiling, § Jumping and Leaping, § Swimming; a jump down,
    // a slipping grip and a stumble are imposed by the situation.
    expect(kinds("dh2", false)).toEqual(["climb", "sheerClimb", "abseil", "leap", "verticalJump", "pullUp", "swim"]);
    // shadowrun-movement.md § Jumping, § Climbing, § Rappelling; sprints have their own control, a fall is imposed.
    expect(kinds("shadowrun", false)).toEqual([
      "jump",
      "jumpStanding",
      "jumpVertical",
      "climb",
      "rappel",
      "rappelStop",
    ]);
    // d6-movement.txt § Climbing, § Jumping, holding breath, and a flyer's stunt with the landing area it
    // picks (Vehicles & Aerial Characters); running, flying and swimming rolls follow the move.
    expect(kinds("d6", false)).toEqual(["climb", "jump", "breath", "flyStunt"]);
    // Necromunda's tests are all imposed (the leap has its own control at a gap's edge).
    expect(kinds("necromunda", false)).toEqual([]);
    for (const id of ["dh2", "shadowrun", "d6", "necromunda"]) {
      expect(hudTests(getRuleset(id).tests.manualTests, true)).toBe(getRuleset(id).tests.manualTests);
    }
  });
});

describe("going Prone at a gap's edge (necromunda-movement.md § Falling Hazards, § Railings)", () => {
  const gapRegion = (railing: boolean) => ({
    ...region("Scene.s.Region.G", rect(1000, 0, 300, 300), {
      type: "stride.terrain",
      system: { condition: "gap", height: 4, railing },
    }),
    elevation: { bottom: 1 },
  });
  function pinned(elevation: number, railing = false, userId = "me", statuses = new Set(["prone"])) {
    const fighterToken = token("edge", 850, 100, 1, { elevation });
    scene([fighterToken], [gapRegion(railing)]);
    const actor = { ...fighterToken.actor, getActiveTokens: () => [fighterToken] };
    (globalThis as unknown as { game: { user: { id: string } } }).game.user.id = "me";
    const parent = actor as unknown as Parameters<typeof createActiveEffect>[0]["parent"];
    return createActiveEffect({ statuses, parent }, {}, userId);
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("posts an edge-fall test with the gap's drop, +1 with a railing", async () => {
    expect(pinned(4)).toBe(1);
    expect(pinned(4, true)).toBe(1);
    await settle();
    const cards = chat.created.map((c) => c.system);
    expect(cards).toMatchObject([
      { request: { kind: "edgeFall", distance: 4, railing: false } },
      { request: { kind: "edgeFall", distance: 4, railing: true } },
    ]);
  });

  it("leaves a fighter on the floor below, another user's status and other statuses alone", () => {
    expect(pinned(0)).toBe(0);
    expect(pinned(4, false, "someone else")).toBe(0);
    expect(pinned(4, false, "me", new Set(["blind"]))).toBe(0);
  });
});

/**
 * A Necromunda fighter ends on a level only where its base fits (necromunda-movement.md
 * § Structures): the canvas drag on a platform drawn as a region raised off the floor (a
 * RegionDocument with `elevation.bottom` 4 and no behavior, as the Underhive's gantries) is cut
 * back to where the base fits, and the ruler's stop says why. Small fakes of the token document
 * members the constraint reads (engagement.test.ts's shapes).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeCoreToken, installWorld, removeWorld } from "./fakes";

/** What the core class's constructor takes; the fakes stand in for it. */
type CoreArg = ConstructorParameters<typeof import("../../src/foundry/canvas/placeables/token").StrideToken>[0];

let StrideToken: typeof import("../../src/foundry/canvas/placeables/token").StrideToken;
beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { Token: FakeCoreToken } } } });
  ({ StrideToken } = await import("../../src/foundry/canvas/placeables/token"));
});

/** A 6" by 4" gantry 4" up: x 0–600 px, y −200–200 px on a 1" grid of 100 px. */
const gantry = {
  id: "gantry",
  name: "Gantry",
  shapes: [{ type: "rectangle", x: 0, y: -200, width: 600, height: 400 }],
  elevation: { bottom: 4, top: null },
  behaviors: [],
};

/** Drags a 1"-base fighter (Move 5") standing at top-left (50, −50) px, 4" up, to top-left `x` px on the gantry. */
function drag(x: number) {
  const document = {
    id: "me",
    name: "me",
    x: 50,
    y: -50,
    elevation: 4,
    width: 1,
    height: 1,
    disposition: 1,
    actor: { type: "fighter", system: { movementProfile: { characteristics: { move: 5 } }, flyingSpeed: 0 } },
    combatant: { combat: { started: true } },
    movementHistory: [],
    parent: {
      grid: { size: 100, distance: 1, units: "in", isGridless: true },
      flags: {},
      tokens: [],
      regions: [gantry],
    },
    getCompleteMovementPath: (w: unknown[]) => w,
    measureMovementPath: (w: { x: number }[]) => ({
      distance: 0,
      segments: w.slice(1).map((p, i) => ({ cost: (p.x - w[i]!.x) / 100, distance: (p.x - w[i]!.x) / 100 })),
    }),
  };
  const placeable = new StrideToken(document as unknown as CoreArg) as unknown as {
    constrainMovementPath(w: unknown[], o: object): [{ x: number; elevation?: number }[], boolean];
    strideStop: { reason: string } | null;
  };
  const [path, constrained] = placeable.constrainMovementPath(
    [
      { x: 50, y: -50, elevation: 4 },
      { x, y: -50, elevation: 4, action: "move" },
    ],
    {},
  );
  return { end: path.at(-1)!.x, constrained, stop: placeable.strideStop };
}

describe("StrideToken on a Necromunda platform: the base must fit (§ Structures)", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda", variant: "core" }));
  afterEach(() => removeWorld());

  it('a drag whose base would hang 0.2" off the gantry\'s end is cut to 0.05" over it, and says why', () => {
    const { end, constrained, stop } = drag(520);
    expect(constrained).toBe(true);
    expect(end).toBeCloseTo(505, 3);
    expect(stop).toMatchObject({ reason: "footing" });
  });

  it("a drag that ends with the whole base on the gantry is left as it is", () => {
    expect(drag(450)).toMatchObject({ end: 450, constrained: false, stop: null });
  });
});

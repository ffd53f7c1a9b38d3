/**
 * System data read with the data model's initial values (scene/system-data.ts `withInitial`): what
 * every ruleset's actors reader starts from.
 */
import { describe, expect, it } from "vitest";
import { withInitial } from "../../src/rules/scene/system-data";

const INITIAL = Object.freeze({ move: 5, profile: Object.freeze({ ws: 4, bs: 3 }), weapons: Object.freeze([]) });

describe("withInitial", () => {
  it("reads null, a list or text as the initial values", () => {
    for (const junk of [null, undefined, [], "x", 3]) expect(withInitial(junk, INITIAL)).toEqual(INITIAL);
  });

  it("fills only what is missing, groups within groups, and keeps the rest as stored", () => {
    expect(withInitial({ profile: { ws: 2 } }, INITIAL)).toEqual({ move: 5, profile: { ws: 2, bs: 3 }, weapons: [] });
    expect(withInitial({ move: 9, weapons: [{ name: "a" }] }, INITIAL)).toEqual({
      move: 9,
      profile: { ws: 4, bs: 3 },
      weapons: [{ name: "a" }],
    });
  });

  it("keeps a present field that holds undefined, null or junk, and a group that is not an object", () => {
    expect(withInitial({ move: undefined, profile: null }, INITIAL)).toEqual({
      move: undefined,
      profile: null,
      weapons: [],
    });
    expect(Object.hasOwn(withInitial({ move: undefined }, INITIAL), "move")).toBe(true);
  });

  it("returns complete data itself, without copying it", () => {
    const full = { move: 6, profile: { ws: 1, bs: 2 }, weapons: [], extra: true };
    expect(withInitial(full, INITIAL)).toBe(full);
  });

  it("reads fields a class defines as accessors, as a data model instance may", () => {
    class Model {
      get move() {
        return 8;
      }
    }
    expect(withInitial(new Model(), INITIAL)).toEqual({ move: 8, profile: { ws: 4, bs: 3 }, weapons: [] });
  });
});

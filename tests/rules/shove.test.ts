/**
 * The forced moves a test's request stores (scene/shove.ts): necromunda-movement.md § Move and
 * Push During Collisions (side-on: the vehicle a Handling test picks is moved aside) and § Lift
 * (the fighter in the lift's way gets clear, or is moved out after the hit). The offset is stored
 * as text on a chat card and read back when the test is resolved: it must come back as it went
 * in, and a card's junk must never move a model.
 */
import { describe, expect, it } from "vitest";
import { encodeShove, shoveOf, SHOVE_FAIL_OPTION, SHOVE_PASS_OPTION, type TestRequest } from "../../src/rules";

/** A request holding `options` as a stored card would. */
const request = (options: unknown): TestRequest => ({ kind: "sideOn", options }) as unknown as TestRequest;

describe("encodeShove: the offset a side-on Handling test or a lift stores (§ Move and Push During Collisions, § Lift)", () => {
  it("writes the id and both offsets, rounded to a millionth of an inch", () => {
    // 1.2345674 rounds down to 1.234567, 2.0000006 up to 2.000001, −0.0000004 to 0.
    expect(encodeShove({ model: "b", dx: 1.2345674, dy: -1.5 })).toBe("b:1.234567:-1.5");
    expect(encodeShove({ model: "b", dx: 2.0000006, dy: 0 })).toBe("b:2.000001:0");
    expect(encodeShove({ model: "b", dx: -0.0000004, dy: 3 })).toBe("b:0:3");
  });

  it("accepts an offset of exactly ±10⁶ and rejects one just beyond", () => {
    expect(encodeShove({ model: "b", dx: 1e6, dy: -1e6 })).toBe("b:1000000:-1000000");
    expect(() => encodeShove({ model: "b", dx: 1e6 + 1, dy: 0 })).toThrow(RangeError);
    expect(() => encodeShove({ model: "b", dx: 0, dy: -1e6 - 1 })).toThrow(RangeError);
  });

  it("rejects a shove that is not an object with its own message", () => {
    expect(() => encodeShove(5 as unknown as { model: string; dx: number; dy: number })).toThrow(
      /^A shove must be an object/,
    );
    expect(() => encodeShove("b:1:2" as unknown as { model: string; dx: number; dy: number })).toThrow(
      /^A shove must be an object/,
    );
  });

  it("rejects an id that is not a string", () => {
    expect(() => encodeShove({ model: 7 as unknown as string, dx: 0, dy: 0 })).toThrow(
      /^A shove's model must be an id/,
    );
  });

  it("round-trips through the request a card stores", () => {
    const stored = encodeShove({ model: "token:7", dx: -2.5, dy: 0.25 });
    expect(shoveOf(request({ [SHOVE_FAIL_OPTION]: stored }), SHOVE_FAIL_OPTION)).toEqual({
      model: "token:7",
      dx: -2.5,
      dy: 0.25,
    });
  });
});

describe("shoveOf: a stored card's shove is trusted only when well-formed (§ Move and Push During Collisions)", () => {
  it("reads the pass and fail options apart", () => {
    const both = request({ [SHOVE_PASS_OPTION]: "car:0:-1.5", [SHOVE_FAIL_OPTION]: "me:1.5:0" });
    expect(SHOVE_PASS_OPTION).not.toBe(SHOVE_FAIL_OPTION);
    expect(shoveOf(both, SHOVE_PASS_OPTION)).toEqual({ model: "car", dx: 0, dy: -1.5 });
    expect(shoveOf(both, SHOVE_FAIL_OPTION)).toEqual({ model: "me", dx: 1.5, dy: 0 });
  });

  it("keeps an id that holds colons whole", () => {
    expect(shoveOf(request({ shovePass: "Scene.a:Token.b:3:-4" }), "shovePass")).toEqual({
      model: "Scene.a:Token.b",
      dx: 3,
      dy: -4,
    });
  });

  it("reads a stored offset of exactly ±10⁶, and nothing beyond", () => {
    expect(shoveOf(request({ shovePass: "b:1000000:-1000000" }), "shovePass")).toEqual({
      model: "b",
      dx: 1e6,
      dy: -1e6,
    });
    expect(shoveOf(request({ shovePass: "b:1000001:0" }), "shovePass")).toBeNull();
    expect(shoveOf(request({ shovePass: "b:0:-1000001" }), "shovePass")).toBeNull();
  });

  it.each([
    ["no request", null],
    ["an absent request", undefined],
    ["options that are text", request("b:1:2")],
    ["null options", request(null)],
    ["no such option", request({ shoveFail: "b:1:2" })],
    ["an option that is a number", request({ shovePass: 12 })],
    ["too few parts", request({ shovePass: "1:2" })],
    ["an empty id", request({ shovePass: ":1:2" })],
    ["an empty offset", request({ shovePass: "b::2" })],
    ["a blank offset", request({ shovePass: "b:1: " })],
    ["an offset that is not a number", request({ shovePass: "b:1:x" })],
    ["a non-finite offset", request({ shovePass: "b:Infinity:0" })],
    ["only the second offset bad", request({ shovePass: "b:1:NaN" })],
    ["only the first offset bad", request({ shovePass: "b:NaN:1" })],
  ])("is null for %s", (_, req) => {
    expect(shoveOf(req, "shovePass")).toBeNull();
  });

  it("ignores an option inherited rather than stored on the card", () => {
    const inherited = Object.create({ shovePass: "b:1:2" }) as Record<string, unknown>;
    expect(shoveOf(request(inherited), "shovePass")).toBeNull();
  });
});

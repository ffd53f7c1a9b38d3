/**
 * A flyer's turn in Dark Heresy (dh2-movement.md § Altitude; Stride's reading of altitude changes in
 * a turn, rulesets/dh2/flight-turn.ts): the input each function refuses, named, and the text data a
 * change of altitude is worded with.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

const positions = () => dh2.FLIGHT_POSITIONS.join(", ");

describe("altitude in a turn: what is refused", () => {
  it("names the position, the input and the count at fault", () => {
    expect(() => dh2.altitudeLevels("ground", "orbit" as never)).toThrow(
      new RangeError(`to must be one of ${positions()}`),
    );
    expect(() => dh2.altitudeLevels("orbit" as never, "low")).toThrow(
      new RangeError(`from must be one of ${positions()}`),
    );
    expect(() => dh2.altitudeTurn(null as never)).toThrow(new TypeError("Altitude turn input must be an object"));
    const turn = { from: "ground", to: "low", levelsBefore: 0, spent: false } as const;
    expect(() => dh2.altitudeTurn({ ...turn, from: "orbit" as never })).toThrow(/^from must be one of/);
    expect(() => dh2.altitudeTurn({ ...turn, to: "orbit" as never })).toThrow(/^to must be one of/);
    expect(() => dh2.altitudeTurn({ ...turn, levelsBefore: 1001 })).toThrow(
      new RangeError("levelsBefore must be a whole number from 0 to 1000"),
    );
    expect(dh2.altitudeTurn({ ...turn, levelsBefore: 1000 }).levels).toBe(1000);
    expect(() => dh2.altitudeTurn({ ...turn, spent: "no" as never })).toThrow(new TypeError("spent must be a boolean"));
  });

  it("words a change with its positions, the turn's levels and the action it now takes", () => {
    expect(dh2.altitudeTurn({ from: "hovering", to: "low", levelsBefore: 1, spent: false }).text).toEqual({
      key: "STRIDE.Dh2Turn.altitude.charge",
      data: {
        from: { key: "STRIDE.Dh2.altitude.hovering" },
        to: { key: "STRIDE.Dh2.altitude.low" },
        levels: 2,
        action: { key: "STRIDE.Action.charge" },
      },
    });
  });
});

describe("the altitude capability (the token HUD)", () => {
  it("labels an unknown position as the ground, and refuses input that is not an object", () => {
    expect(dh2.DH2_ALTITUDE.positionLabel("orbit")).toBe("STRIDE.Dh2.altitude.ground");
    expect(dh2.DH2_ALTITUDE.positionLabel("low")).toBe("STRIDE.Dh2.altitude.low");
    expect(() => dh2.DH2_ALTITUDE.turn(null as never)).toThrow(new TypeError("Altitude turn input must be an object"));
    // A count above the most is clamped; one that is not a number is refused.
    const input = { from: "ground", to: "hovering", spent: false };
    expect(dh2.DH2_ALTITUDE.turn({ ...input, levelsBefore: 5000 }).levels).toBe(1000);
    expect(() => dh2.DH2_ALTITUDE.turn({ ...input, levelsBefore: "5000" } as never)).toThrow(RangeError);
  });

  it("refuses a flight stop input that is not an object", () => {
    expect(() => dh2.flightStopEffects(null as never)).toThrow(new TypeError("Flight stop input must be an object"));
  });
});

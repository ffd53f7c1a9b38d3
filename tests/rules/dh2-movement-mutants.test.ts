/**
 * Dark Heresy 2e movement rates (src/rules/rulesets/dh2/movement.ts): what the Agility bonus for
 * movement and the gravity shift (dh2-movement.md § Low Gravity Worlds, § High Gravity Worlds)
 * refuse, each named in the message.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

describe("the movement Agility bonus names an input that is no object", () => {
  it("null is named null, a number is named number", () => {
    expect(() => dh2.movementAgilityBonus(null as never)).toThrow(
      new TypeError("Movement needs an input { agility, … }, got null"),
    );
    expect(() => dh2.movementAgilityBonus(42 as never)).toThrow(
      new TypeError("Movement needs an input { agility, … }, got number"),
    );
  });
});

describe("the gravity shift names what it refuses (§ The Effects of Gravity)", () => {
  it("an unknown gravity name is quoted, a gravity that is no text is named by its type", () => {
    // Agility 42 (AB 4) on a world whose gravity is neither normal, low, high nor zero.
    expect(() => dh2.applyGravity(4, "lunar" as never)).toThrow(
      new RangeError("Gravity is one of normal, low, high, zero, got lunar"),
    );
    expect(() => dh2.applyGravity(4, 2 as never)).toThrow(
      new RangeError("Gravity is one of normal, low, high, zero, got number"),
    );
  });

  it("a bonus that is no number is named", () => {
    expect(() => dh2.applyGravity("4" as never, "high")).toThrow(
      new TypeError("An Agility bonus must be a number, got string"),
    );
  });
});

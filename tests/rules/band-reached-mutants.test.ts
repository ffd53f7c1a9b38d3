import { describe, expect, it } from "vitest";
import { getRuleset, type MovementBand, type PathStep, type TerrainCapability } from "../../src/rules";
import { bandAt, bandReached, type BandReachedSummary } from "../../src/rules/moves/band-reached";

// The band a turn's movement reached (moves/band-reached.ts), with dh2's numbers
// (dh2-movement.md § Movement Speed in Structured Time: AB 4 gives Half 4 m, Full 8, Charge 12,
// Run 24; § Zero Gravity: difficult terrain for movement; rules/README.md ruling 3: halved bands
// round up, so through difficult ground Half 2 m, Full 4, Charge 6, Run 12).

const bad = <T>(value: unknown): T => value as T;

/** The walking bands of an AB 4 character. */
function ab4(): MovementBand[] {
  return getRuleset("dh2").bands.movementBands({ characteristics: { agility: 40 } }, { gravity: "normal" });
}

/** A turn of `turnDistance` metres on AB 4 bands, no cost given. */
function summary(turnDistance: number, extra: Partial<BandReachedSummary> = {}): BandReachedSummary {
  return { turnDistance, bands: ab4(), zeroGravity: false, ...extra };
}

describe("bandReached: pricing the turn from its path", () => {
  it("the bands are as the text gives them for AB 4", () => {
    expect(ab4().map((b) => [b.action, b.distance])).toEqual([
      ["half", 4],
      ["full", 8],
      ["charge", 12],
      ["run", 24],
    ]);
  });

  it("a 3 m walk along a walkway 2 m up is a Half Move: the height it stands at is no distance", () => {
    const path: PathStep[] = [
      { x: 0, y: 0, elevation: 2 },
      { x: 3, y: 0, elevation: 2, action: "half" },
    ];
    expect(bandReached(summary(3), getRuleset("dh2").bands, path, getRuleset("dh2").terrain)).toBe("half");
  });

  it("4 m moved earlier in zero gravity count double: a Full Move, as through difficult ground", () => {
    expect(bandReached(summary(4, { zeroGravity: true }), getRuleset("dh2").bands)).toBe("full");
    expect(bandReached(summary(4), getRuleset("dh2").bands)).toBe("half");
  });

  it("a ruleset multiplier that is not a number ≥ 1 prices the step as clear ground", () => {
    const path: PathStep[] = [
      { x: 0, y: 0, elevation: 0 },
      { x: 3, y: 0, elevation: 0, action: "half", conditions: ["odd"] },
    ];
    for (const own of ["3", Number.NaN, 0.5, undefined]) {
      const terrain = bad<TerrainCapability>({ costMultiplier: () => own });
      expect(bandReached(summary(3), getRuleset("dh2").bands, path, terrain)).toBe("half");
    }
  });
});

describe("bandReached: the argument a bad value is named by", () => {
  it("names the summary, the capability, the band lists, the distance, the cost and the path", () => {
    const bands = getRuleset("dh2").bands;
    expect(() => bandReached(bad(null), bands)).toThrow(new TypeError("summary must be an object, got null"));
    expect(() => bandReached(summary(3), bad(null))).toThrow(new TypeError("bands must be an object, got null"));
    expect(() => bandReached(summary(3, { bands: bad(null) }), bands)).toThrow(
      new TypeError("summary.bands must be an array, got null"),
    );
    expect(() => bandReached(summary(3, { measured: { action: "fly", bands: bad([null]) } }), bands)).toThrow(
      new TypeError("summary.measured.bands[0] must be an object, got null"),
    );
    expect(() => bandReached(summary(-1), bands)).toThrow(
      new RangeError("summary.turnDistance must not be negative, got -1"),
    );
    expect(() => bandReached(summary(3, { turnCost: -1 }), bands)).toThrow(
      new RangeError("summary.turnCost must not be negative, got -1"),
    );
    expect(() => bandReached(summary(3), bands, bad(null))).toThrow(new TypeError("path must be an array, got null"));
  });
});

describe("bandAt: the band a distance and cost reach", () => {
  it("no bands, or a turn that went nowhere, reach no band", () => {
    const bands = getRuleset("dh2").bands;
    expect(bandAt(bands, [], "", 3, 3)).toBe(null);
    expect(bandAt(bands, ab4(), "", 0, 0)).toBe(null);
    expect(bandAt(bands, ab4(), "", 3, 3)).toBe("half");
  });
});

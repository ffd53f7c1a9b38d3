// geometry/engagement.ts: the edges its mutation run (docs/development.md § Mutation testing) found
// untested: a path exactly tangent to a zone, a move ending exactly on a zone's edge, ties between
// two enemies in the spatial index, the front arc's 45° line and a push already in contact.
// Rules: necromunda-movement.md (§ The 1" Rule; § Move and Push During
// Collisions); rules/README.md ruling 7; contact arcs by the Stride ruling in contactArc's doc.
// The boundary inputs are off the axes and the origin; where a boundary must hold exactly in
// floating point, the coordinates were found a few ulps from the hand-worked point (noted).
import { describe, expect, it } from "vitest";
import { contactArc, EngagementIndex, NaiveBaseFinder, pushAhead, zoneEntryFraction, type Base } from "../../src/rules";

/** The slack engagement.ts measures zones with (EDGE_EPSILON): the zone's edge is drawn this much inside. */
const EDGE_EPSILON = 1e-6;

describe("zoneEntryFraction at the zone's very edge (§ The 1\" Rule)", () => {
  it("a path that only grazes the zone, tangent to it, enters it at the tangent point", () => {
    // An enemy on a 0.75" base at (7.25, −2.5), a mover on a 0.5" base, the 1" zone: centres
    // 2.25" apart (less the slack) touch it. The line through (5.45, −1.15) along (3, 4) stays
    // exactly that far off, touching halfway along this 10" segment. The start is a few ulps
    // off (2.4500008, −5.1500006), where the discriminant is exactly 0 in floating point.
    const enemy: Base = { x: 7.25, y: -2.5, radius: 0.75 };
    const t = zoneEntryFraction(2.4500007999998665, -5.1500006000001814, 8.4500008, 2.8499994, 0.5, 1, enemy);
    expect(t).not.toBeNull();
    expect(t!).toBeCloseTo(0.5, 9);
  });

  it("a move that ends exactly on the zone's edge enters it at its very end (t = 1)", () => {
    // The same enemy; the move comes 5" along (3, 4) and ends 2.25" (less the slack) from its
    // centre, along (−7, −24)/25 from it: from (3.62, −8.66) to (6.62, −4.66), a few ulps off,
    // where the fraction comes out exactly 1 in floating point.
    const enemy: Base = { x: 7.25, y: -2.5, radius: 0.75 };
    const end = { x: 6.620000279999735, y: -4.659999039999922 };
    expect(Math.hypot(end.x - enemy.x, end.y - enemy.y)).toBeCloseTo(2.25 - EDGE_EPSILON, 12);
    expect(zoneEntryFraction(3.62000028, -8.659999039999999, end.x, end.y, 0.5, 1, enemy)).toBe(1);
  });
  it("a mover that starts a hair inside the zone is not entering it, even heading further in", () => {
    // The same enemy; the mover starts 2.25" (less the slack) from its centre along (3, 4)/5, at
    // (8.6, −0.7), a few ulps inside the zone's edge, and heads back in 1" towards it.
    const enemy: Base = { x: 7.25, y: -2.5, radius: 0.75 };
    const start = { x: 8.59999939999999, y: -0.7000007999999938 };
    expect(Math.hypot(start.x - enemy.x, start.y - enemy.y)).toBeLessThan(2.25 - EDGE_EPSILON);
    expect(zoneEntryFraction(start.x, start.y, 8.0079994, -1.5060008, 0.5, 1, enemy)).toBeNull();
  });
});

describe("the spatial index agrees with the reference scan on ties", () => {
  it("firstWithin: two enemies at the same gap, the first given is the one returned", () => {
    // A mover (0.5" base) at (3.5, −1.25); enemies (0.5" bases) 2.5" away along (1.5, 2) and
    // (−1.5, −2): both 1.5" edge to edge, inside a 2" zone. Equal gaps: the reference keeps the first.
    const bases: Base[] = [
      { x: 5, y: 0.75, radius: 0.5 },
      { x: 2, y: -3.25, radius: 0.5 },
    ];
    expect(new NaiveBaseFinder(bases).firstWithin(3.5, -1.25, 0.5, 2)).toBe(0);
    expect(new EngagementIndex(bases).firstWithin(3.5, -1.25, 0.5, 2)).toBe(0);
    const swapped = [bases[1]!, bases[0]!];
    expect(new EngagementIndex(swapped).firstWithin(3.5, -1.25, 0.5, 2)).toBe(0);
  });

  it("firstEntry: two zones entered at the same point of the move, the first given is the one returned", () => {
    // The move from (1.5, −2.5) 15" along (3, 4) to (10.5, 9.5); enemies mirrored across its line,
    // 10" along it and 2.5" to either side: (9.5, 4) and (5.5, 7). Mover 0.5", enemies 0.75",
    // zone 1.5": the zone is met 2.75" (less the slack) from each centre, at the same t.
    const bases: Base[] = [
      { x: 9.5, y: 4, radius: 0.75 },
      { x: 5.5, y: 7, radius: 0.75 },
    ];
    const reference = new NaiveBaseFinder(bases).firstEntry(1.5, -2.5, 10.5, 9.5, 0.5, 1.5);
    // Along the line: 10 − √(2.75² − 2.5²) ≈ 8.854" of 15".
    expect(reference?.base).toBe(0);
    expect(reference!.t).toBeCloseTo((10 - Math.sqrt((2.75 - EDGE_EPSILON) ** 2 - 2.5 ** 2)) / 15, 9);
    expect(new EngagementIndex(bases).firstEntry(1.5, -2.5, 10.5, 9.5, 0.5, 1.5)).toEqual(reference);
    const swapped = [bases[1]!, bases[0]!];
    expect(new EngagementIndex(swapped).firstEntry(1.5, -2.5, 10.5, 9.5, 0.5, 1.5)?.base).toBe(0);
  });
});

describe("contactArc: front within 45° of the travel, the 45° line itself front (Stride ruling)", () => {
  it("the other model exactly on the front arc's edge (within the measuring slack) is met by the front", () => {
    // Travelling along (3, 4); the other lies 45° to its left, 2" off: (−0.2828, 1.9799). A few
    // ulps off it, the cosine is exactly cos 45° less the slack.
    expect(contactArc({ x: 3, y: 4 }, { x: -0.28284271527463184, y: 1.9798989869224215 })).toBe("front");
    // A little further round (50°), the side.
    const fifty = Math.atan2(4, 3) + (50 * Math.PI) / 180;
    expect(contactArc({ x: 3, y: 4 }, { x: 2 * Math.cos(fifty), y: 2 * Math.sin(fifty) })).toBe("side");
  });
});

describe("pushAhead: a model already ahead in base contact is not pushed (§ Move and Push During Collisions)", () => {
  it("a pushed base exactly in contact straight ahead (within the slack) stays where it is", () => {
    // The pusher (1.25" base) ends at (4.5, −1.5) travelling along (−5, 12); contact is 2" ahead:
    // (3.7308, 0.3462). A few ulps off it, the distance ahead is exactly 2" less the slack.
    const pushed = { x: 3.7307692311537934, y: 0.3461538452307471, radius: 0.75 };
    expect(pushAhead({ x: 4.5, y: -1.5 }, { x: -5, y: 12 }, 1.25, pushed)).toBeNull();
    // Half an inch short of contact, it is pushed on to contact 2" ahead.
    const short = pushAhead({ x: 4.5, y: -1.5 }, { x: -5, y: 12 }, 1.25, { x: 4.3077, y: -1.0385, radius: 0.75 });
    expect(short?.x).toBeCloseTo(4.5 - (5 / 13) * 2, 9);
    expect(short?.y).toBeCloseTo(-1.5 + (12 / 13) * 2, 9);
  });
});

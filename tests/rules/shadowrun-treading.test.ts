/**
 * Treading water keeps time (shadowrun-movement.md § Swimming: a period of minutes from Strength and
 * Body, a Swimming + Strength test at its end, and another period of the same length on success).
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import * as sr from "../../src/rules/rulesets/shadowrun";
import { MAX_TREAD_TESTS, treadingClock, treadWaterMinutes } from "../../src/rules/rulesets/shadowrun";

describe("the treading-water clock (§ Swimming)", () => {
  // Strength 3, Body 4: 3.5 minutes (210 s) before each test.
  const minutes = treadWaterMinutes({ strength: 3, body: 4 });

  it("Strength 3 and Body 4 hold 3.5 minutes: after 150 s one minute is left and no test is due", () => {
    expect(minutes).toBe(3.5);
    expect(treadingClock({ minutes, since: 1000, now: 1150 })).toEqual({ due: 0, left: 1, since: 1000 });
  });

  it("at 3.5 minutes the test is due and the same time starts again", () => {
    expect(treadingClock({ minutes, since: 1000, now: 1210 })).toEqual({ due: 1, left: 3.5, since: 1210 });
  });

  it("7.5 minutes later two tests are due and half a minute of the third period has gone", () => {
    expect(treadingClock({ minutes, since: 0, now: 450 })).toEqual({ due: 2, left: 3, since: 420 });
  });

  it("a long jump of the clock posts at most ten tests but keeps the period in step", () => {
    const clock = treadingClock({ minutes, since: 0, now: 3600 });
    expect(clock.due).toBe(MAX_TREAD_TESTS);
    // 3600 s is 17 whole periods of 210 s (3570 s): 30 s into the 18th.
    expect(clock.since).toBe(3570);
    expect(clock.left).toBe(3);
  });

  it("a clock set back has nothing due; Strength and Body 0 make a test due whenever time moves", () => {
    expect(treadingClock({ minutes, since: 500, now: 400 })).toEqual({ due: 0, left: 3.5, since: 500 });
    expect(treadingClock({ minutes: 0, since: 500, now: 506 })).toEqual({ due: 1, left: 0, since: 506 });
  });

  it("a clock that has not moved posts nothing, even for Strength and Body 0", () => {
    // "Each time the clock moves": at the period's own start nothing has moved.
    expect(treadingClock({ minutes: 0, since: 500, now: 500 })).toEqual({ due: 0, left: 0, since: 500 });
    expect(treadingClock({ minutes, since: -210, now: -210 })).toEqual({ due: 0, left: 3.5, since: -210 });
  });

  it("minutes too many to count in seconds hold the whole period, nothing due", () => {
    // 1e307 minutes is 6e308 s, beyond a number's range: no period ends.
    expect(treadingClock({ minutes: 1e307, since: 0, now: 1e300 })).toEqual({ due: 0, left: 1e307, since: 0 });
  });

  it("is on the ruleset object too", () => {
    expect((getRuleset("shadowrun") as unknown as { treadingClock: typeof treadingClock }).treadingClock).toBe(
      treadingClock,
    );
  });
});

describe("the clock's and the rates' refusals name what they refuse (§ Swimming, § Movement)", () => {
  it("names the attribute, the skill and the clock value that is bad", () => {
    expect(() => sr.movementRates({ agility: Number.NaN, metatype: "ork" })).toThrow(/^Agility must be a finite/);
    expect(() => sr.sprintTestLimit({ running: Infinity })).toThrow(/^Running must be a finite/);
    expect(() => sr.swimRate({ agility: 3, strength: Number.NaN })).toThrow(/^Strength must be a finite/);
    expect(() => sr.treadWaterMinutes({ strength: Number.NaN, body: 3 })).toThrow(/^Strength must be a finite/);
    expect(() => sr.treadWaterMinutes({ strength: 3, body: Number.NaN })).toThrow(/^Body must be a finite/);
    expect(() => treadingClock({ minutes: Number.NaN, since: 0, now: 1 })).toThrow(/^Minutes held must be a finite/);
  });

  it("a rating read without a name is called a rating; a name that is no string is refused", () => {
    expect(() => sr.rating(Number.NaN)).toThrow(/^rating must be a finite number/);
    expect(() => sr.rating(3, 5 as unknown as string)).toThrow(/^A rating's name must be a string, got 5/);
  });

  it("an unknown metatype lists the known ones", () => {
    expect(() => sr.swimSprintPerHit({ metatype: "gnome" })).toThrow(
      'Unknown metatype "gnome"; known: dwarf, elf, human, ork, troll',
    );
  });

  it("a jump of the clock beyond a number's range posts ten tests and starts the next period now", () => {
    // 3.5 minutes from −1e308 s to 1e308 s: the time between is no finite number.
    expect(treadingClock({ minutes: 3.5, since: -1e308, now: 1e308 })).toEqual({ due: 10, left: 3.5, since: 1e308 });
  });
});

/**
 * The journey card's view model, built from the `journey` message's `system` data each time the card is
 * shown (so results and the Fatigue tally are always current). Pure: tested without Foundry.
 * @module
 */
import * as dh2 from "../../../../rules/rulesets/dh2/index";
import { memberTally, type JourneyCardData } from "./journey-plan";

/** Localization the card needs. */
export interface CardI18n {
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
}

/** Foundry's `game.i18n` as a {@link CardI18n}: numbers are formatted as strings for `format`. */
export function gameCardI18n(): CardI18n {
  return {
    localize: (key) => game.i18n!.localize(key),
    format: (key, data) =>
      game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
  };
}

/** A modifier with its sign: +10, +0, −20. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** Hours to show: at most two decimals. */
export function hoursLabel(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** The card's template context. */
export type JourneyCardContext = {
  summary: { label: string; value: string }[];
  members: {
    index: number;
    name: string;
    hours: string;
    slowest: boolean;
    tally: string;
    unconscious: boolean;
    recovery: string | null;
    tests: {
      index: number;
      label: string;
      modifier: string;
      canRoll: boolean;
      state: "pending" | "passed" | "failed";
      result: string | null;
    }[];
    noTests: boolean;
  }[];
};

/**
 * Builds the card's context.
 * @param canRoll whether the viewing user may roll for the member at this index (owner or GM)
 */
export function journeyCardContext(
  data: JourneyCardData,
  i18n: CardI18n,
  canRoll: (memberIndex: number) => boolean,
): JourneyCardContext {
  const localize = (key: string) => i18n.localize(key);
  const format = (key: string, data: Parameters<typeof i18n.format>[1]) => i18n.format(key, data);
  const label = (key: string) => localize(`STRIDE.Journey.${key}`);
  const summary = [
    {
      label: label("distance"),
      value: format("STRIDE.Journey.km", { km: data.distanceKm, swim: data.swimmingKm }),
    },
    {
      label: label("terrain"),
      value: localize(`STRIDE.Journey.terrains.${data.terrain}`) + (data.halved ? ` (${label("halved")})` : ""),
    },
    { label: label("pace"), value: localize(`STRIDE.Journey.paces.${data.pace}`) },
    { label: label("perception"), value: signed(data.perceptionModifier) },
    { label: label("gravity"), value: localize(`STRIDE.Gravity.${data.gravity}`) },
    { label: label("variant"), value: localize(`STRIDE.Variant.${data.variant}`) },
    {
      label: label("time"),
      value: format("STRIDE.Journey.timeValue", {
        hours: hoursLabel(data.travelHours),
        days: data.days,
        elapsed: hoursLabel(data.elapsedHours),
        perDay: hoursLabel(data.hoursPerDay),
        rest: hoursLabel(data.restHours),
      }),
    },
  ];
  const members = data.members.map((member, index) => {
    const tally = memberTally(member);
    const beyond = member.hoursBeyond.reduce((a, b) => a + b, 0);
    const recovery =
      beyond > 0
        ? format(`STRIDE.Journey.recovery.${data.variant === "alternate" ? "alternate" : "core"}`, {
            rest: dh2.forcedMarchRecovery({
              variant: data.variant,
              levels: Math.max(1, tally.failures),
              hoursBeyond: Math.max(...member.hoursBeyond),
              restHours: 0,
            }).restNeeded,
            beyond: Math.max(...member.hoursBeyond),
          })
        : null;
    return {
      index,
      name: member.name,
      hours: hoursLabel(member.hours),
      slowest: member.name === data.slowest,
      tally: format("STRIDE.Journey.tally", {
        fatigue: tally.fatigue,
        threshold: member.fatigueThreshold,
        failures: tally.failures,
      }),
      unconscious: tally.unconscious,
      recovery,
      tests: member.tests.map((test, testIndex) => ({
        index: testIndex,
        label: format("STRIDE.Journey.testAt", {
          kind: localize(`STRIDE.Journey.kinds.${test.kind}`),
          day: test.day,
          hour: hoursLabel(test.hour),
        }),
        modifier: signed(test.modifier),
        canRoll: !test.result && canRoll(index),
        state: !test.result ? ("pending" as const) : test.result.success ? ("passed" as const) : ("failed" as const),
        result: test.result
          ? format(test.result.success ? "STRIDE.Journey.passed" : "STRIDE.Journey.failed", {
              roll: test.result.roll,
              target: test.result.target,
              degrees: test.result.degrees,
            })
          : null,
      })),
      noTests: member.tests.length === 0,
    };
  });
  return { summary, members };
}

/** Journey dialog and card contexts shared by the template and browser tests, built by the real view-model code. */
import type * as dh2 from "../../src/rules/rulesets/dh2";
import { journeyCardContext } from "../../src/foundry/rulesets/dh2/journey/journey-card";
import { planJourney, type JourneyActor } from "../../src/foundry/rulesets/dh2/journey/journey-plan";
import { format, localize } from "./render";

/** Two travellers: AB 4 / SB 4 / TB 3 / WPB 2, and AB 3 / SB 3 / TB 4 / WPB 4 with 1 Fatigue. */
export const JOURNEY_ACTORS: JourneyActor[] = [
  {
    uuid: "Actor.vex",
    name: "Interrogator Vex",
    system: { agilityBonus: 4, bonuses: { strength: 4, toughness: 3, willpower: 2 } },
  },
  {
    uuid: "Actor.ines",
    name: "Sister Ines",
    system: { agilityBonus: 3, bonuses: { strength: 3, toughness: 4, willpower: 4 }, fatigue: 1 },
  },
];

/** The card data of a two-day hurried march of 96 km at 12 hours a day, alternate variant; nothing rolled. */
export function journeyPlan() {
  const input: dh2.JourneyInput = {
    members: JOURNEY_ACTORS.map((a) => ({
      id: a.uuid,
      agilityBonus: a.system.agilityBonus!,
      strengthBonus: a.system.bonuses!.strength!,
      toughnessBonus: a.system.bonuses!.toughness!,
      willpowerBonus: a.system.bonuses!.willpower!,
    })),
    distanceKm: 96,
    pace: "hurry",
    hoursPerDay: 12,
    variant: "alternate",
  };
  const plan = planJourney(input, JOURNEY_ACTORS);
  if (!plan.ok) throw new Error("plan");
  return plan.data;
}

/** The journey card's context for that march, with the first member's two tests rolled. */
export function journeyCard(): object {
  const plan = { data: journeyPlan() };
  plan.data.members[0]!.tests[0]!.result = { roll: 23, target: 35, success: true, degrees: 2 };
  plan.data.members[0]!.tests[1]!.result = { roll: 71, target: 25, success: false, degrees: 6 };
  return journeyCardContext(plan.data, { localize, format }, (i) => i === 0);
}

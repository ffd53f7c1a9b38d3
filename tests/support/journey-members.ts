/** Dark Heresy journeys' test members and schedules (src/rules/rulesets/dh2/travel.ts), shared by its test files. */
import type * as dh2 from "../../src/rules/rulesets/dh2";

export type Member = Parameters<typeof dh2.journey>[0]["members"][number];

/** A member with the given bonuses (AB 4, SB 3, TB 3 unless told). */
export const member = (id: string, over: Partial<Member> = {}): Member => ({
  id,
  agilityBonus: 4,
  strengthBonus: 3,
  toughnessBonus: 3,
  ...over,
});

/** [elapsed hour, modifier] pairs of one kind of test of the only member. */
export function schedule(plan: ReturnType<typeof dh2.journey>, kind: string): [number, number][] {
  return plan.members[0]!.tests.filter((t) => t.kind === kind).map((t) => [t.elapsed, t.modifier]);
}

/**
 * The OpenD6 system (`od6s`, "OpenD6 Space": jbowensii/Foundryvtt-D6Space read at 14.1.1, Foundry 14;
 * the same shapes as the earlier template.json of Mac-Tonight/od6s) as a d6 host: its `character`,
 * `npc` and `creature` actors. Field paths: src/module/data/actor/mixins/attributes-mixin.js
 * (`attributes.<agi|str>.score`, in pips), common-mixin.js (`move.value`, 10 by default;
 * `wounds.value`, the wound level; `stuns.value`), src/module/data/item/mixins/skill-mixin.js (skills
 * are items of type `skill` with `attribute` and `score` in pips), src/module/actor/actor.js
 * `prepareDerivedData` (a skill's `total` is its score plus its attribute's, an advanced skill's its
 * score alone), src/module/config/config-od6s.js (`pipsPerDice` 3, the default Stride reads),
 * compendia/skills/skills.yaml (the skill names: Running, Climb/Jump, Swim, Stamina, Flying/0-G).
 * docs/foundry-evidence.md § 29.
 * @module
 */
import * as d6 from "../../../../rules/rulesets/d6/index";
import { hostItems, hostNumber, hostValue } from "../../../hosts";
import { SYSTEM_ID } from "../../../constants";
import type { HostActor, HostAdapter, HostReading } from "../../../rulesets";

/** The words of a host skill's name that stand for each skill the movement text rolls. */
const SKILL_NAMES: Readonly<Record<d6.D6Skill, readonly string[]>> = {
  running: ["running", "run"],
  swimming: ["swimming", "swim"],
  climbing: ["climbing", "climb"],
  jumping: ["jumping", "jump"],
  flying: ["flying", "fly"],
  stamina: ["stamina"],
};

/** Pips as a code (`3D+2`), three pips a die (od6s `pipsPerDice` default). */
export function pipsToCode(pips: number): string {
  const n = Math.max(0, Math.trunc(pips));
  const dice = Math.floor(n / d6.PIPS_PER_DIE);
  const rest = n % d6.PIPS_PER_DIE;
  return rest ? `${dice}D+${rest}` : `${dice}D`;
}

/**
 * The codes of the movement skills an od6s actor has (items of type `skill` with a score above 0),
 * each as the host totals it: `total` when prepared, else score plus its attribute's score.
 */
export function hostSkillCodes(actor: HostActor): Partial<Record<d6.D6Skill, string>> {
  const codes: Partial<Record<d6.D6Skill, string>> = {};
  for (const item of hostItems(actor, "skill")) {
    const score = hostNumber(item.system, "score");
    if (score <= 0) continue;
    const words = item.name.toLowerCase().split(/[^a-z0-9]+/);
    const attribute = hostValue(item.system, "attribute");
    const base =
      hostValue(item.system, "isAdvancedSkill") === true || typeof attribute !== "string"
        ? 0
        : hostNumber(actor.system, `attributes.${attribute}.score`);
    const total = hostNumber(item.system, "total", score + base);
    for (const skill of d6.D6_SKILLS) {
      if (!SKILL_NAMES[skill].some((name) => words.includes(name))) continue;
      const code = pipsToCode(total);
      const known = codes[skill];
      if (!known || d6.codePips(code) > d6.codePips(known)) codes[skill] = code;
    }
  }
  return codes;
}

/** An OpenD6 character's profile from the host's data: Move, Agility and Strength (Physique) and the movement skills. */
export function d6HostReading(actor: HostActor): HostReading {
  const system = actor.system;
  const record: d6.D6Record = {
    move: d6.readMove(hostNumber(system, "move.value", d6.DEFAULT_MOVE)),
    flyingMove: 0,
    attributes: {
      agility: pipsToCode(hostNumber(system, "attributes.agi.score", d6.PIPS_PER_DIE)),
      physique: pipsToCode(hostNumber(system, "attributes.str.score", d6.PIPS_PER_DIE)),
    },
    skills: hostSkillCodes(actor),
    // Failed swimming rounds: the host has no such field; the module keeps them in its flags.
    drowning: Math.max(0, Math.trunc(hostNumber(hostValue(actor, `flags.${SYSTEM_ID}`), "drowning"))),
  };
  return { movementProfile: d6.d6Profile(record), flyingSpeed: 0, kind: "character" };
}

/** The od6s host adapter. */
export const od6sHost: HostAdapter = {
  systemId: "od6s",
  versions: "14.1.1",
  read: (actor) => (["character", "npc", "creature"].includes(actor.type ?? "") ? d6HostReading(actor) : null),
  writes: {
    // The wound level (0 healthy, higher worse): config-od6s.js `woundsId`.
    wounds: { path: "system.wounds.value", direction: "up" },
    stun: { path: "system.stuns.value" },
  },
};

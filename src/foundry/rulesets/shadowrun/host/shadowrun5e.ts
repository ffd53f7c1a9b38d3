/**
 * The Shadowrun 5th edition system (`shadowrun5e`, SR5-FoundryVTT/SR5-FoundryVTT, read at 0.36.0,
 * Foundry 14) as a shadowrun host: its `character` and `spirit` actors. Field paths, all in
 * src/module/types: actor/Character.ts (`metatype`, `attributes`, `limits`, `armor`, `track`,
 * `movement`, `skills`), template/Attributes.ts and template/Base.ts (each attribute's prepared
 * `value`), actor/Common.ts and template/Skills.ts (`skills.active`, keyed by the skill's key:
 * SR5Actor.ts `getSkillByKey`), template/Limits.ts (`limits.physical.value`), template/Armor.ts
 * (`armor.rating.value`), template/ConditionMonitors.ts (`track.physical`, `track.stun`: boxes
 * marked, `value` of `max`), template/Movement.ts with actor/prep/functions/MovementPrep.ts (its own
 * Walk and Run, Agility × 2 and × 4 with its modifiers). Damage goes through the host's own
 * `addDamage` where it has one (below). docs/foundry-evidence.md § 29, § 44.
 * @module
 */
import * as shadowrun from "../../../../rules/rulesets/shadowrun/index";
import { hostMethod, hostNumber, hostValue } from "../../../hosts";
import type { HostActor, HostAdapter, HostApiCall, HostReading } from "../../../rulesets";

/**
 * An active skill's rating: `skills.active.<key>.value`, else the entry whose `key` is `key` (the
 * skills are keyed by the skill's key; a custom skill shares the normalisation); 0 when untrained.
 */
export function activeSkill(system: unknown, key: string): number {
  const active = hostValue(system, "skills.active");
  const own = hostValue(active, key);
  if (own !== undefined) return hostNumber(own, "value");
  if (typeof active !== "object" || active === null) return 0;
  const entry = Object.values(active as Record<string, unknown>).find((skill) => hostValue(skill, "key") === key);
  return hostNumber(entry, "value");
}

/**
 * A runner's profile from the host's data. The host's own Walk and Run (`movement.walk.value`,
 * `movement.run.value`, which carry its movement modifiers) are kept: the difference from Agility × 2
 * and × 4 is the profile's band modifier, so Stride's bands are the host's rates. Gymnastics is the
 * host's name for the skill the movement text calls Acrobatics (jumping, climbing, rappelling).
 */
export function shadowrunHostReading(actor: HostActor): HostReading {
  const system = actor.system;
  const metatype = hostValue(system, "metatype");
  const record: shadowrun.RunnerRecord = {
    metatype: shadowrun.isMetatype(metatype) ? metatype : "human",
    agility: shadowrun.rating(hostNumber(system, "attributes.agility.value")),
    strength: shadowrun.rating(hostNumber(system, "attributes.strength.value")),
    body: shadowrun.rating(hostNumber(system, "attributes.body.value")),
    running: shadowrun.rating(activeSkill(system, "running")),
    swimming: shadowrun.rating(activeSkill(system, "swimming")),
    acrobatics: shadowrun.rating(activeSkill(system, "gymnastics")),
    armour: shadowrun.rating(hostNumber(system, "armor.rating.value")),
    physicalLimit: shadowrun.rating(hostNumber(system, "limits.physical.value")),
  };
  const modifiers: Record<string, number> = {};
  const walk = hostNumber(system, "movement.walk.value", Number.NaN);
  const run = hostNumber(system, "movement.run.value", Number.NaN);
  if (walk >= 0) modifiers[shadowrun.ACTIONS.walk] = walk - record.agility * 2;
  if (run >= 0) modifiers[shadowrun.ACTIONS.run] = run - record.agility * 4;
  return { movementProfile: shadowrun.runnerProfile(record, modifiers), flyingSpeed: 0, kind: "character" };
}

/** The part of the host's API (`game.shadowrun5e`, src/module/hooks.ts) that builds a damage record. */
interface Sr5Api {
  readonly data?: { createData?: (key: string, data: object) => unknown };
}

/**
 * Physical or Stun damage through the actor's own `addDamage` (src/module/actor/SR5Actor.ts: "the main entry
 * method to applying damage", through src/module/actor/flows/DamageApplicationFlow.ts: Stun past its
 * monitor turns Physical, the boxes past the Physical monitor go to its overflow, and the defeated status follows), with the damage record
 * built by the host's `game.shadowrun5e.data.createData("damage", …)` as the host builds its own
 * (DamageApplicationFlow `setMatrixDamage`); the boxes Stride gives are already resisted. Null when the
 * actor or the host's API lacks either.
 */
const addDamageTo =
  (track: "physical" | "stun"): HostApiCall =>
  (actor, amount) => {
    const add = hostMethod(actor, "addDamage");
    const api = (globalThis as { game?: { shadowrun5e?: Sr5Api } }).game?.shadowrun5e?.data;
    const create = api?.createData;
    if (!add || typeof create !== "function") return null;
    const boxes = Math.trunc(amount);
    return () =>
      add.call(actor, create.call(api, "damage", { type: { base: track, value: track }, base: boxes, value: boxes }));
  };

/** The shadowrun5e host adapter. */
export const shadowrun5eHost: HostAdapter = {
  systemId: "shadowrun5e",
  versions: "0.36.0",
  read: (actor) => (actor.type === "character" || actor.type === "spirit" ? shadowrunHostReading(actor) : null),
  writes: {
    wounds: {
      path: "system.track.physical.value",
      direction: "up",
      max: "system.track.physical.max",
      api: addDamageTo("physical"),
    },
    stun: { path: "system.track.stun.value", max: "system.track.stun.max", api: addDamageTo("stun") },
  },
};

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
 * Its `vehicle` actors: src/module/data/actor/mixins/vehicle-common-mixin.js (`move.value` metres a
 * round at cruising speed, `maneuverability.score`, `toughness.score`, `armor.score` in pips,
 * `scale.score`, `vehicle_type.value` free text, `damage.value` a key of config-od6s.js
 * `OD6S.vehicle_damage`; `crewmembers`, `embedded_pilot`, `skill`, `specialization`, `attribute`:
 * whose roll pilots it), src/module/data/actor/vehicle.js (`cover.value`, a key of `OD6S.cover`),
 * compendia/vehicles/vehicles.yaml (the published vehicles). docs/foundry-evidence.md § 29, § 44.
 * @module
 */
import type { VehicleDamageChanges } from "../../../../rules";
import * as d6 from "../../../../rules/rulesets/d6/index";
import {
  D6_ACTORS,
  D6_VEHICLE_INITIAL,
  D6_VEHICLE_TYPE,
  d6VehicleCollisionProfile,
} from "../../../../rules/rulesets/d6/actors";
import { hostItems, hostLinkedActor, hostNumber, hostValue } from "../../../hosts";
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

/**
 * The od6s attribute each movement skill is listed under in the host's published skill list
 * (compendia/skills/skills.yaml: Running and Flying/0-G `agi`; Climb/Jump, Swim and Stamina `str`),
 * which an actor without the skill rolls untrained.
 */
const OD6S_SKILL_ATTRIBUTE: Readonly<Record<d6.D6Skill, string>> = {
  running: "agi",
  swimming: "str",
  climbing: "str",
  jumping: "str",
  flying: "agi",
  stamina: "str",
};

/** Stride's d6 attribute for an od6s attribute key (Agility `agi`; Strength `str`, the text's Physique). */
const D6_ATTRIBUTE: Readonly<Record<string, d6.D6Attribute>> = { agi: "agility", str: "physique" };

/**
 * The attribute od6s rolls each movement skill on when the actor has no score in it: the attribute
 * the actor's own skill item names (skill-mixin.js `attribute`), else the one the host's skill list
 * gives ({@link OD6S_SKILL_ATTRIBUTE}); so Climb/Jump rolls Strength (Physique) where Stride's own
 * characters roll Agility (docs/rulings.md § OpenD6 untrained skills in od6s). An attribute that is
 * neither Agility nor Strength is left to the skill list's.
 */
export function hostUntrainedAttributes(actor: HostActor): Record<d6.D6Skill, d6.D6Attribute> {
  const attributes = Object.fromEntries(
    d6.D6_SKILLS.map((skill) => [skill, D6_ATTRIBUTE[OD6S_SKILL_ATTRIBUTE[skill]]!]),
  ) as Record<d6.D6Skill, d6.D6Attribute>;
  for (const item of hostItems(actor, "skill")) {
    const key = hostValue(item.system, "attribute");
    if (typeof key !== "string" || !Object.hasOwn(D6_ATTRIBUTE, key)) continue;
    const attribute = D6_ATTRIBUTE[key]!;
    const words = item.name.toLowerCase().split(/[^a-z0-9]+/);
    for (const skill of d6.D6_SKILLS) {
      if (SKILL_NAMES[skill].some((name) => words.includes(name))) attributes[skill] = attribute;
    }
  }
  return attributes;
}

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
    untrainedAttributes: hostUntrainedAttributes(actor),
    // Failed swimming rounds: the host has no such field; the module keeps them in its flags.
    drowning: Math.max(0, Math.trunc(hostNumber(hostValue(actor, `flags.${SYSTEM_ID}`), "drowning"))),
  };
  return { movementProfile: d6.d6Profile(record), flyingSpeed: 0, kind: "character" };
}

/**
 * The od6s keys of a vehicle's damage level (`system.damage.value`, config-od6s.js
 * `OD6S.vehicle_damage`), in the order of the rules' levels (d6.DAMAGE_LEVELS: none … destroyed).
 */
export const OD6S_VEHICLE_DAMAGE = [
  "OD6S.NO_DAMAGE",
  "OD6S.DAMAGE_VERY_LIGHT",
  "OD6S.DAMAGE_LIGHT",
  "OD6S.DAMAGE_HEAVY",
  "OD6S.DAMAGE_SEVERE",
  "OD6S.DAMAGE_DESTROYED",
] as const;

/**
 * The kind of vehicle a free-text od6s `vehicle_type.value` names (the packs write `Land`,
 * `Walker`): words of flight read air, of boats water, of draught animals animal-drawn, else land.
 */
export function od6sVehicleKind(type: unknown): d6.VehicleKind {
  const words = typeof type === "string" ? type.toLowerCase().split(/[^a-z]+/) : [];
  const has = (names: readonly string[]) => words.some((word) => names.includes(word));
  if (has(["air", "aircraft", "airspeeder", "flyer", "flier", "plane", "helicopter", "airship", "flying"]))
    return "air";
  if (has(["water", "boat", "ship", "sea", "naval", "submarine", "watercraft", "hovercraft"])) return "water";
  if (has(["animal", "drawn", "wagon", "cart", "carriage", "chariot"])) return "animalDrawn";
  return "land";
}

/**
 * How exposed a vehicle's passengers are (d6-movement.txt § Vehicle & Passenger Damage: the damage
 * depends on how exposed they are), read from the cover od6s gives its crew
 * (`cover.value`, config-od6s.js `OD6S.cover`): full cover encloses them, half or three-quarters is
 * the chart's normal row, a quarter or none leaves them exposed.
 */
export function od6sExposure(cover: unknown): d6.Exposure {
  if (cover === "OD6S.COVER_FULL") return "enclosed";
  return cover === "OD6S.COVER_HALF" || cover === "OD6S.COVER_THREE_QUARTERS" ? "normal" : "exposed";
}

/**
 * The actor that pilots an od6s vehicle: the vehicle itself when it carries an embedded pilot
 * (vehicle-common-mixin.js `embedded_pilot.value`: actor.js `addEmbeddedPilot` copies the pilot's
 * attributes and skills onto the vehicle), else its first crew member (`crewmembers`, the
 * `{ uuid, name, sort }` entries actor-sheet.js `linkCrew` adds, in the order the sheet sorts them;
 * the host turns to `crewmembers[0]` when the vehicle must roll, utilities.js
 * `generateOpposedRoll`), found by its UUID; null without either.
 */
export function od6sPilot(vehicle: HostActor): HostActor | null {
  if (hostValue(vehicle.system, "embedded_pilot.value") === true) return vehicle;
  return hostLinkedActor(hostValue(vehicle.system, "crewmembers.0.uuid"));
}

/**
 * The pilot's part of an od6s vehicle's maneuver roll, pips, as the host adds it to the vehicle's
 * Maneuverability (actor.js `getVehicleActionScore("maneuver")`): the pilot's score in the
 * vehicle's specialization (`specialization.value`, an item of type `specialization` of that name),
 * else in its skill (`skill.value`, an item of type `skill`), plus the pilot's attribute the vehicle
 * names (`attribute.value`, `mec` by default); the attribute alone when the pilot has neither. Null
 * without a pilot ({@link od6sPilot}).
 */
export function od6sPilotPips(vehicle: HostActor): number | null {
  const pilot = od6sPilot(vehicle);
  if (!pilot) return null;
  const system = vehicle.system;
  const key = hostValue(system, "attribute.value");
  const attribute = hostNumber(pilot.system, `attributes.${typeof key === "string" && key ? key : "mec"}.score`);
  const named = (type: string, path: string) => {
    const name = hostValue(system, path);
    return typeof name === "string" && name !== ""
      ? hostItems(pilot, type).find((item) => item.name === name)
      : undefined;
  };
  const trained = named("specialization", "specialization.value") ?? named("skill", "skill.value");
  return Math.max(0, Math.trunc(attribute + (trained ? hostNumber(trained.system, "score") : 0)));
}

/**
 * An od6s vehicle's data as Stride's own `d6vehicle` model stores it (D6_VEHICLE_INITIAL's fields),
 * so the same engine reading measures both: Move, Maneuverability, Toughness and armour (pips as
 * codes), scale, kind, damage level and exposure from the host's fields; the pilot's code from its
 * pilot ({@link od6sPilotPips}), Stride's default without one; what the host has no field for
 * (the speed level, heading, rounds out of control or rammed, Maneuverability dice and speed
 * levels lost, the declared stunt's index, a Very Light hit's count and last round) from the
 * module's flags, where the executor keeps them (setCounter, vehicleDamage) and the HUD's stunt
 * declaration writes the stunt (hooks/declare-stunt-hud.ts).
 */
export function od6sVehicleData(actor: HostActor): Record<string, unknown> {
  const system = actor.system;
  const flags = hostValue(actor, `flags.${SYSTEM_ID}`);
  const code = (path: string) => {
    const pips = Math.trunc(hostNumber(system, path));
    return pips > 0 ? pipsToCode(pips) : "";
  };
  const count = (key: string) => Math.max(0, Math.trunc(hostNumber(flags, key)));
  const damage = OD6S_VEHICLE_DAMAGE.indexOf(hostValue(system, "damage.value") as (typeof OD6S_VEHICLE_DAMAGE)[number]);
  const speed = count(d6.VEHICLE_COUNTERS.speed);
  const heading = hostValue(flags, d6.VEHICLE_COUNTERS.heading);
  const pilot = od6sPilotPips(actor);
  return {
    ...D6_VEHICLE_INITIAL,
    // od6s keeps no team's running code: blank, so a drawn od6s vehicle's pilot rolls at its speed levels.
    teamRunning: "",
    pilotry: pilot === null ? D6_VEHICLE_INITIAL.pilotry : pipsToCode(pilot),
    move: hostNumber(system, "move.value", D6_VEHICLE_INITIAL.move),
    maneuverability: code("maneuverability.score") || "0D",
    toughness: code("toughness.score") || "0D",
    armor: code("armor.score"),
    scale: hostNumber(system, "scale.score", D6_VEHICLE_INITIAL.scale),
    vehicleKind: od6sVehicleKind(hostValue(system, "vehicle_type.value")),
    damage: d6.DAMAGE_LEVELS[Math.max(0, damage)],
    exposure: od6sExposure(hostValue(system, "cover.value")),
    speed: d6.SPEED_LEVELS[Math.min(speed, d6.SPEED_LEVELS.length - 1)],
    heading: typeof heading === "number" && Number.isFinite(heading) ? ((Math.round(heading) % 360) + 360) % 360 : null,
    lostControlRounds: count(d6.VEHICLE_COUNTERS.lostControl),
    rammedRounds: count(d6.VEHICLE_COUNTERS.rammed),
    maneuverabilityLoss: count("maneuverabilityLoss"),
    speedLoss: count("speedLoss"),
    declaredStunt: d6.DECLARED_STUNTS[Math.min(count(d6.VEHICLE_COUNTERS.declared), d6.DECLARED_STUNTS.length - 1)],
    veryLightRounds: count(d6.VEHICLE_COUNTERS.veryLight),
    veryLightUntil: count(d6.VEHICLE_COUNTERS.veryLightUntil),
  };
}

/**
 * An od6s vehicle's reading: the d6 ruleset's own reading of {@link od6sVehicleData} (the one Stride's
 * `d6vehicle` sheet gives), with the profile a collision card reads.
 */
export function od6sVehicleReading(actor: HostActor): HostReading | null {
  const data = od6sVehicleData(actor);
  const reading = D6_ACTORS.read(D6_VEHICLE_TYPE, data);
  if (!reading) return null;
  return {
    movementProfile: reading.profile,
    flyingSpeed: reading.flyingSpeed,
    kind: reading.kind,
    collisionProfile: d6VehicleCollisionProfile(data),
  };
}

/**
 * The `Actor#update` data that writes a collision's damage into an od6s vehicle: the level into
 * `system.damage.value` (the host's key), the Maneuverability dice and speed levels lost, and a
 * Very Light hit's count and last combat round (`passingRounds`, `passingUntil`: 0 when not given),
 * into the module's flags (od6s has no such fields). Null for an unknown level or a loss that is not a whole
 * number 0–100. od6s's own `Actor#applyDamage` (src/module/actor/actor.js) takes a hit's level and
 * stacks it on the stored one; the collision rules already give the level after stacking, so the
 * field is written directly (the host's API would stack twice).
 */
export function od6sVehicleDamageUpdate(changes: VehicleDamageChanges): Record<string, unknown> | null {
  const level = (d6.DAMAGE_LEVELS as readonly string[]).indexOf(changes.damage);
  const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 100;
  if (level < 0 || !ok(changes.maneuverabilityLoss) || !ok(changes.speedLoss)) return null;
  return {
    "system.damage.value": OD6S_VEHICLE_DAMAGE[level],
    [`flags.${SYSTEM_ID}.maneuverabilityLoss`]: changes.maneuverabilityLoss,
    [`flags.${SYSTEM_ID}.speedLoss`]: changes.speedLoss,
    ...(ok(changes.passingRounds)
      ? {
          [`flags.${SYSTEM_ID}.${d6.VEHICLE_COUNTERS.veryLight}`]: changes.passingRounds,
          [`flags.${SYSTEM_ID}.${d6.VEHICLE_COUNTERS.veryLightUntil}`]:
            Number.isInteger(changes.passingUntil) && changes.passingUntil! > 0 ? changes.passingUntil : 0,
        }
      : {}),
  };
}

/** The od6s host adapter. */
export const od6sHost: HostAdapter = {
  systemId: "od6s",
  versions: "14.1.1",
  read: (actor) =>
    ["character", "npc", "creature"].includes(actor.type ?? "")
      ? d6HostReading(actor)
      : actor.type === "vehicle"
        ? od6sVehicleReading(actor)
        : null,
  writes: {
    // The wound level (0 healthy, higher worse): config-od6s.js `woundsId`. The host's
    // Actor#applyWounds (src/module/actor/actor.js) takes a wound level's key, not points; no d6
    // effect writes wounds, so only the field is named.
    wounds: { path: "system.wounds.value", direction: "up" },
    stun: { path: "system.stuns.value" },
    vehicleDamage: (_actor, changes) => od6sVehicleDamageUpdate(changes),
  },
};

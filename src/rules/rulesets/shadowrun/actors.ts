/**
 * Shadowrun actor data read without Foundry (`runner`): the initial values of the data model's
 * fields, the clamping of what is stored (ratings whole 0–30, a known metatype), and what movement
 * reads of it: the runner's profile (profile.ts `runnerProfile`: ratings, metres per sprint hit,
 * the test pools; shadowrun-movement.md § Standard Movement, § Sprinting, § Swimming, § Jumping,
 * § Climbing, § Falling). The adapter's runner model derives its sheet values from the same record.
 * @module
 */
import type { ActorDataWarning, ActorReading, ActorsCapability } from "../../capabilities/actors";
import { isRecord, withInitial } from "../../scene/system-data";
import { isMetatype, rating } from "./movement";
import { runnerProfile, type RunnerRecord } from "./profile";
import { RUNNER_TYPE, SHADOWRUN_RUNNER_INITIAL } from "./actor-fields";

export * from "./actor-fields";

/**
 * A rating as the engine reads it (movement.ts `rating`: whole, 0–30), and whether it had to be
 * clamped; null, undefined and anything that is not a finite number count 0. Never throws.
 */
export function clampRating(raw: unknown): { value: number; clamped: boolean } {
  const n = Number(raw);
  if (raw === null || raw === undefined || !Number.isFinite(n)) return { value: 0, clamped: true };
  const value = rating(n);
  return { value, clamped: value !== n };
}

/** The value of `key` in a group that may be missing, null or not an object (then undefined). */
function field(group: unknown, key: string): unknown {
  return isRecord(group) && key in group ? group[key] : undefined;
}

/**
 * Reads a `runner` actor's system data: missing fields take {@link SHADOWRUN_RUNNER_INITIAL}
 * without a warning; a rating that is stored but not a whole 0–30 is clamped ({@link clampRating};
 * a group stored as null or junk gives its ratings 0), a metatype that is not known reads `human`,
 * each with a warning. Never throws.
 */
export function readRunner(system: unknown): { record: RunnerRecord; warnings: ActorDataWarning[] } {
  const data = withInitial(system, SHADOWRUN_RUNNER_INITIAL);
  const warnings: ActorDataWarning[] = [];
  const read = (path: string, raw: unknown) => {
    const { value, clamped } = clampRating(raw);
    if (clamped) warnings.push({ path, value: raw, used: value });
    return value;
  };
  const metatype = data["metatype"];
  const known = isMetatype(metatype);
  if (!known) warnings.push({ path: "metatype", value: metatype, used: "human" });
  const { attributes, skills } = data;
  return {
    record: {
      metatype: known ? metatype : "human",
      agility: read("attributes.agility", field(attributes, "agility")),
      strength: read("attributes.strength", field(attributes, "strength")),
      body: read("attributes.body", field(attributes, "body")),
      running: read("skills.running", field(skills, "running")),
      swimming: read("skills.swimming", field(skills, "swimming")),
      acrobatics: read("skills.acrobatics", field(skills, "acrobatics")),
      armour: read("armour", data["armour"]),
      physicalLimit: read("physicalLimit", data["physicalLimit"]),
    },
    warnings,
  };
}

/**
 * What movement reads of a `runner` ({@link readRunner}): a character with the runner's profile
 * (profile.ts `runnerProfile`); no status; a runner cannot fly.
 */
export function runnerReading(system: unknown): ActorReading {
  const { record, warnings } = readRunner(system);
  return {
    kind: "character",
    profile: runnerProfile(record),
    flyingSpeed: 0,
    flying: null,
    status: null,
    warnings,
  };
}

/** The Shadowrun actors capability: `runner` read by {@link runnerReading}. */
export const SHADOWRUN_ACTORS: ActorsCapability = Object.freeze({
  types: [RUNNER_TYPE],
  read: (type: string, system: unknown): ActorReading | null => (type === RUNNER_TYPE ? runnerReading(system) : null),
});

/**
 * The host adapters of the `stride-movement` module: each host's actor data (a fixture shaped as
 * the host's data model, or an actor or template from the host's published packs, its source named
 * in the fixture's `_source`; tests/fixtures/hosts/README.md) read into the engine's profile, and
 * the bands the ruleset gives it, against the rules text (shared/rules/).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getRuleset, type MovementProfile } from "../../src/rules";
import type { HostActor } from "../../src/foundry/rulesets";
import { wh40kRpgHost } from "../../src/foundry/rulesets/dh2/host/wh40k-rpg";
import { darkHeresy2ndHost } from "../../src/foundry/rulesets/dh2/host/dark-heresy-2nd";
import {
  hostCharacteristic,
  hostSize,
  hostSkillTraining,
  printedMoveModifiers,
} from "../../src/foundry/rulesets/dh2/host/dh2-family";
import { shadowrun5eHost } from "../../src/foundry/rulesets/shadowrun/host/shadowrun5e";
import {
  hostUntrainedAttributes,
  OD6S_VEHICLE_DAMAGE,
  od6sExposure,
  od6sHost,
  od6sPilotPips,
  od6sVehicleData,
  od6sVehicleDamageUpdate,
  od6sVehicleKind,
  pipsToCode,
} from "../../src/foundry/rulesets/d6/host/od6s";
import { d6VehicleCollisionProfile } from "../../src/rules/rulesets/d6/actors";
import { vehicleTests } from "../../src/rules/rulesets/d6/vehicle-crew";
import { collisionProfileOf } from "../../src/foundry/chat/collision-card";
import type { RulesetPlugin } from "../../src/foundry/rulesets";
import { loadHostPlugins } from "../support/plugins";
import {
  findHost,
  hostConditionUpdate,
  hostMatches,
  hostNumber,
  hostReading,
  hostValue,
  useHost,
} from "../../src/foundry/hosts";
import type { Effect, TestConsequence } from "../../src/rules";
import { consequenceEffects } from "../../src/foundry/effects/card-effects";
import { executeEffects } from "../../src/foundry/effects/executor";
import { characteristicValue } from "../../src/foundry/chat/card-actor";
import { actorProfile } from "../../src/foundry/chat/movement-tests";
import { frameOf, modelOf } from "../../src/foundry/snapshot";
import { movementSourceOf, turnAllowance } from "../../src/foundry/movement/allowance";
import { rebaseOnto } from "../../src/foundry/rebase";
import { installWorld, removeWorld } from "./fakes";
import {
  declareHostStunt,
  declareStuntForm,
  hostDeclaredStunt,
} from "../../src/foundry/rulesets/d6/host/declare-stunt";

/** A host actor fixture: `{ _source, actor }`. */
function fixture(name: string): HostActor & { system: Record<string, unknown> } {
  const file = JSON.parse(readFileSync(join(process.cwd(), "tests", "fixtures", "hosts", name), "utf8")) as {
    _source: string;
    actor: HostActor & { system: Record<string, unknown> };
  };
  expect(file._source).toMatch(/[0-9a-f]{7}/);
  return { ...file.actor, statuses: new Set<string>() };
}

/** The ruleset's walking bands of a profile, metres, as `[action, distance]`. */
function bands(ruleset: string, profile: MovementProfile): [string, number][] {
  return getRuleset(ruleset)
    .bands.movementBands(profile, {})
    .map((band) => [band.action, band.distance]);
}

/** The module's host plugins (their Strength card model extends Foundry's TypeDataModel). */
let HOST_PLUGINS: readonly RulesetPlugin[] = [];
beforeAll(async () => void (HOST_PLUGINS = await loadHostPlugins()));
afterEach(() => useHost(null));

describe("wh40k-rpg (dh2)", () => {
  const actor = fixture("wh40k-rpg-dh2-character.json");

  it("reads Agility 42, Size 4 into the AgB 4 row of Movement Speed in Structured Time: 4 / 8 / 12 / 24 m", () => {
    const reading = wh40kRpgHost.read(actor)!;
    expect(reading.kind).toBe("character");
    expect(reading.movementProfile.characteristics).toMatchObject({ agility: 42, strength: 35, toughness: 38 });
    expect(reading.movementProfile.size).toBe(4);
    expect(bands("dh2", reading.movementProfile)).toEqual([
      ["half", 4],
      ["full", 8],
      ["charge", 12],
      ["run", 24],
    ]);
  });

  it("reads Flyer (6) from its trait item: the AgB 6 row for flying, 6 / 12 / 18 / 36 m", () => {
    const reading = wh40kRpgHost.read(actor)!;
    expect(reading.flyingSpeed).toBe(6);
    expect(
      getRuleset("dh2")
        .bands.flyingBands(reading.flyingSpeed)
        .map((b) => b.distance),
    ).toEqual([6, 12, 18, 36]);
  });

  it("reads Athletics +10 (the plus10 flag) as Trained: Strength 35 + 10 for climbs and swims", () => {
    const { characteristics } = wh40kRpgHost.read(actor)!.movementProfile;
    expect(characteristics["athletics"]).toBe(45);
    expect(characteristics["strengthOrAthletics"]).toBe(45);
    // Acrobatics untrained: Agility 42 − 20.
    expect(characteristics["acrobatics"]).toBe(22);
  });

  it("reads the host's multiplied Unnatural Agility through its prepared bonus: AgB 8, the 8 / 16 / 24 / 48 m row", () => {
    const system = structuredClone(actor.system) as { characteristics: { agility: Record<string, number> } };
    Object.assign(system.characteristics.agility, { unnatural: 2, bonus: 8, effectiveBonus: 8 });
    const reading = wh40kRpgHost.read({ ...actor, system })!;
    expect(reading.movementProfile.unnatural?.["agility"]).toBe(4);
    expect(bands("dh2", reading.movementProfile).map(([, d]) => d)).toEqual([8, 16, 24, 48]);
  });

  it("adds Size: Hulking (5) moves as one AgB more, 5 / 10 / 15 / 30 m", () => {
    const reading = wh40kRpgHost.read({ ...actor, system: { ...actor.system, size: 5 } })!;
    expect(bands("dh2", reading.movementProfile).map(([, d]) => d)).toEqual([5, 10, 15, 30]);
  });

  it("measures characters and NPCs of every line, not vehicles, starships or loot", () => {
    for (const type of ["dh2-npc", "rt-character", "character", "npc"]) {
      expect(wh40kRpgHost.read({ ...actor, type })).not.toBeNull();
    }
    for (const type of ["dh2-vehicle", "rt-starship", "loot", "dh2-aircraft"]) {
      expect(wh40kRpgHost.read({ ...actor, type })).toBeNull();
    }
  });

  it("names the host's wounds (left, lowered by damage) and fatigue, and its own methods for them", () => {
    expect(wh40kRpgHost.writes.wounds).toMatchObject({
      path: "system.wounds.value",
      direction: "down",
      max: "system.wounds.max",
    });
    expect(wh40kRpgHost.writes.fatigue?.path).toBe("system.fatigue.value");
    // A character has no applyDamage (only npc.ts does): no host call, the field is written instead.
    expect(wh40kRpgHost.writes.wounds?.api?.({ system: {} }, 3)).toBeNull();
    expect(wh40kRpgHost.writes.fatigue?.api?.({ applyFatigue: "not a method" }, 1)).toBeNull();
  });
});

/**
 * A wh40k-rpg pack NPC's system data as the host loads it (90b795c, src/module/data/actor/npc.ts
 * NPCData._migrateData), the steps the adapter depends on: npc-import-migration.ts
 * migrateCharacteristics (a short key's string "35" becomes `<full key>: { base: 35, total: 35,
 * bonus: 3 }`, a value that is no number 30: coerceInt), #migrateSize (a size that is no number,
 * "Average" or "Enormous (+20)", becomes 4), migrateMove ("3/6/9/18" becomes `movement { half … run }`
 * with `movementManual` set, so _prepareMovement keeps it as printed).
 */
function wh40kLoaded(system: Record<string, unknown>): Record<string, unknown> {
  const full: Record<string, string> = { ws: "weaponSkill", bs: "ballisticSkill", s: "strength", t: "toughness" };
  Object.assign(full, { ag: "agility", int: "intelligence", per: "perception", wp: "willpower", fel: "fellowship" });
  const int = (value: unknown, fallback: number) => {
    const n = value === "" || value === null ? Number.NaN : Number(value);
    return Number.isNaN(n) ? fallback : Math.floor(n);
  };
  const characteristics = Object.fromEntries(
    Object.entries(system["characteristics"] as Record<string, string>).map(([key, text]) => {
      const total = int(text, 30);
      return [full[key] ?? key, { base: total, total, bonus: Math.floor(total / 10) }];
    }),
  );
  const [half, fullMove, charge, run] = String(system["move"]).split("/").map(Number);
  const rest = Object.fromEntries(Object.entries(system).filter(([key]) => key !== "move"));
  return {
    ...rest,
    characteristics,
    size: Math.min(10, Math.max(1, int(system["size"], 4))),
    movement: { half, full: fullMove, charge, run },
    movementManual: true,
  };
}

describe("wh40k-rpg's published bestiary NPC (dh2-actors-bestiary: Arbites Enforcer)", () => {
  const packed = fixture("wh40k-rpg-dh2-npc-arbites-enforcer.json");
  const actor = { ...packed, system: wh40kLoaded(packed.system) };

  it("keeps the pack's stat block: Ag 30, S 35, T 35, Size Average, Move 3/6/9/18", () => {
    expect(packed.type).toBe("npc");
    expect(packed.system).toMatchObject({
      characteristics: { ag: "30", s: "35", t: "35", per: "30", wp: "35" },
      size: "Average",
      move: "3/6/9/18",
    });
  });

  it("reads the loaded NPC: Agility 30 (AgB 3), Strength 35, Toughness 35, Perception 30, Willpower 35, Size 4", () => {
    const reading = wh40kRpgHost.read(actor)!;
    expect(reading.kind).toBe("character");
    expect(reading.movementProfile.characteristics).toMatchObject({
      agility: 30,
      strength: 35,
      toughness: 35,
      perception: 30,
      willpower: 35,
    });
    expect(reading.movementProfile.unnatural?.["agility"]).toBe(0);
    expect(reading.movementProfile.size).toBe(4);
    expect(reading.flyingSpeed).toBe(0);
  });

  it("gives the AgB 3 row of Movement Speed in Structured Time, 3 / 6 / 9 / 18 m: the pack's own Move", () => {
    const reading = wh40kRpgHost.read(actor)!;
    expect(bands("dh2", reading.movementProfile)).toEqual([
      ["half", 3],
      ["full", 6],
      ["charge", 9],
      ["run", 18],
    ]);
    expect(actor.system["movement"]).toEqual({ half: 3, full: 6, charge: 9, run: 18 });
  });

  it("takes its untrained Athletics and Acrobatics at −20: Strength 35 → 15, Agility 30 → 10", () => {
    const { characteristics } = wh40kRpgHost.read(actor)!.movementProfile;
    expect(characteristics["athletics"]).toBe(15);
    expect(characteristics["acrobatics"]).toBe(10);
  });
});

describe("wh40k-rpg's published bestiary NPC with a worded size (dh2-actors-bestiary: Ambulull)", () => {
  const packed = fixture("wh40k-rpg-dh2-npc-ambulull.json");
  const actor = { ...packed, system: wh40kLoaded(packed.system) };

  it("keeps the pack's stat block: Ag 20 (AgB 2), Size Enormous (+20), Move 4/8/12/24", () => {
    expect(packed.system).toMatchObject({ characteristics: { ag: "20" }, size: "Enormous (+20)", move: "4/8/12/24" });
  });

  it("loads in the host at Size 4 with its printed Move kept: the host shows 4 / 8 / 12 / 24 m", () => {
    expect(actor.system).toMatchObject({
      size: 4,
      movementManual: true,
      movement: { half: 4, full: 8, charge: 12, run: 24 },
    });
  });

  it("gives the host's bands from the loaded NPC: AgB 2 at Size 4 is 2 / 4 / 6 / 12 m, the printed Move adds the rest", () => {
    const profile = wh40kRpgHost.read(actor)!.movementProfile;
    expect(profile.size).toBe(4);
    expect(profile.modifiers).toEqual({ half: 2, full: 4, charge: 6, run: 12 });
    expect(bands("dh2", profile)).toEqual([
      ["half", 4],
      ["full", 8],
      ["charge", 12],
      ["run", 24],
    ]);
  });

  it("reads the stat block's worded size where the data keeps it: Enormous is Size 6, AgB 2 + 2 = 4 / 8 / 12 / 24 m", () => {
    const system = { ...actor.system, size: packed.system["size"], movementManual: false };
    const profile = wh40kRpgHost.read({ ...actor, system })!.movementProfile;
    expect(profile.size).toBe(6);
    expect(profile.modifiers).toEqual({});
    expect(bands("dh2", profile).map(([, d]) => d)).toEqual([4, 8, 12, 24]);
  });

  it("moves under high gravity with the printed Move's difference kept: AgB 2 − 2, at least 1: 1 / 2 / 3 / 6 m, plus 2 / 4 / 6 / 12", () => {
    const profile = wh40kRpgHost.read(actor)!.movementProfile;
    const distances = getRuleset("dh2")
      .bands.movementBands(profile, { gravity: "high" })
      .map((band) => band.distance);
    expect(distances).toEqual([3, 6, 9, 18]);
  });
});

describe("hostSize and printedMoveModifiers (dh2 hosts)", () => {
  it("reads numbers, numeric text and the ladder's words alone or with their modifier; anything else Average", () => {
    expect([5, "7", "Enormous (+20)", "hulking", "Titanic", "Puny (-20)"].map(hostSize)).toEqual([5, 7, 6, 5, 10, 2]);
    expect([undefined, "", "Huge", 0, 11, Number.NaN].map(hostSize)).toEqual([4, 4, 4, 1, 10, 4]);
  });

  it("reads a printed Move only where the host marks it as printed, band by band", () => {
    const rates = { half: 3, full: 6, charge: 9, run: 18 };
    const movement = { half: 4, full: 8, charge: 12, run: 24 };
    expect(printedMoveModifiers({ movement }, rates)).toEqual({});
    expect(printedMoveModifiers({ movement, movementManual: "true" }, rates)).toEqual({});
    expect(printedMoveModifiers({ movement: { half: 2, run: "x" }, movementManual: true }, rates)).toEqual({
      half: -1,
    });
  });
});

describe("dark-heresy-2nd (dh2)", () => {
  const actor = fixture("dark-heresy-2nd-acolyte.json");

  it("reads Agility 40 with Unnatural Agility (1): AgB 5, 5 / 10 / 15 / 30 m", () => {
    const reading = darkHeresy2ndHost.read(actor)!;
    expect(reading.movementProfile.unnatural?.["agility"]).toBe(1);
    expect(bands("dh2", reading.movementProfile).map(([, d]) => d)).toEqual([5, 10, 15, 30]);
  });

  it("reads Hoverer (4) from a trait named with its level", () => {
    expect(darkHeresy2ndHost.read(actor)!.flyingSpeed).toBe(4);
  });

  it("reads skill ranks as the host's _skillAdvanceToValue: 1 is Known (+0)", () => {
    expect(darkHeresy2ndHost.read(actor)!.movementProfile.characteristics["athletics"]).toBe(40);
    expect([0, 1, 2, 3, 4, 9].map((advance) => hostSkillTraining({ advance }))).toEqual([
      "untrained",
      "known",
      "trained",
      "experienced",
      "veteran",
      "veteran",
    ]);
  });

  it("computes a characteristic the host has not prepared from base + 5 × advance + modifier", () => {
    expect(hostCharacteristic({ base: 30, advance: 2, modifier: 5, unnatural: 2 })).toEqual({
      value: 45,
      unnatural: 2,
    });
    expect(hostCharacteristic(undefined)).toEqual({ value: 0, unnatural: 0 });
  });

  it("measures acolytes and NPCs, not vehicles", () => {
    expect(darkHeresy2ndHost.read({ ...actor, type: "npc" })).not.toBeNull();
    expect(darkHeresy2ndHost.read({ ...actor, type: "vehicle" })).toBeNull();
  });
});

describe("shadowrun5e (shadowrun)", () => {
  const actor = fixture("shadowrun5e-character.json");

  it("reads Agility 5: Walk Agility × 2 = 10 m, Run Agility × 4 = 20 m (§ Movement), the host's own rates", () => {
    const reading = shadowrun5eHost.read(actor)!;
    expect(bands("shadowrun", reading.movementProfile)).toEqual([
      ["srWalk", 10],
      ["srRun", 20],
      ["srSprint", 20],
    ]);
  });

  it("gives an ork +2 m per Sprinting hit and a troll +1 m", () => {
    expect(shadowrun5eHost.read(actor)!.movementProfile.characteristics["sprintPerHit"]).toBe(2);
    const troll = shadowrun5eHost.read({ ...actor, system: { ...actor.system, metatype: "troll" } })!;
    expect(troll.movementProfile.characteristics["sprintPerHit"]).toBe(1);
  });

  it("keeps the host's modified Walk and Run (MovementPrep.ts) rather than recomputing them", () => {
    const movement = { walk: { base: 15, value: 15 }, run: { base: 25, value: 25 }, sprint: 0, swimming: 0 };
    const reading = shadowrun5eHost.read({ ...actor, system: { ...actor.system, movement } })!;
    expect(bands("shadowrun", reading.movementProfile).map(([, d]) => d)).toEqual([15, 25, 25]);
  });

  it("reads Running, Swimming and Gymnastics (the text's Acrobatics) from skills.active, by key", () => {
    const { characteristics } = shadowrun5eHost.read(actor)!.movementProfile;
    expect(characteristics).toMatchObject({ running: 4, swimming: 2, acrobatics: 3, body: 5, strength: 4 });
    // Acrobatics + Agility for a jump, + Strength for a climb, + Body to rappel (§ Jumping, § Climbing, § Rappelling).
    expect(characteristics).toMatchObject({ jumpPool: 8, climbPool: 7, rappelPool: 8 });
    const byKey = { active: { k9x: { key: "running", value: 6 } } };
    const reading = shadowrun5eHost.read({ ...actor, system: { ...actor.system, skills: byKey } })!;
    expect(reading.movementProfile.characteristics["running"]).toBe(6);
  });

  it("measures characters and spirits, not vehicles, IC or sprites; damage fills the Physical monitor", () => {
    expect(shadowrun5eHost.read({ ...actor, type: "spirit" })).not.toBeNull();
    for (const type of ["vehicle", "ic", "sprite"]) expect(shadowrun5eHost.read({ ...actor, type })).toBeNull();
    expect(shadowrun5eHost.writes.wounds).toMatchObject({ path: "system.track.physical.value", direction: "up" });
    expect(shadowrun5eHost.writes.stun?.path).toBe("system.track.stun.value");
  });
});

describe("od6s (d6)", () => {
  const actor = fixture("od6s-character.json");

  it("reads Move 10: half a Move free, then one, two, three and four Moves (§ Running, § 50% of the movement rate)", () => {
    const reading = od6sHost.read(actor)!;
    expect(bands("d6", reading.movementProfile).slice(0, 5)).toEqual([
      ["d6Free", 5],
      ["d6Move", 10],
      ["d6Run2", 20],
      ["d6Run3", 30],
      ["d6Run4", 40],
    ]);
  });

  it("reads scores as pips: Agility 10 is 3D+1, Running 3 on it 4D+1, Climb/Jump 2 on Strength 9 is 3D+2", () => {
    const { characteristics } = od6sHost.read(actor)!.movementProfile;
    expect(characteristics).toMatchObject({ agility: 10, physique: 9, running: 13, climbing: 11, jumping: 11 });
    // Swim has no score: untrained, rolled on Strength (Physique) 3D.
    expect(characteristics["swimming"]).toBe(9);
    expect(characteristics["climbingSkilled"]).toBe(1);
    expect(characteristics["staminaSkilled"]).toBe(0);
    expect([9, 10, 11, 13].map(pipsToCode)).toEqual(["3D", "3D+1", "3D+2", "4D+1"]);
  });

  it("rolls an untrained skill on the attribute the actor's own skill item names, else on the host's list's", () => {
    expect(hostUntrainedAttributes(actor)).toEqual({
      running: "agility",
      swimming: "physique",
      climbing: "physique",
      jumping: "physique",
      flying: "agility",
      stamina: "physique",
    });
    const items = [{ name: "Climb/Jump", type: "skill", system: { attribute: "agi", score: 0 } }];
    const { characteristics } = od6sHost.read({ ...actor, items })!.movementProfile;
    expect(characteristics).toMatchObject({ climbing: 10, jumping: 10, climbingSkilled: 0, swimming: 9 });
    const other = [{ name: "Climb/Jump", type: "skill", system: { attribute: "mec", score: 0 } }];
    expect(od6sHost.read({ ...actor, items: other })!.movementProfile.characteristics["climbing"]).toBe(9);
  });

  it("reads an advanced skill's score alone and a prepared total as the host gave it", () => {
    const items = [
      { name: "Running", type: "skill", system: { attribute: "agi", score: 5, isAdvancedSkill: true } },
      { name: "Stamina", type: "skill", system: { attribute: "str", score: 1, total: 12 } },
    ];
    const { characteristics } = od6sHost.read({ ...actor, items })!.movementProfile;
    expect(characteristics).toMatchObject({ running: 5, stamina: 12, staminaSkilled: 1 });
  });

  it("measures characters, NPCs, creatures and vehicles; not starships or containers", () => {
    expect(od6sHost.read({ ...actor, type: "creature" })?.kind).toBe("character");
    expect(od6sHost.read({ ...actor, type: "vehicle" })?.kind).toBe("vehicle");
    expect(od6sHost.read({ ...actor, type: "starship" })).toBeNull();
    expect(od6sHost.read({ ...actor, type: "container" })).toBeNull();
  });
});

/** The od6s pack's character template: `{ _source, template }`. */
interface Od6sTemplate {
  name: string;
  type: string;
  system: { attributes: Record<string, number>; move: number; items: { name: string; type: string }[] };
}

/**
 * A new od6s character with a pack template applied as the host applies it (actor-sheet.js
 * `_addCharacterTemplate`: `attributes.<key>.base` and `move.value` from the template, its items added),
 * then prepared (actor.js `prepareDerivedData`: `score = base + mod`, `mod` 0 on a new character).
 */
function od6sTemplated(template: Od6sTemplate): HostActor & { system: Record<string, unknown> } {
  const attributes = Object.fromEntries(
    Object.entries(template.system.attributes).map(([key, base]) => [key, { base, mod: 0, score: base }]),
  );
  const items = [...template.system.items, template].map(({ name, type }) => ({ name, type, system: {} }));
  return {
    type: "character",
    system: { attributes, move: { mod: 0, value: template.system.move }, wounds: { value: 0 } },
    items,
    statuses: new Set<string>(),
  };
}

describe("od6s's published character template (character-templates: Communications/Cultures Expert)", () => {
  const file = JSON.parse(
    readFileSync(join(process.cwd(), "tests", "fixtures", "hosts", "od6s-character-template.json"), "utf8"),
  ) as { _source: string; template: Od6sTemplate };
  const actor = od6sTemplated(file.template);

  it("keeps the pack's entry: Agility 8 pips (2D+2), Strength 7 (2D+1), Move 10, no skills", () => {
    expect(file._source).toMatch(/[0-9a-f]{7}/);
    expect(file.template.type).toBe("character-template");
    expect(file.template.system).toMatchObject({ attributes: { agi: 8, str: 7 }, move: 10 });
    expect(file.template.system.items.filter((item) => item.type === "skill")).toEqual([]);
    expect([8, 7].map(pipsToCode)).toEqual(["2D+2", "2D+1"]);
  });

  it("reads Move 10: half a Move free, then one, two, three and four Moves (§ Running, § 50% of the movement rate)", () => {
    const reading = od6sHost.read(actor)!;
    expect(reading.kind).toBe("character");
    expect(bands("d6", reading.movementProfile).slice(0, 5)).toEqual([
      ["d6Free", 5],
      ["d6Move", 10],
      ["d6Run2", 20],
      ["d6Run3", 30],
      ["d6Run4", 40],
    ]);
  });

  it("rolls its untrained Running on Agility 2D+2, and Swim and Climb/Jump on Strength 2D+1, as od6s lists them", () => {
    const { characteristics } = od6sHost.read(actor)!.movementProfile;
    expect(characteristics).toMatchObject({ agility: 8, physique: 7, running: 8, swimming: 7, climbingSkilled: 0 });
    expect(characteristics).toMatchObject({ climbing: 7, jumping: 7, flying: 8, stamina: 7 });
  });

  it("rolls an untrained climb's card on Strength 2D+1 (2d6 + 1 Wild Die + 1), where Stride's own character rolls Agility", () => {
    const reading = od6sHost.read(actor)!;
    const climb = getRuleset("d6").tests.buildTest({ kind: "climb", distance: 4, options: {} });
    expect(climb).not.toBeNull();
    expect(getRuleset("d6").tests.formula(climb!, reading.movementProfile.characteristics["climbing"]!)).toBe(
      "1d6 + 1d6x6 + 1",
    );
  });
});

describe("od6s vehicles (d6)", () => {
  const vehicle = fixture("od6s-vehicle.json");

  it("reads the pack's small street motorcycle: Move 84, Maneuverability 10 pips (3D+1), Toughness 11 (3D+2)", () => {
    const reading = od6sHost.read(vehicle)!;
    expect(reading.kind).toBe("vehicle");
    expect(reading.flyingSpeed).toBe(0);
    expect(reading.movementProfile.characteristics).toMatchObject({
      move: 84,
      vehicle: 1,
      maneuverability: 10,
      toughness: 11,
      armor: 0,
      // Stopped, undamaged, all five levels left; a land vehicle.
      vehicleSpeed: 0,
      topSpeed: 4,
      damageLevel: 0,
      air: 0,
      water: 0,
    });
    // The pilot's code is Stride's default 3D (9 pips) plus the Maneuverability.
    expect(reading.movementProfile.characteristics["pilotry"]).toBe(19);
    expect([10, 11].map(pipsToCode)).toEqual(["3D+1", "3D+2"]);
  });

  describe("its pilot, on the crew actor od6s links to it", () => {
    const pilot = fixture("od6s-crew-pilot.json");
    const uuid = "Actor.od6sPilot";
    /** The vehicle with the crew entry actor-sheet.js linkCrew adds, and fromUuidSync finding the crew actor. */
    const crewed = (entry: Record<string, unknown> = { uuid, name: "Rook Vance", sort: 0 }) => {
      const lookups: string[] = [];
      vi.stubGlobal("fromUuidSync", (id: string) => {
        lookups.push(id);
        return id === uuid ? { ...pilot, documentName: "Actor" } : null;
      });
      return { actor: { ...vehicle, system: { ...vehicle.system, crewmembers: [entry] } }, lookups };
    };
    afterEach(() => vi.unstubAllGlobals());

    it("links the pack's motorcycle to its crew as od6s does: the crew's flag names the vehicle", () => {
      expect(hostValue(pilot, "flags.od6s.crew")).toBe("Actor.od6sMotorcycle");
      expect(vehicle.system).toMatchObject({
        skill: { value: "Vehicle Operation" },
        specialization: { value: "Motorcycle" },
      });
    });

    it("rolls the crew's Vehicle Operation 3 on Mechanical 3D: 4D, plus Maneuverability 3D+1 is 7D+1 (22 pips)", () => {
      const { actor, lookups } = crewed();
      expect(od6sPilotPips(actor)).toBe(12);
      expect(od6sVehicleData(actor)["pilotry"]).toBe("4D");
      expect(od6sHost.read(actor)!.movementProfile.characteristics["pilotry"]).toBe(22);
      expect(lookups).toContain(uuid);
    });

    it("takes the vehicle's specialization before its skill, and the attribute alone when the pilot has neither", () => {
      const { actor } = crewed();
      const special = {
        ...pilot,
        items: [...pilot.items!, { name: "Motorcycle", type: "specialization", system: { score: 5 } }],
      };
      vi.stubGlobal("fromUuidSync", () => ({ ...special, documentName: "Actor" }));
      expect(od6sPilotPips(actor)).toBe(14);
      vi.stubGlobal("fromUuidSync", () => ({ ...pilot, items: [], documentName: "Actor" }));
      expect(od6sPilotPips(actor)).toBe(9);
    });

    it("reads an unlinked token's actor, and a vehicle that carries its pilot itself", () => {
      const { actor } = crewed({ uuid: "Scene.s.Token.t", name: "Rook Vance", sort: 0 });
      vi.stubGlobal("fromUuidSync", (id: string) =>
        id === "Scene.s.Token.t" ? { documentName: "Token", actor: pilot } : null,
      );
      expect(od6sPilotPips(actor)).toBe(12);
      const embedded = {
        ...vehicle,
        system: { ...vehicle.system, embedded_pilot: { value: true }, attributes: { mec: { score: 6 } } },
        items: [{ name: "Vehicle Operation", type: "skill", system: { score: 1 } }],
      };
      expect(od6sPilotPips(embedded)).toBe(7);
    });

    it("keeps Stride's default 3D without a crew, or when the crew actor cannot be found", () => {
      expect(od6sPilotPips(vehicle)).toBeNull();
      const { actor } = crewed({ uuid: "Actor.gone", name: "Gone", sort: 0 });
      expect(od6sPilotPips(actor)).toBeNull();
      expect(od6sVehicleData(actor)["pilotry"]).toBe("3D");
      vi.stubGlobal("fromUuidSync", () => {
        throw new Error("not synchronous");
      });
      expect(od6sPilotPips(actor)).toBeNull();
    });
  });

  it("gives its speed levels from Move: cautious half (42 m), cruising 84, high twice (168), all-out four times (336), two levels above its speed (§ Vehicle Movement, § Stunts)", () => {
    const distances = (flags: Record<string, unknown>) =>
      getRuleset("d6")
        .bands.vehicleBands(od6sHost.read({ ...vehicle, flags: { stride: flags } })!.movementProfile)
        .map((b) => b.distance);
    // Stopped (no speed stored yet): cautious and cruising this round.
    expect(distances({})).toEqual([42, 84]);
    // At cruising speed, kept in the module's flags by the executor's setCounter: up to all-out.
    expect(distances({ vehicleSpeed: 2 })).toEqual([42, 84, 168, 336]);
  });

  it("reads the host's damage level key and the counters the module keeps in its flags", () => {
    const damaged = {
      ...vehicle,
      system: { ...vehicle.system, damage: { value: "OD6S.DAMAGE_HEAVY" } },
      flags: { stride: { vehicleSpeed: 2, heading: 450, maneuverabilityLoss: 1, speedLoss: 2, lostControlRounds: 1 } },
    };
    const { characteristics } = od6sHost.read(damaged)!.movementProfile;
    expect(characteristics).toMatchObject({ damageLevel: 3, vehicleSpeed: 2, heading: 90, lostControlRounds: 1 });
    // Two speed levels lost: high is the fastest left; one Maneuverability die lost: 3 pips off the pilot's roll.
    expect(characteristics).toMatchObject({ topSpeed: 2, pilotry: 16 });
    const collision = od6sHost.read(damaged)!.collisionProfile!.characteristics;
    expect(collision).toMatchObject({ damageLevel: 3, maneuverabilityLoss: 1, speedLoss: 2, exposure: 2 });
  });

  it("reads the kind from the free-text type and the passengers' exposure from the cover it gives", () => {
    expect(
      ["Land", "Walker", "Airspeeder", "Air", "Water", "Boat", "Animal-drawn wagon", ""].map(od6sVehicleKind),
    ).toEqual(["land", "land", "air", "air", "water", "water", "animalDrawn", "land"]);
    expect(
      ["OD6S.NONE", "OD6S.COVER_QUARTER", "OD6S.COVER_HALF", "OD6S.COVER_THREE_QUARTERS", "OD6S.COVER_FULL"].map(
        od6sExposure,
      ),
    ).toEqual(["exposed", "exposed", "normal", "normal", "enclosed"]);
    const flyer = { ...vehicle, system: { ...vehicle.system, vehicle_type: { value: "Air" } } };
    expect(od6sHost.read(flyer)).toMatchObject({ flyingSpeed: 84 });
    expect(od6sHost.read(flyer)!.movementProfile.characteristics["air"]).toBe(1);
  });

  it("rolls an animal-drawn od6s wagon's pilot at its speed levels: od6s keeps no team's running code", () => {
    const wagon = { ...vehicle, system: { ...vehicle.system, vehicle_type: { value: "Animal-drawn wagon" } } };
    expect(od6sVehicleData(wagon)).toMatchObject({ vehicleKind: "animalDrawn", teamRunning: "" });
    const profile = od6sHost.read(wagon)!.movementProfile;
    expect(profile.characteristics["teamRunning"]).toBeUndefined();
    const d6Tests = getRuleset("d6").tests;
    // Stored at cruising, a high-speed round (168 m at Move 84) calls for the pilot's roll, not the team's.
    const at = { ...profile, characteristics: { ...profile.characteristics, vehicleSpeed: 2 } };
    const bands = getRuleset("d6").bands.vehicleBands(at);
    const calls = d6Tests.movementTests({
      actions: [],
      conditions: [],
      turnDistance: 168,
      bands,
      zeroGravity: false,
      path: [
        { x: 0, y: 0, elevation: 0 },
        { x: 168, y: 0, elevation: 0 },
      ],
      profile: at,
    });
    expect(calls.map((c) => [c.kind, c.characteristic])).toEqual([["pilot", "pilotry"]]);
    expect(vehicleTests(at).some((t) => t.request.kind === "team")).toBe(false);
  });

  it("keeps a declared stunt and a Very Light hit's count and last round in the module's flags, and reads them back", () => {
    const hit = od6sVehicleDamageUpdate({
      damage: "veryLight",
      maneuverabilityLoss: 0,
      speedLoss: 0,
      passingRounds: 2,
      passingUntil: 4,
    });
    expect(hit).toEqual({
      "system.damage.value": "OD6S.DAMAGE_VERY_LIGHT",
      "flags.stride.maneuverabilityLoss": 0,
      "flags.stride.speedLoss": 0,
      "flags.stride.veryLightRounds": 2,
      "flags.stride.veryLightUntil": 4,
    });
    const plain = od6sHost.read(vehicle)!.movementProfile.characteristics;
    const flagged = { ...vehicle, flags: { stride: { declaredStunt: 2, veryLightRounds: 2, veryLightUntil: 4 } } };
    const read = od6sHost.read(flagged)!.movementProfile.characteristics;
    // Sideswipe declared (index 2); the −1D lasts through round 4: the pilot's roll is 3 pips less.
    expect(read).toMatchObject({
      declaredStunt: 2,
      veryLightRounds: 2,
      veryLightUntil: 4,
      pilotry: plain["pilotry"]! - 3,
    });
    expect(od6sVehicleData(flagged)["declaredStunt"]).toBe("sideswipe");
    expect(od6sVehicleData({ ...vehicle, flags: { stride: { declaredStunt: 9 } } })["declaredStunt"]).toBe("sideswipe");
  });

  it("declares a ram or sideswipe from a host vehicle's token HUD, kept in the module's flags (§ Ramming & Sideswiping Vehicles)", async () => {
    useHost(od6sHost);
    const setFlag = vi.fn(async () => undefined);
    const actor = { ...vehicle, flags: { stride: { declaredStunt: 1 } }, setFlag };
    expect(hostDeclaredStunt(actor)).toBe("ram");
    expect(hostDeclaredStunt({ ...vehicle, system: { ...vehicle.system, declaredStunt: "ram" } })).toBeNull();
    expect(await declareHostStunt(actor, "sideswipe")).toBe(true);
    expect(setFlag).toHaveBeenCalledWith("stride", "declaredStunt", 2);
    expect(await declareHostStunt(actor, "jump")).toBe(false);
    const form = declareStuntForm("ram", (k) => k);
    expect(form).toContain('<option value="ram" selected>STRIDE.D6Vehicle.declaredStunt.ram</option>');
    expect(form.match(/<option/g)).toHaveLength(3);
  });

  it("writes a collision's damage level as the host's key and the losses into the module's flags", () => {
    expect(od6sVehicleDamageUpdate({ damage: "severe", maneuverabilityLoss: 1, speedLoss: 0 })).toEqual({
      "system.damage.value": "OD6S.DAMAGE_SEVERE",
      "flags.stride.maneuverabilityLoss": 1,
      "flags.stride.speedLoss": 0,
    });
    expect(od6sVehicleDamageUpdate({ damage: "wrecked", maneuverabilityLoss: 0, speedLoss: 0 })).toBeNull();
    expect(od6sVehicleDamageUpdate({ damage: "light", maneuverabilityLoss: -1, speedLoss: 0 })).toBeNull();
    expect(OD6S_VEHICLE_DAMAGE).toHaveLength(6);
  });

  it("the executor writes a vehicleDamage effect on a host vehicle with Actor#update; a collision card reads its profile", async () => {
    installWorld();
    try {
      useHost(od6sHost);
      const update = vi.fn(async () => undefined);
      const actor = { ...vehicle, name: "Bike", uuid: "Actor.bike", isOwner: true, update };
      const token = { id: "t1", uuid: "Scene.s.Token.t1", width: 1, height: 1, isOwner: true, actor };
      const scene = { id: "s", grid: { size: 100, distance: 1, units: "m" }, tokens: [token] };
      const changes = { damage: "light", maneuverabilityLoss: 1, speedLoss: 0 };
      const report = await executeEffects([{ type: "vehicleDamage", model: "t1", changes }], {
        scene,
        unit: "m",
        isGM: false,
      });
      expect(report).toEqual({ done: 1, needsGM: 0, skipped: 0 });
      expect(update.mock.calls).toEqual([
        [
          {
            "system.damage.value": "OD6S.DAMAGE_LIGHT",
            "flags.stride.maneuverabilityLoss": 1,
            "flags.stride.speedLoss": 0,
          },
        ],
      ]);
      expect(collisionProfileOf(actor)?.characteristics).toMatchObject({ move: 84, exposure: 2, vehicleKind: 0 });
      // Not the owner: the active GM's client writes it.
      const other = { ...token, isOwner: false, actor: { ...actor, isOwner: false } };
      const remote = await executeEffects([{ type: "vehicleDamage", model: "t1", changes }], {
        scene: { ...scene, tokens: [other] },
        unit: "m",
        isGM: false,
      });
      expect(remote).toMatchObject({ done: 0, needsGM: 1 });
      expect(update).toHaveBeenCalledTimes(1);
    } finally {
      removeWorld();
    }
  });
});

describe("hosts.ts", () => {
  it("lists every host of the module's plugins, found by system id, none twice", () => {
    const ids = hostMatches().map((match) => match.host.systemId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(HOST_PLUGINS.every((plugin) => plugin.actors.length === 0)).toBe(true);
    expect(findHost("shadowrun5e")?.rulesetId).toBe("shadowrun");
    expect(findHost("wh40k-rpg")?.rulesetId).toBe("dh2");
    expect(findHost("od6s")?.rulesetId).toBe("d6");
    expect(findHost("dnd5e")).toBeNull();
  });

  it("reads a host actor only through the host in use, and Stride's own actors from their system data", () => {
    const actor = fixture("shadowrun5e-character.json");
    expect(hostReading(actor)).toBeNull();
    expect(movementSourceOf(actor)).toBeNull();
    useHost(shadowrun5eHost);
    expect(movementSourceOf(actor)?.movementProfile.characteristics["running"]).toBe(4);
    const own = { system: { movementProfile: { characteristics: {} }, flyingSpeed: 3 } };
    expect(movementSourceOf(own)?.flyingSpeed).toBe(3);
  });

  it("gives a host actor's token its allowance in the scene's units, whatever the host's actor type", () => {
    useHost(wh40kRpgHost);
    const token = { actor: fixture("wh40k-rpg-dh2-character.json"), parent: { grid: { units: "m" }, flags: {} } };
    const allowance = turnAllowance(token, getRuleset("dh2"), "core")!;
    expect(allowance.bands.map((b) => b.distance)).toEqual([4, 8, 12, 24]);
    expect(allowance.flying!.map((b) => b.distance)).toEqual([6, 12, 18, 36]);
  });

  it("reads own properties only, numbers and numeric strings", () => {
    expect(hostValue({ a: { b: 2 } }, "a.b")).toBe(2);
    expect(hostValue({}, "constructor.name")).toBeUndefined();
    expect(hostNumber({ a: "7" }, "a")).toBe(7);
    expect(hostNumber({ a: "x" }, "a", 4)).toBe(4);
    expect(hostNumber({ a: Number.NaN }, "a", 1)).toBe(1);
  });

  it("a failing adapter reads null with one notification, never a throw", () => {
    const world = installWorld();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      useHost({ ...od6sHost, read: () => JSON.parse("{") as never });
      expect(hostReading({ type: "character", system: {} })).toBeNull();
      expect(hostReading({ type: "character", system: {} })).toBeNull();
      expect(world.notifications.error).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
      removeWorld();
    }
  });
});

describe("rebaseOnto", () => {
  /** Fresh classes per test: rebasing changes a class for good. */
  function classes() {
    class Core {
      made: string[] = ["core"];
      move(): string {
        return "core";
      }
    }
    class Host extends Core {
      constructor() {
        super();
        this.made.push("host");
      }
      override move(): string {
        return `host+${super.move()}`;
      }
    }
    class Stride extends Core {
      stop = "none";
      override move(): string {
        return `stride+${super.move()}`;
      }
    }
    return { Core, Host, Stride };
  }

  it("puts Stride's class over the host's: both constructors run, Stride's super reaches the host's", () => {
    const { Core, Host, Stride } = classes();
    expect(rebaseOnto(Stride, Host, Core)).toBe(Stride);
    const token = new Stride();
    expect(token.move()).toBe("stride+host+core");
    expect(token.made).toEqual(["core", "host"]);
    expect(token.stop).toBe("none");
    expect(token).toBeInstanceOf(Host);
    // Twice is once.
    expect(rebaseOnto(Stride, Host, Core)).toBe(Stride);
    expect(new Stride().move()).toBe("stride+host+core");
  });

  it("keeps Stride's class on core's when the host registered none, and leaves a foreign class in place", () => {
    const { Core, Stride } = classes();
    expect(rebaseOnto(Stride, undefined, Core)).toBe(Stride);
    expect(rebaseOnto(Stride, Core, Core)).toBe(Stride);
    expect(new Stride().move()).toBe("stride+core");
    class Foreign {}
    expect(rebaseOnto(Stride, Foreign, Core)).toBeNull();
    expect(new Stride().move()).toBe("stride+core");
  });
});

describe("what the module writes back and reads for cards through the host", () => {
  it("lowers the wounds left on the DH2 hosts, never below 0, and raises Fatigue up to its maximum", () => {
    const wh40k = fixture("wh40k-rpg-dh2-character.json").system; // wounds 12 of 12, fatigue 0 of 6
    expect(hostConditionUpdate(wh40k, wh40kRpgHost.writes, "wounds", 5)).toEqual({ "system.wounds.value": 7 });
    expect(hostConditionUpdate(wh40k, wh40kRpgHost.writes, "wounds", 30)).toEqual({ "system.wounds.value": 0 });
    expect(hostConditionUpdate(wh40k, wh40kRpgHost.writes, "fatigue", 1)).toEqual({ "system.fatigue.value": 1 });
    expect(hostConditionUpdate(wh40k, wh40kRpgHost.writes, "fatigue", 9)).toEqual({ "system.fatigue.value": 6 });
    const acolyte = fixture("dark-heresy-2nd-acolyte.json").system; // wounds 10 of 10, fatigue 0 of 3
    expect(hostConditionUpdate(acolyte, darkHeresy2ndHost.writes, "wounds", 4)).toEqual({ "system.wounds.value": 6 });
    expect(hostConditionUpdate(acolyte, darkHeresy2ndHost.writes, "fatigue", 4)).toEqual({
      "system.fatigue.value": 3,
    });
  });

  it("fills Shadowrun's Physical monitor up to its boxes, raises the OpenD6 wound level, and skips what a host lacks", () => {
    const runner = fixture("shadowrun5e-character.json").system; // physical 0 of 11
    expect(hostConditionUpdate(runner, shadowrun5eHost.writes, "wounds", 4)).toEqual({
      "system.track.physical.value": 4,
    });
    expect(hostConditionUpdate(runner, shadowrun5eHost.writes, "wounds", 40)).toEqual({
      "system.track.physical.value": 11,
    });
    expect(hostConditionUpdate(runner, shadowrun5eHost.writes, "fatigue", 1)).toBeNull();
    const od6s = fixture("od6s-character.json").system; // wound level 0, no maximum named
    expect(hostConditionUpdate(od6s, od6sHost.writes, "wounds", 2)).toEqual({ "system.wounds.value": 2 });
    expect(hostConditionUpdate(od6s, od6sHost.writes, "wounds", 0)).toBeNull();
    expect(hostConditionUpdate(od6s, od6sHost.writes, "wounds", Number.NaN)).toBeNull();
  });

  it("the executor writes a wounds effect on a host actor through Actor#update, for its owner", async () => {
    installWorld();
    try {
      useHost(wh40kRpgHost);
      const actor = { ...fixture("wh40k-rpg-dh2-character.json"), name: "Kade", uuid: "Actor.kade", isOwner: true };
      const update = vi.fn(async () => undefined);
      const token = {
        id: "t1",
        uuid: "Scene.s.Token.t1",
        width: 1,
        height: 1,
        isOwner: true,
        actor: { ...actor, update },
      };
      const scene = { id: "s", grid: { size: 100, distance: 1, units: "m" }, tokens: [token] };
      const effects: Effect[] = [
        { type: "wounds", model: "t1", damage: 3 },
        { type: "fatigue", model: "t1", levels: 1 },
      ];
      expect(await executeEffects(effects, { scene, unit: "m", isGM: false })).toEqual({
        done: 2,
        needsGM: 0,
        skipped: 0,
      });
      expect(update.mock.calls).toEqual([[{ "system.wounds.value": 9 }], [{ "system.fatigue.value": 1 }]]);
      // Without the module's host, a host actor has no model to take it: skipped, nothing written.
      useHost(null);
      expect(await executeEffects(effects.slice(0, 1), { scene, unit: "m", isGM: false })).toEqual({
        done: 0,
        needsGM: 0,
        skipped: 1,
      });
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      removeWorld();
    }
  });

  it("the executor takes damage and Fatigue through a wh40k-rpg NPC's own applyDamage and applyFatigue", async () => {
    installWorld();
    try {
      useHost(wh40kRpgHost);
      const update = vi.fn(async () => undefined);
      const applyDamage = vi.fn(async () => undefined);
      const applyFatigue = vi.fn(async () => undefined);
      const npc = {
        ...fixture("wh40k-rpg-dh2-character.json"),
        type: "dh2-npc",
        name: "Enforcer",
        uuid: "Actor.npc",
        isOwner: true,
        update,
        applyDamage,
        applyFatigue,
      };
      const token = { id: "t1", uuid: "Scene.s.Token.t1", width: 1, height: 1, isOwner: true, actor: npc };
      const scene = { id: "s", grid: { size: 100, distance: 1, units: "m" }, tokens: [token] };
      const effects: Effect[] = [
        { type: "wounds", model: "t1", damage: 7 },
        { type: "fatigue", model: "t1", levels: 1 },
      ];
      expect(await executeEffects(effects, { scene, unit: "m", isGM: false })).toMatchObject({ done: 2 });
      // Falling damage ignores armour (ruling 4) and, as on Stride's own characters, Toughness.
      expect(applyDamage.mock.calls).toEqual([[7, "body", { ignoreArmour: true, ignoreToughness: true }]]);
      expect(applyFatigue.mock.calls).toEqual([[1]]);
      expect(update).not.toHaveBeenCalled();
      // A player who does not own it: the active GM's client calls the host's method.
      const other = { ...token, isOwner: false, actor: { ...npc, isOwner: false } };
      const remote = await executeEffects(effects, { scene: { ...scene, tokens: [other] }, unit: "m", isGM: false });
      expect(remote).toMatchObject({ done: 0, needsGM: 2 });
      expect(applyDamage).toHaveBeenCalledTimes(1);
    } finally {
      removeWorld();
    }
  });

  it("the executor marks Shadowrun boxes through the actor's own addDamage with the host's damage record, else the monitor field", async () => {
    const world = installWorld();
    try {
      useHost(shadowrun5eHost);
      const createData = vi.fn((key: string, data: object) => ({ key, ...data, ap: { value: 0 } }));
      const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
      g["shadowrun5e"] = { data: { createData } };
      const addDamage = vi.fn(async () => undefined);
      const update = vi.fn(async () => undefined);
      const runner = { ...fixture("shadowrun5e-character.json"), name: "Kit", uuid: "Actor.kit", isOwner: true };
      const scene = (actor: typeof runner & { update: typeof update; addDamage: typeof addDamage }) => ({
        id: "s",
        grid: { size: 100, distance: 1, units: "m" },
        tokens: [{ id: "t1", uuid: "Scene.s.Token.t1", width: 1, height: 1, isOwner: true, actor }],
      });
      const effects: Effect[] = [{ type: "wounds", model: "t1", damage: 5 }];
      const context = { unit: "m" as const, isGM: false };
      expect(
        await executeEffects(effects, { ...context, scene: scene({ ...runner, update, addDamage }) }),
      ).toMatchObject({
        done: 1,
      });
      const record = {
        key: "damage",
        type: { base: "physical", value: "physical" },
        base: 5,
        value: 5,
        ap: { value: 0 },
      };
      expect(addDamage.mock.calls).toEqual([[record]]);
      expect(update).not.toHaveBeenCalled();
      // Without the host's API object (another version), the Physical monitor's field as before.
      delete g["shadowrun5e"];
      expect(
        await executeEffects(effects, { ...context, scene: scene({ ...runner, update, addDamage }) }),
      ).toMatchObject({
        done: 1,
      });
      expect(update.mock.calls).toEqual([[{ "system.track.physical.value": 5 }]]);
      expect(world.notifications.error).not.toHaveBeenCalled();
    } finally {
      removeWorld();
    }
  });

  it("a Shadowrun fall card's boxes land on a host runner's Physical and Stun monitors (card consequences)", async () => {
    installWorld({ ruleset: "shadowrun" });
    try {
      useHost(shadowrun5eHost);
      const update = vi.fn(async () => undefined);
      const actor = { ...fixture("shadowrun5e-character.json"), name: "Kit", uuid: "Actor.kit", isOwner: true, update };
      const token = { id: "t1", uuid: "Scene.s.Token.t1", parent: null, actor };
      const consequences: TestConsequence[] = [
        { type: "damage", track: "physical", boxes: 9 },
        { type: "damage", track: "stun", boxes: 2 },
      ];
      expect(await consequenceEffects(token, consequences, getRuleset("shadowrun"))).toEqual([]);
      // No host API object in this fake: the monitors' fields (physical 0 of 11, stun 0 of 10).
      expect(update.mock.calls).toEqual([[{ "system.track.physical.value": 9 }], [{ "system.track.stun.value": 2 }]]);
      // Without the module's host: nothing to write to (a foreign actor), nothing written.
      useHost(null);
      await consequenceEffects(token, consequences, getRuleset("shadowrun"));
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      removeWorld();
    }
  });

  it("a failed swim's drowning round on an od6s character is added to the module's flag and read back (card consequences)", async () => {
    installWorld({ ruleset: "d6", variant: "open" });
    try {
      useHost(od6sHost);
      const flags: Record<string, Record<string, unknown>> = { stride: { drowning: 1 } };
      const actor = {
        ...fixture("od6s-character.json"),
        flags,
        getFlag: (scope: string, key: string) => flags[scope]?.[key],
        setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
          flags[scope] = { ...flags[scope], [key]: value };
        }),
      };
      const token = { id: "t1", uuid: "Scene.s.Token.t1", parent: null, actor };
      await consequenceEffects(token, [{ type: "counter", counter: "drowning", amount: 1 }], getRuleset("d6"));
      expect(actor.setFlag.mock.calls).toEqual([["stride", "drowning", 2]]);
      // The next swim test counts two failed rounds (d6-movement.txt § Swimming).
      expect(od6sHost.read({ ...actor, flags })!.movementProfile.characteristics["drowning"]).toBe(2);
    } finally {
      removeWorld();
    }
  });

  it("keeps a counter the host has no field for in the module's actor flags, and the adapter reads it back", async () => {
    installWorld();
    try {
      useHost(od6sHost);
      const stored: Record<string, unknown> = {};
      const actor = {
        ...fixture("od6s-character.json"),
        name: "Rook",
        uuid: "Actor.rook",
        isOwner: true,
        setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
          stored[`${scope}.${key}`] = value;
        }),
      };
      const token = { id: "t1", uuid: "Scene.s.Token.t1", width: 1, height: 1, isOwner: true, actor };
      const scene = { id: "s", grid: { size: 100, distance: 1, units: "m" }, tokens: [token] };
      const report = await executeEffects([{ type: "setCounter", model: "t1", counter: "drowning", value: 2 }], {
        scene,
        unit: "m",
        isGM: false,
      });
      expect(report).toEqual({ done: 1, needsGM: 0, skipped: 0 });
      expect(stored).toEqual({ "stride.drowning": 2 });
      // Two failed swimming rounds stored: the next swim test counts them (d6-movement.txt § Swimming).
      const read = od6sHost.read({ ...actor, flags: { stride: { drowning: 2 } } })!;
      expect(read.movementProfile.characteristics["drowning"]).toBe(2);
      expect(od6sHost.read(actor)!.movementProfile.characteristics["drowning"]).toBe(0);
    } finally {
      removeWorld();
    }
  });

  it("cards and the snapshot read a host actor's characteristics through the host, not its system data", () => {
    const actor = fixture("wh40k-rpg-dh2-character.json");
    const cardActor = { ...actor, name: "Kade", uuid: "Actor.kade", isOwner: true };
    expect(characteristicValue(cardActor, "agility")).toBeNull();
    useHost(wh40kRpgHost);
    expect(characteristicValue(cardActor, "agility")).toBe(42);
    expect(actorProfile(cardActor)?.characteristics["agility"]).toBe(42);
    const frame = frameOf({ size: 100, distance: 1, units: "m" }, "m");
    const token = { id: "t1", name: "Kade", x: 0, y: 0, width: 1, height: 1, elevation: 0, disposition: 1, actor };
    const model = modelOf(token, frame)!;
    expect(model.kind).toBe("character");
    expect(model.characteristics["agility"]).toBe(42);
    // A host field that happens to share a Stride model's name is not read as Stride's.
    const odd = { ...actor, system: { ...actor.system, kind: "vehicle", status: "pinned" } };
    const read = modelOf({ ...token, actor: odd }, frame)!;
    expect([read.kind, read.status]).toEqual(["character", null]);
  });

  it("the snapshot flies a host flyer at the altitude kept in the module's flag, and grounds one without it", () => {
    useHost(wh40kRpgHost);
    const actor = fixture("wh40k-rpg-dh2-character.json");
    const frame = frameOf({ size: 100, distance: 1, units: "m" }, "m");
    const token = { id: "t1", name: "Kade", x: 0, y: 0, width: 1, height: 1, elevation: 0, disposition: 1, actor };
    expect(wh40kRpgHost.read(actor)?.flight).toEqual({ trait: "flyer", position: "ground" });
    expect(modelOf(token, frame)!.flying).toBeUndefined();
    const high = { ...actor, flags: { stride: { altitude: "high" } } };
    expect(modelOf({ ...token, actor: high }, frame)!.flying).toBe("high");
    // A host field of Stride's name is not read as Stride's altitude.
    const odd = { ...actor, system: { ...actor.system, flightPosition: "high" } };
    expect(modelOf({ ...token, actor: odd }, frame)!.flying).toBeUndefined();
  });
});

describe("a host's character and the same character entered on Stride's own sheet", () => {
  /** The walking bands and the characteristics the tests read, of a reading's profile. */
  const measured = (ruleset: string, profile: MovementProfile) => ({
    bands: bands(ruleset, profile),
    characteristics: profile.characteristics,
  });

  it("Dark Heresy (wh40k-rpg): Agility 42, Strength 35, Athletics trained, Flyer (6) — the same bands, flight and test targets", () => {
    const host = wh40kRpgHost.read(fixture("wh40k-rpg-dh2-character.json"))!;
    const own = getRuleset("dh2").actors.read("character", {
      characteristics: {
        agility: { value: 42 },
        strength: { value: 35 },
        toughness: { value: 38 },
        perception: { value: 31 },
        willpower: { value: 33 },
        // The fixture has no Ballistic Skill: the host reads 0.
        ballisticSkill: { value: 0 },
      },
      flyer: 6,
      skills: { athletics: { training: "trained" } },
    })!;
    expect(measured("dh2", host.movementProfile)).toEqual(measured("dh2", own.profile));
    expect(measured("dh2", host.movementProfile).bands.map(([, d]) => d)).toEqual([4, 8, 12, 24]);
    expect([host.flyingSpeed, host.kind]).toEqual([own.flyingSpeed, own.kind]);
  });

  it("Dark Heresy (wh40k-rpg): the pack's Ambulull, Ag 20 and Enormous, printed Move 4/8/12/24 — the same bands as Stride's NPC entered at Size 6, or at the host's Size 4 with the Move's difference as manual modifiers", () => {
    const packed = fixture("wh40k-rpg-dh2-npc-ambulull.json");
    const host = wh40kRpgHost.read({ ...packed, system: wh40kLoaded(packed.system) })!;
    const npc = (data: Record<string, unknown>) =>
      getRuleset("dh2").actors.read("npc", { characteristics: { agility: { value: 20 } }, ...data })!.profile;
    const enormous = npc({ size: 6 });
    const printed = npc({ size: 4, movement: { modifiers: { half: 2, full: 4, charge: 6, run: 12 } } });
    expect(bands("dh2", host.movementProfile)).toEqual(bands("dh2", enormous));
    expect(bands("dh2", host.movementProfile)).toEqual(bands("dh2", printed));
    expect(bands("dh2", enormous).map(([, d]) => d)).toEqual([4, 8, 12, 24]);
  });

  it("Shadowrun (shadowrun5e): an ork with Agility 5, Running 4 — the same Walk and Run and the same pools", () => {
    const host = shadowrun5eHost.read(fixture("shadowrun5e-character.json"))!;
    const own = getRuleset("shadowrun").actors.read("runner", {
      metatype: "ork",
      attributes: { agility: 5, strength: 4, body: 5 },
      skills: { running: 4, swimming: 2, acrobatics: 3 },
      armour: 9,
      physicalLimit: 6,
    })!;
    expect(measured("shadowrun", host.movementProfile)).toEqual(measured("shadowrun", own.profile));
    expect(measured("shadowrun", host.movementProfile).bands.slice(0, 2)).toEqual([
      ["srWalk", 10],
      ["srRun", 20],
    ]);
  });

  it("OpenD6 (od6s): the pack's motorcycle and the same vehicle on Stride's d6 vehicle sheet — the same speed levels, pilot's roll and collision profile", () => {
    const host = od6sHost.read(fixture("od6s-vehicle.json"))!;
    const entered = {
      move: 84,
      maneuverability: "3D+1",
      toughness: "3D+2",
      armor: "",
      scale: 3,
      vehicleKind: "land",
      exposure: "exposed",
    };
    const own = getRuleset("d6").actors.read("d6vehicle", entered)!;
    const vehicleBands = (profile: MovementProfile) => getRuleset("d6").bands.vehicleBands(profile);
    expect(host.movementProfile).toEqual(own.profile);
    expect(vehicleBands(host.movementProfile)).toEqual(vehicleBands(own.profile));
    // Both read as the text gives a stopped Move-84 vehicle: cautious 42 m and cruising 84 m this round.
    expect(vehicleBands(own.profile).map((b) => b.distance)).toEqual([42, 84]);
    expect([host.flyingSpeed, host.kind]).toEqual([own.flyingSpeed, own.kind]);
    expect([own.flyingSpeed, own.kind]).toEqual([0, "vehicle"]);
    expect(host.collisionProfile).toEqual(d6VehicleCollisionProfile(entered));
  });

  it("OpenD6 (od6s): Move 10, Agility 3D+1, Running 4D+1 — the same paces and skill codes", () => {
    const host = od6sHost.read(fixture("od6s-character.json"))!;
    const own = getRuleset("d6").actors.read("d6character", {
      move: 10,
      attributes: { agility: "3D+1", physique: "3D" },
      skills: { running: "4D+1", climbing: "3D+2", jumping: "3D+2", flying: "3D+1", swimming: "3D", stamina: "" },
    })!;
    expect(measured("d6", host.movementProfile)).toEqual(measured("d6", own.profile));
  });
});

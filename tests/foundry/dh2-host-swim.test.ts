/**
 * The dh2 hosts' armour and load as the swim test reads them (dh2-movement.md § Swimming: armour or
 * weighed down, −30): wh40k-rpg armour items equipped in `system.state.equipped`
 * (src/module/data/shared/equippable-template.ts) and its `system.encumbrance { value, max }`
 * (src/module/utils/encumbrance-calculator.ts); dark-heresy-2nd armour items equipped in
 * `system.equipped` (src/template.json `physicalItem`) and an acolyte's `system.encumbrance`
 * (src/module/documents/acolyte.mjs `_computeEncumbrance`). Fixtures: tests/fixtures/hosts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import type { HostActor } from "../../src/foundry/rulesets";
import { wh40kRpgHost } from "../../src/foundry/rulesets/dh2/host/wh40k-rpg";
import { darkHeresy2ndHost } from "../../src/foundry/rulesets/dh2/host/dark-heresy-2nd";

type Actor = HostActor & { system: Record<string, unknown>; items: NonNullable<HostActor["items"]> };

function fixture(name: string): Actor {
  const file = JSON.parse(readFileSync(join(process.cwd(), "tests", "fixtures", "hosts", name), "utf8")) as {
    actor: Actor;
  };
  return { ...file.actor, statuses: new Set<string>() };
}

const dh2 = getRuleset("dh2");
const swim = dh2.tests.buildTest({ kind: "swim" })!;
/** The lines the swim card adds for this host actor (its profile as the situation, no status). */
const swimLines = (host: typeof wh40kRpgHost, actor: HostActor) =>
  dh2.tests.situationalModifiers(swim, { statuses: [], profile: host.read(actor)!.movementProfile });

describe("wh40k-rpg: armour and load for the swim test", () => {
  const actor = fixture("wh40k-rpg-dh2-character.json");
  const armour = (equipped: boolean, type = "flak") => ({
    name: "Flak Armour",
    type: "armour",
    system: { type, state: { equipped } },
  });

  it("an equipped armour item (state.equipped) gives the −30", () => {
    const worn = { ...actor, items: [...actor.items, armour(true)] };
    expect(wh40kRpgHost.read(worn)!.movementProfile.characteristics["armourWorn"]).toBe(1);
    expect(swimLines(wh40kRpgHost, worn)).toEqual([{ source: "weighedDown", value: -30 }]);
  });

  it("armour carried but not equipped, or an Imperium Maledictum force field, does not", () => {
    for (const item of [armour(false), armour(true, "force-field")]) {
      const carried = { ...actor, items: [...actor.items, item] };
      expect(wh40kRpgHost.read(carried)!.movementProfile.characteristics["armourWorn"]).toBeUndefined();
      expect(swimLines(wh40kRpgHost, carried)).toEqual([]);
    }
  });

  it("a load above the host's max (SB + TB 6: 36 kg) gives the −30: 40 kg does, 36 kg does not", () => {
    const loaded = (value: number) => ({ ...actor, system: { ...actor.system, encumbrance: { max: 36, value } } });
    expect(wh40kRpgHost.read(loaded(40))!.movementProfile.characteristics).toMatchObject({
      carriedWeight: 40,
      carryingWeight: 36,
    });
    expect(swimLines(wh40kRpgHost, loaded(40))).toEqual([{ source: "weighedDown", value: -30 }]);
    expect(swimLines(wh40kRpgHost, loaded(36))).toEqual([]);
  });

  it("without encumbrance data or armour the fixture swims at +0", () => {
    expect(swimLines(wh40kRpgHost, actor)).toEqual([]);
    const junk = { ...actor, system: { ...actor.system, encumbrance: { max: "lots", value: 40 } } };
    expect(wh40kRpgHost.read(junk)!.movementProfile.characteristics["carriedWeight"]).toBeUndefined();
  });
});

describe("dark-heresy-2nd: armour and load for the swim test", () => {
  const actor = fixture("dark-heresy-2nd-acolyte.json");
  const armour = (equipped: boolean) => ({
    name: "Carapace",
    type: "armour",
    system: { equipped, armourPoints: { body: 6 } },
  });

  it("an equipped armour item (system.equipped) gives the −30; unequipped it does not", () => {
    expect(swimLines(darkHeresy2ndHost, { ...actor, items: [...actor.items, armour(true)] })).toEqual([
      { source: "weighedDown", value: -30 },
    ]);
    expect(swimLines(darkHeresy2ndHost, { ...actor, items: [...actor.items, armour(false)] })).toEqual([]);
  });

  it("an acolyte's encumbrance above its max gives the −30 (27 kg limit, 27.5 kg carried)", () => {
    const loaded = { ...actor, system: { ...actor.system, encumbrance: { max: 27, value: 27.5, encumbered: true } } };
    expect(swimLines(darkHeresy2ndHost, loaded)).toEqual([{ source: "weighedDown", value: -30 }]);
  });

  it("armour as another item type (gear named Armour) is not armour worn", () => {
    const gear = { name: "Armour", type: "gear", system: { equipped: true } };
    expect(swimLines(darkHeresy2ndHost, { ...actor, items: [...actor.items, gear] })).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

/** One entry of tests/fixtures/dh2-npcs.json (a copy of shared/fixtures/dh2-npcs.json). */
interface NpcEntry {
  name: string;
  source_repo: string;
  agility: number;
  unnatural: Record<string, number>;
  size: string;
  printed_movement: { half: number; full: number; charge: number; run: number };
}

const entries: NpcEntry[] = JSON.parse(readFileSync(new URL("../fixtures/dh2-npcs.json", import.meta.url), "utf8"));

const PAGE_REFERENCED = "Gregory271/Dark-Heresy-2E-Portal";
const BESTIARY_PACK = "JamesonRGrieve/wh40k-ttrpg-foundry-vtt";

/** Size name → Size value (ruling 2). */
function sizeValue(name: string): number {
  const index = dh2.SIZE_CATEGORIES.indexOf(name.toLowerCase() as dh2.SizeCategory);
  if (index < 0) throw new Error(`Unknown size ${name}`);
  return index + 1;
}

function derived(entry: NpcEntry) {
  return dh2.movementRates({
    agility: entry.agility,
    unnaturalAgility: entry.unnatural["agility"] ?? 0,
    size: sizeValue(entry.size),
  });
}

/**
 * Entries of the bestiary pack whose printed line differs from what their characteristics give,
 * with the reason established from the data. The pack has no page references; its lines look
 * partly like defaults typed in.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  "Administratum Adept":
    "Ag 25, Average, no Unnatural Agility gives AB 2 (2/4/6/12); 3/6/9/18 is the AB 3 default typed in",
  Grox: "Ag 15 + Hulking (+1) gives AB 2 (2/4/6/12); 3/6/9/18 is the AB 3 default typed in",
  "Ministorum Priest": "Ag 25, Average gives AB 2 (2/4/6/12); 3/6/9/18 is the AB 3 default typed in",
  Mutant: "Ag 25, Average gives AB 2 (2/4/6/12); 3/6/9/18 is the AB 3 default typed in",
  "PDF Trooper": "Ag 25, Average gives AB 2 (2/4/6/12); 3/6/9/18 is the AB 3 default typed in",
  Bloodletter:
    "Ag 40, Average, no Unnatural Agility gives AB 4 (4/8/12/24); the printed 5/10/15/30 needs one more AB than any stored trait gives",
  Psychneuein:
    "Ag 40 + Scrawny (−1) gives AB 3 (3/6/9/18); the printed 2/4/6/12 is one AB lower, as if Size were counted as Puny",
};

describe("DH2 NPC stat blocks (tests/fixtures/dh2-npcs.json)", () => {
  it("holds 27 entries from the two sources", () => {
    expect(entries).toHaveLength(27);
    expect(entries.filter((e) => e.source_repo === PAGE_REFERENCED)).toHaveLength(13);
    expect(entries.filter((e) => e.source_repo === BESTIARY_PACK)).toHaveLength(14);
  });

  it.each(entries.filter((e) => e.source_repo === PAGE_REFERENCED).map((e) => [e.name, e] as const))(
    "page-referenced %s: derived rates equal the printed ones",
    (_name, entry) => {
      expect(derived(entry)).toEqual(entry.printed_movement);
    },
  );

  it.each(entries.filter((e) => e.source_repo === BESTIARY_PACK).map((e) => [e.name, e] as const))(
    "bestiary pack %s: agrees, or differs for a listed reason",
    (name, entry) => {
      const agrees = JSON.stringify(derived(entry)) === JSON.stringify(entry.printed_movement);
      expect(agrees, KNOWN_DIFFERENCES[name] ?? "agrees").toBe(!(name in KNOWN_DIFFERENCES));
    },
  );

  it("reports the agreement count", () => {
    const pack = entries.filter((e) => e.source_repo === BESTIARY_PACK);
    const agreeing = pack.filter((e) => JSON.stringify(derived(e)) === JSON.stringify(e.printed_movement));
    const referenced = entries.filter((e) => e.source_repo === PAGE_REFERENCED);
    const referencedAgreeing = referenced.filter(
      (e) => JSON.stringify(derived(e)) === JSON.stringify(e.printed_movement),
    );
    console.log(
      `DH2 fixtures: page-referenced ${referencedAgreeing.length}/${referenced.length} agree; ` +
        `bestiary pack ${agreeing.length}/${pack.length} agree, ${pack.length - agreeing.length} listed differences`,
    );
    expect(referencedAgreeing).toHaveLength(referenced.length);
    expect(agreeing.length + Object.keys(KNOWN_DIFFERENCES).length).toBe(pack.length);
  });
});

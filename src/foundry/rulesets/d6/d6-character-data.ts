/**
 * The schema part of OpenD6 characters' data (`d6character` actor type): Move, flying Move, the
 * Agility and Physique codes, the movement skills' codes and the drowning rounds (d6-movement.txt;
 * rules/README.md ruling 10), how older data is migrated, the counters the rules keep, and neutral
 * derived values. `init` registers it in every world; an OpenD6 world's chunk brings
 * d6-character-model.ts, which derives the values by the engine (rulesets/loading.ts).
 * @module
 */
import { formatSkillCode } from "../../../rules";
import { D6_CHARACTER_INITIAL } from "../../../rules/rulesets/d6/actor-fields";
import { codePips, D6_SKILLS, pipsCode, type D6Skill } from "../../../rules/rulesets/d6/profile";
import { looseNumberAt } from "../../data/loose-values";
import { StrideActorModel, type ActorDataWarning, type ActorModelMetadata } from "../../data/actor/actor-model";

/** A value that was not usable and what was used instead. */
export type D6Warning = ActorDataWarning;

/** The initial values (d6 actors.ts; the engine's reader uses the same). */
const INITIAL = D6_CHARACTER_INITIAL;

function defineD6Schema() {
  const { SchemaField, NumberField, StringField } = foundry.data.fields;
  const metres = (initial: number) => new NumberField({ required: true, nullable: false, min: 0, initial });
  const code = (initial: string) => new StringField({ required: true, blank: true, initial });
  return {
    move: metres(INITIAL.move),
    // A Special Ability, spell or gear's flying rate (§ Flying Characters); 0 without a means to fly.
    flyingMove: metres(INITIAL.flyingMove),
    attributes: new SchemaField({
      agility: code(INITIAL.attributes.agility),
      physique: code(INITIAL.attributes.physique),
    }),
    // Skill codes as totals; blank is untrained (rolled at the attribute).
    skills: new SchemaField(
      Object.fromEntries(D6_SKILLS.map((skill) => [skill, code(INITIAL.skills[skill])])) as Record<
        D6Skill,
        ReturnType<typeof code>
      >,
    ),
    // Failed swimming rounds this stay in the water (§ Swimming: 1D each, +3 to the next roll);
    // raised by a missed swimming card (TestConsequence `counter`), cleared by hand on the sheet.
    drowning: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: INITIAL.drowning }),
  };
}

/** The schema's shape. */
export type D6Schema = ReturnType<typeof defineD6Schema>;

/** Values derived on preparation. */
export type D6Derived = {
  /** Base distances a round, metres: running (Move), swimming, climbing, a standing leap. */
  bases: { run: number; swim: number; climb: number; jump: number };
  /** Running difficulty of 2×, 3× and 4× Move (§ Running). */
  runDifficulties: { times: number; distance: number; difficulty: number }[];
  /** Each movement skill's code as rolled (its own, or its attribute's when untrained). */
  rolled: Record<D6Skill, { code: string; trained: boolean }>;
  /** Values that had to be replaced to be used. */
  warnings: D6Warning[];
};

/** A stored number as the record reads it: finite, else 0. */
function finiteOrZero(raw: unknown): number {
  return typeof raw === "number" && Number.isFinite(raw) ? raw : 0;
}

/** A code as stored (text), or a legacy number of pips, as text; anything else as is. */
function migrateCode(value: unknown): unknown {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) return formatSkillCode(pipsCode(value));
  if (typeof value === "string" && value.trim() !== "") {
    try {
      return formatSkillCode(pipsCode(codePips(value)));
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * The schema-only data model of `d6character` actors: their fields, migrations and counters, with
 * neutral derived values (0 distances, no warnings) until the character model
 * (d6-character-model.ts) derives them.
 */
export class StrideD6CharacterData extends StrideActorModel<D6Schema, D6Derived> {
  /** An OpenD6 character is a character to the movement rules (not a vehicle). */
  static override readonly metadata: ActorModelMetadata = {
    types: ["d6character"],
    kind: "character",
    sheet: { label: "STRIDE.D6.Sheet.label" },
  };

  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.D6.Character"];

  /** @inheritDoc */
  static override defineSchema(): D6Schema {
    return defineD6Schema();
  }

  /**
   * Older or hand-made data: codes given as pips (numbers) or in another spelling (`3d+2`) become
   * codes as printed (`3D+2`); a `flyMove` becomes `flyingMove` (and is kept); Move, flying Move and
   * drowning rounds typed as text become numbers as every model reads them (../../loose-values.ts:
   * `"12"`, `"1,5"`, `"3 m"`, `"−2"`, `"1 000"`, `"½"`). Anything unreadable is kept as entered.
   * dnd5e and pf2e migrate source data the same way in `static migrateData`
   * (foundryvtt.com/api/classes/foundry.abstract.DataModel.html#migrateData). Never throws.
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const own = (key: string) => (Object.hasOwn(source, key) ? source[key] : undefined);
    if (own("flyMove") !== undefined && own("flyingMove") === undefined) source["flyingMove"] = source["flyMove"];
    for (const key of ["move", "flyingMove", "drowning"]) looseNumberAt(source, key);
    for (const group of ["attributes", "skills"]) {
      const codes = own(group);
      if (typeof codes !== "object" || codes === null || Array.isArray(codes)) continue;
      for (const [key, value] of Object.entries(codes)) (codes as Record<string, unknown>)[key] = migrateCode(value);
    }
    return super.migrateData(source);
  }

  /**
   * Adds to a counter the rules keep on the character (TestConsequence `counter`): `drowning`, the
   * failed swimming rounds of this stay in the water (§ Swimming). Other counters are ignored.
   * @returns the updated actor, or undefined when nothing changed
   */
  async addToCounter(counter: string, amount: number): Promise<unknown> {
    if (counter !== "drowning" || !Number.isFinite(amount) || amount === 0) return undefined;
    const next = Math.max(0, Math.floor(finiteOrZero(this.drowning) + amount));
    // A dotted-path update, as the runner's applyDamage writes its condition monitor.
    const update: Record<string, number> = { "system.drowning": next };
    return this.parent?.update(update);
  }

  /**
   * Sets a counter the rules keep on the character (SetCounterEffect): `drowning` back to 0 once a
   * move ends out of the water (§ Swimming). Other counters, and values that are not finite, are
   * ignored; the value is floored and clamped at 0.
   * @returns the updated actor, or undefined when nothing changed
   */
  async setCounter(counter: string, value: number): Promise<unknown> {
    if (counter !== "drowning" || !Number.isFinite(value)) return undefined;
    const next = Math.max(0, Math.floor(value));
    if (next === finiteOrZero(this.drowning)) return undefined;
    const update: Record<string, number> = { "system.drowning": next };
    return this.parent?.update(update);
  }

  /**
   * Neutral values (no distances, every skill untrained and blank, no warnings), so a sheet reads
   * every derived key before the engine's derivation arrives or where it never does.
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.bases = { run: 0, swim: 0, climb: 0, jump: 0 };
    this.runDifficulties = [];
    this.rolled = Object.fromEntries(
      D6_SKILLS.map((skill) => [skill, { code: "", trained: false }]),
    ) as D6Derived["rolled"];
    this.warnings = [];
  }
}

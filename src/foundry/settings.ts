/**
 * World settings and the values read from them once per session.
 * @module
 */
import {
  DEFAULT_RULESET,
  getRuleset,
  hasRuleset,
  rulesetIds,
  rulesetManifest,
  type Ruleset,
  type RulesetManifest,
} from "../rules";
import { SYSTEM_ID } from "./constants";
import {
  applyRulerColorProperties,
  configureRulerColors,
  RULER_COLOR_KEYS,
  RULER_COLORS,
} from "./canvas/placeables/tokens/ruler-colors";
import { rulerColorsMenuClass } from "./applications/ruler-colors-menu";

/** How strictly movement allowances are held in a started combat. */
export type EnforcementMode = "off" | "warn" | "block";

/** The enforcement modes, in the order the setting lists them. */
export const ENFORCEMENT_MODES: readonly EnforcementMode[] = ["off", "warn", "block"];

/**
 * Registers Stride's settings. Call in `init`. The Variant setting offers the stored ruleset's
 * variants: settings registered in `init` may read world settings already registered (dnd5e reads
 * its `rulesVersion` setting in `init` the same way), and nothing is cached for the session until
 * both the ruleset and the variant are registered ({@link activeRuleset}), since reading a setting
 * Foundry does not know yet throws.
 * @param defaultRuleset the Ruleset setting's default (the module: the host system's ruleset, hosts.ts);
 *   an unknown id falls back to {@link DEFAULT_RULESET}
 */
export function registerSettings(defaultRuleset: string = DEFAULT_RULESET): void {
  game.settings!.register(SYSTEM_ID, "ruleset", {
    name: "STRIDE.Setting.ruleset.name",
    hint: "STRIDE.Setting.ruleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(rulesetIds().map((id) => [id, rulesetManifest(id).label])),
    default: hasRuleset(defaultRuleset) ? defaultRuleset : DEFAULT_RULESET,
    requiresReload: true,
  });
  const ruleset = storedRuleset();
  game.settings!.register(SYSTEM_ID, "variant", {
    name: "STRIDE.Setting.variant.name",
    hint: "STRIDE.Setting.variant.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(ruleset.variants.map((v) => [v.id, v.label])),
    default: ruleset.variants[0]?.id ?? "",
    requiresReload: true,
  });
  game.settings!.register(SYSTEM_ID, "enforcement", {
    name: "STRIDE.Setting.enforcement.name",
    hint: "STRIDE.Setting.enforcement.hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      off: "STRIDE.Setting.enforcement.off",
      warn: "STRIDE.Setting.enforcement.warn",
      block: "STRIDE.Setting.enforcement.block",
    },
    default: "block",
  });
  // The Necromunda text's house rule (necromunda-movement.md § Charge, House Rule), off by default;
  // a Boolean world setting (shared/foundry-v13.md § Settings: game.settings.register with scope,
  // config, type, default). Passed to the engine as data (drag.ts DragOptions), never read there.
  game.settings!.register(SYSTEM_ID, "voluntaryEngage", {
    name: "STRIDE.Setting.voluntaryEngage.name",
    hint: "STRIDE.Setting.voluntaryEngage.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  // Who sets the modifier on a test card before the roll (gm-modifier.ts): the GM only by default;
  // on, also the card's roller (its actor's owner), as texts allow for equipment a player declares.
  // A Boolean world setting (shared/foundry-v13.md § Settings), read by the GM when it checks a request.
  game.settings!.register(SYSTEM_ID, "rollerModifier", {
    name: "STRIDE.Setting.rollerModifier.name",
    hint: "STRIDE.Setting.rollerModifier.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  // A ruleset's falling-damage formula (dh2 ruling 4: `@metres` is the metres fallen), when it has
  // one (TestsCapability.fallingFormulaSetting). A String world setting (shared/foundry-v13.md
  // § Settings); a formula Foundry cannot roll is warned about when saved (onChange) and whenever
  // read, and the ruleset's default is used (fallingDamageFormula()).
  const falling = ruleset.fallingFormulaSetting;
  if (falling) {
    game.settings!.register(SYSTEM_ID, "fallingDamageFormula", {
      name: "STRIDE.Setting.fallingDamageFormula.name",
      hint: "STRIDE.Setting.fallingDamageFormula.hint",
      scope: "world",
      config: true,
      type: String,
      default: falling.initial,
      onChange: () => void fallingDamageFormula(),
    });
  }
}

/** The falling-formula setting of the active ruleset, or null when it has none. */
function fallingSetting(): RulesetManifest["fallingFormulaSetting"] | null {
  return activeManifest().fallingFormulaSetting ?? null;
}

/**
 * Whether a falling-damage formula is one Foundry can roll: at most the ruleset's longest template,
 * and valid for `Roll.validate` with its placeholder filled in
 * (https://foundryvtt.com/api/classes/foundry.dice.Roll.html#validate; the Simple Worldbuilding
 * system, foundryvtt/worldbuilding module/simple.js, checks its initiative formula setting with
 * `Roll.validate` and warns the same way). False when the active ruleset has no falling formula.
 * Never throws.
 * @param validate Foundry's `Roll.validate` (tests pass their own)
 */
export function isFallingFormula(
  formula: unknown,
  validate: (formula: string) => boolean = (f) => foundry.dice.Roll.validate(f),
): formula is string {
  const setting = fallingSetting();
  if (!setting || typeof formula !== "string" || formula.trim() === "" || formula.length > setting.maxLength) {
    return false;
  }
  try {
    return validate(formula.replaceAll(setting.placeholder, "1"));
  } catch {
    return false;
  }
}

/** Warns once per formula that the world's falling-damage formula cannot be rolled and the default is used. */
const warned = new Set<string>();
function warnBadFormula(formula: string, fallback: string): void {
  if (warned.has(formula)) return;
  warned.add(formula);
  ui.notifications?.warn(game.i18n!.format("STRIDE.Setting.fallingDamageFormula.invalid", { formula, fallback }));
}

/**
 * The world's falling-damage formula template (dh2 ruling 4: a world setting; default
 * `1d10 + @metres`). A formula Foundry cannot roll gives a clear warning once and the ruleset's
 * default is used; the empty string when the active ruleset has no falling formula. Never throws.
 * @param validate Foundry's `Roll.validate` (tests pass their own)
 */
export function fallingDamageFormula(validate?: (formula: string) => boolean): string {
  const setting = fallingSetting();
  if (!setting) return "";
  let value: unknown;
  try {
    value = game.settings?.get(SYSTEM_ID, "fallingDamageFormula");
  } catch {
    return setting.initial;
  }
  if (value === undefined || value === null || value === "") return setting.initial;
  if (isFallingFormula(value, validate)) return value.trim();
  warnBadFormula(typeof value === "string" ? value : JSON.stringify(value), setting.initial);
  return setting.initial;
}

/**
 * Whether the world allows voluntary engaging without a Charge (the house rule setting); false
 * when settings are not ready.
 */
export function voluntaryEngage(): boolean {
  try {
    return game.settings?.get(SYSTEM_ID, "voluntaryEngage") === true;
  } catch {
    return false;
  }
}

/**
 * Whether the world lets a card's roller (its actor's owner) set the modifier on a test card before
 * the roll, besides the GM; false when settings are not ready.
 */
export function rollerSetsModifier(): boolean {
  try {
    return game.settings?.get(SYSTEM_ID, "rollerModifier") === true;
  } catch {
    return false;
  }
}

/** Reads a setting, or returns `fallback` when settings are not ready or the value is unknown. */
function readSetting(key: "ruleset" | "variant" | "enforcement", fallback: string): string {
  try {
    const value: unknown = game.settings?.get(SYSTEM_ID, key);
    return typeof value === "string" ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Ruleset and variant require a reload to change, so they are read once per session. */
let session: { ruleset: RulesetManifest; variant: string } | null = null;

/**
 * The stored ruleset's manifest, read now (never cached); {@link DEFAULT_RULESET}'s if unknown or
 * unreadable.
 */
function storedRuleset(): RulesetManifest {
  const id = readSetting("ruleset", DEFAULT_RULESET);
  return rulesetManifest(hasRuleset(id) ? id : DEFAULT_RULESET);
}

/** Whether a Stride setting is registered (Foundry's `game.settings.settings` map), so reading it cannot throw. */
function registered(key: "ruleset" | "variant"): boolean {
  try {
    return game.settings?.settings?.has(`${SYSTEM_ID}.${key}`) === true;
  } catch {
    return false;
  }
}

/**
 * The ruleset and variant of this session, read from the settings on first use. They are kept
 * only once both settings are registered: read earlier (while `init` registers them) the values
 * are provisional, and a variant read before its setting exists would be the default all session.
 */
function sessionRules(): { ruleset: RulesetManifest; variant: string } {
  if (session) return session;
  const ruleset = storedRuleset();
  const variant = variantOf(ruleset, readSetting("variant", ""));
  if (registered("ruleset") && registered("variant")) session = { ruleset, variant };
  return { ruleset, variant };
}

/**
 * The world's ruleset; {@link DEFAULT_RULESET} if the stored id is unknown. Its engine loads in
 * `init` (hooks/init.ts, rulesets/loading.ts) and is there before the world is ready; what runs
 * earlier reads {@link activeManifest}.
 * @throws {Error} before the engine has loaded (rules/rulesets/index.ts `getRuleset`)
 */
export function activeRuleset(): Ruleset {
  return getRuleset(sessionRules().ruleset.id);
}

/** The world's ruleset's manifest (rules/ruleset.ts `RulesetManifest`), there from `init` on. */
export function activeManifest(): RulesetManifest {
  return sessionRules().ruleset;
}

/** The world's ruleset variant; the ruleset's default if the stored one does not apply. */
export function activeVariant(ruleset: Pick<RulesetManifest, "id" | "variants"> = activeManifest()): string {
  const rules = sessionRules();
  return rules.ruleset.id === ruleset.id ? rules.variant : variantOf(ruleset, "");
}

/** The variant id if the ruleset has it, else the ruleset's first (default) variant. */
function variantOf(ruleset: Pick<RulesetManifest, "variants">, id: string): string {
  return ruleset.variants.some((v) => v.id === id) ? id : (ruleset.variants[0]?.id ?? "");
}

/** Forgets the session's ruleset and variant (tests). */
export function resetSessionRules(): void {
  session = null;
}

/** The world's movement enforcement mode; `block` if unreadable. */
export function enforcementMode(): EnforcementMode {
  const mode = readSetting("enforcement", "block");
  return (ENFORCEMENT_MODES as readonly string[]).includes(mode) ? (mode as EnforcementMode) : "block";
}

/** The world's ruler colours by palette slot, as stored (unchecked); a slot not readable is undefined. */
function storedRulerColors(): unknown[] {
  return RULER_COLOR_KEYS.map((key) => {
    try {
      return game.settings?.get(SYSTEM_ID, key);
    } catch {
      return undefined;
    }
  });
}

/**
 * Puts the world's ruler colours in `CONFIG.STRIDE.rulerColors` and on the document's root as CSS
 * custom properties (canvas/placeables/tokens/ruler-colors.ts), so the ruler, labels and cards read
 * one palette. Never throws.
 */
export function applyRulerColors(): void {
  try {
    const colors = configureRulerColors(storedRulerColors());
    if (typeof document !== "undefined") applyRulerColorProperties(document.documentElement.style, colors);
  } catch (error) {
    console.error("Stride | ruler colours", error);
  }
}

/**
 * Registers a world colour setting per ruler palette slot, defaulting to {@link RULER_COLORS}, then
 * the Ruler colours menu that edits them (applications/ruler-colors-menu.ts; a menu that fails to
 * register is logged and leaves the settings working), and applies them
 * ({@link applyRulerColors}); a change applies at once. Call in `init`. The settings keep their keys
 * (`rulerColor0` … `rulerColor6`), so a world keeps its colours; they are not listed in core's
 * settings form (`config: false`), the menu shows them, to GMs only (`restricted: true`). The type is
 * a DataField instance, Foundry's `ColorField` (v14 SettingConfig `type: BuiltinType | typeof
 * DataModel | DataField`; docs/foundry-evidence.md § 24 and § 60).
 */
export function registerRulerColorSettings(): void {
  const { ColorField } = foundry.data.fields;
  RULER_COLOR_KEYS.forEach((key, slot) => {
    const initial = RULER_COLORS[slot]!;
    const last = slot === RULER_COLOR_KEYS.length - 1;
    game.settings!.register(SYSTEM_ID, key, {
      name: last ? "STRIDE.Setting.rulerColor.beyond.name" : `STRIDE.Setting.rulerColor.band${slot}.name`,
      hint: last ? "STRIDE.Setting.rulerColor.beyond.hint" : `STRIDE.Setting.rulerColor.band${slot}.hint`,
      scope: "world",
      config: false,
      type: new ColorField({ required: true, nullable: false, initial }),
      default: initial,
      onChange: () => applyRulerColors(),
    });
  });
  // The menu only edits the settings: a failure to register it leaves them registered and applied.
  try {
    game.settings!.registerMenu(SYSTEM_ID, "rulerColors", {
      name: "STRIDE.RulerColors.menu.name",
      label: "STRIDE.RulerColors.menu.label",
      hint: "STRIDE.RulerColors.menu.hint",
      icon: "fa-solid fa-palette",
      type: rulerColorsMenuClass(() => ({ ruleset: activeRuleset(), variant: activeVariant() })),
      restricted: true,
    });
  } catch (error) {
    console.error(`${SYSTEM_ID} | ruler colours menu`, error);
  }
  applyRulerColors();
}

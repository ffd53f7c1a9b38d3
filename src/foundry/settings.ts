/**
 * World settings and the values read from them once per session.
 * @module
 */
import { DEFAULT_RULESET, getRuleset, hasRuleset, rulesetIds, type Ruleset } from "../rules";
import { SYSTEM_ID } from "./constants";

/** How strictly movement allowances are held in a started combat. */
export type EnforcementMode = "off" | "warn" | "block";

/** The enforcement modes, in the order the setting lists them. */
export const ENFORCEMENT_MODES: readonly EnforcementMode[] = ["off", "warn", "block"];

/** Registers Stride's settings. Call in `init`. */
export function registerSettings(): void {
  game.settings!.register(SYSTEM_ID, "ruleset", {
    name: "STRIDE.Setting.ruleset.name",
    hint: "STRIDE.Setting.ruleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(rulesetIds().map((id) => [id, getRuleset(id).label])),
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
  game.settings!.register(SYSTEM_ID, "variant", {
    name: "STRIDE.Setting.variant.name",
    hint: "STRIDE.Setting.variant.hint",
    scope: "world",
    config: true,
    type: String,
    // The active ruleset's variants: settings registered in `init` may read world settings
    // already registered (dnd5e reads its `rulesVersion` setting in `init` the same way).
    choices: Object.fromEntries(activeRuleset().variants.map((v) => [v.id, v.label])),
    default: activeRuleset().variants[0]?.id ?? "",
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
let session: { ruleset: Ruleset; variant: string } | null = null;

/** The ruleset and variant of this session, read from the settings on first use. */
function sessionRules(): { ruleset: Ruleset; variant: string } {
  if (session) return session;
  const id = readSetting("ruleset", DEFAULT_RULESET);
  const ruleset: Ruleset = getRuleset(hasRuleset(id) ? id : DEFAULT_RULESET);
  const variant = variantOf(ruleset, readSetting("variant", ""));
  // Before `init` has registered the settings the defaults are only provisional.
  if (game.settings?.settings?.has(`${SYSTEM_ID}.ruleset`)) session = { ruleset, variant };
  return { ruleset, variant };
}

/** The world's ruleset; {@link DEFAULT_RULESET} if the stored id is unknown. */
export function activeRuleset(): Ruleset {
  return sessionRules().ruleset;
}

/** The world's ruleset variant; the ruleset's default if the stored one does not apply. */
export function activeVariant(ruleset: Ruleset = activeRuleset()): string {
  const rules = sessionRules();
  return rules.ruleset === ruleset ? rules.variant : variantOf(ruleset, "");
}

/** The variant id if the ruleset has it, else the ruleset's first (default) variant. */
function variantOf(ruleset: Ruleset, id: string): string {
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

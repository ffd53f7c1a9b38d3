/**
 * Why a drag stops, in words: a short line for the ruler's label and the full sentence for the
 * notification shown when the token is dropped there.
 * @module
 */
import type { Ruleset } from "../../../../rules";
import { guard } from "../../../notify";
import type { ConstraintStop } from "../token";
import { allowanceKeyLabel, allowanceStopText, allowanceTestAtStop } from "./allowance-test";

/** The parts of `game.i18n` the texts use. */
export interface StopI18n {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** A stop's words: `short` for the label (one line), `full` for the notification. */
export interface StopText {
  readonly short: string;
  readonly full: string;
}

/** The lang keys of a stop reason's full and short texts, or null for a reason with no words. */
function keysOf(stop: ConstraintStop): { full: string; short: string } | null {
  const both = (name: string) => ({ full: `STRIDE.Ruler.${name}`, short: `STRIDE.Ruler.Short.${name}` });
  switch (stop.reason) {
    case "climb":
      return both("Climb");
    case "edge":
      return both(stop.test === "leap" ? "Leap" : "Edge");
    case "engaged":
      return both(stop.enemy ? "Engaged" : "EngagedUnnamed");
    case "footing":
      return both("Footing");
    case "forbiddenEnd":
      return both("ForbiddenEnd");
    case "overlap":
      return both("Overlap");
    case "overhang":
      return both("Overhang");
    case "start":
      return both("Start");
    default:
      return null;
  }
}

/**
 * Why the drag stops (the engine's reason, src/rules/moves/drag.ts), or null when it needs no words:
 * the allowance is shown by the band label unless a test raises it (TestsCapability.allowanceTest).
 * @param key the key bound to the allowance test as Configure Controls shows it, or null
 */
export function stopText(
  stop: ConstraintStop | null | undefined,
  ruleset: Ruleset,
  key: string | null,
  i18n: StopI18n,
): StopText | null {
  if (!stop) return null;
  if (stop.reason === "allowance") {
    const full = allowanceStopText(ruleset, stop, key, i18n);
    const spec = allowanceTestAtStop(ruleset, stop);
    if (!full || !spec) return null;
    const test = i18n.localize(spec.label);
    const short = key
      ? i18n.format("STRIDE.AllowanceTest.rulerShort", { key, test })
      : i18n.format("STRIDE.AllowanceTest.rulerHudShort", { test });
    return { short, full };
  }
  const keys = keysOf(stop);
  if (!keys) return null;
  // A start the ruleset refuses is worded by the ruleset (TerrainCapability.startNotice); only
  // `STRIDE.` keys, and only string and finite number values, are used.
  if (stop.reason === "start" && stop.notice?.key.startsWith("STRIDE.")) {
    const data: Record<string, string> = {};
    for (const [name, value] of Object.entries(stop.notice.data ?? {})) {
      if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value)))
        data[name] = String(value);
    }
    return { short: i18n.localize(keys.short), full: i18n.format(stop.notice.key, data) };
  }
  // Only tokens the user can see hold anyone off, so the name is always one they can see.
  const data = { name: stop.enemy ?? "" };
  return { short: i18n.format(keys.short, data), full: i18n.format(keys.full, data) };
}

/**
 * Shows the full reason a dropped drag stopped where it did, as an info notification; nothing when
 * it needs no words. Never throws.
 */
export function notifyStop(stop: ConstraintStop | null | undefined, ruleset: () => Ruleset): void {
  guard("drag stop notice", undefined, () => {
    if (!stop) return;
    const text = stopText(stop, ruleset(), allowanceKeyLabel(), game.i18n!);
    if (text) ui.notifications?.info(text.full);
  });
}

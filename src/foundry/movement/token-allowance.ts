/**
 * The allowance of a live TokenDocument under the world's settings, with the warnings of
 * ruling 6 (scene units unknown, or other than the ruleset's) and of clamped actor data shown once.
 * @module
 */
import { isMovementSource, turnAllowance, type TokenLike, type TurnAllowance } from "./allowance";
import { notifyOnce } from "../notify";
import { activeRuleset, activeVariant } from "../settings";

/** What the warnings need to name. */
interface NamedToken extends TokenLike {
  readonly name?: string | null;
  readonly actor: { readonly system: unknown; readonly id?: string | null; readonly name?: string | null } | null;
}

/** The token's allowance under the world's ruleset and variant, or null when it has none. */
export function tokenAllowance(token: NamedToken): TurnAllowance | null {
  const ruleset = activeRuleset();
  const allowance = turnAllowance(token, ruleset, activeVariant(ruleset));
  if (!allowance) return null;
  const units = token.parent?.grid.units ?? "";
  if (allowance.unknownUnits) {
    notifyOnce(`units:${units}`, "warn", "STRIDE.Warning.UnknownUnits", { units, assumed: ruleset.unit });
  } else if (Math.abs(allowance.ratio - 1) > 1e-9) {
    // Ruling 6: converted, and said so once, so no one reads a wrong number silently.
    notifyOnce(`converted:${units}`, "warn", "STRIDE.Warning.ConvertedUnits", { units, unit: ruleset.unit });
  }
  const system = token.actor?.system;
  if (isMovementSource(system) && "warnings" in system && Array.isArray(system.warnings) && system.warnings.length) {
    notifyOnce(`data:${token.actor?.id ?? token.name}`, "warn", "STRIDE.Warning.ClampedData", {
      name: token.actor?.name ?? token.name ?? "",
      fields: system.warnings.map((w: { path: string }) => w.path).join(", "),
    });
  }
  return allowance;
}

/**
 * The allowance of a live TokenDocument under the world's settings, with the warnings of
 * ruling 6 (unknown scene units) and of clamped actor data shown once.
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
  if (allowance.unknownUnits) {
    const units = token.parent?.grid.units ?? "";
    notifyOnce(`units:${units}`, "warn", "STRIDE.Warning.UnknownUnits", { units, assumed: ruleset.unit });
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

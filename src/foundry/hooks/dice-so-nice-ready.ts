/**
 * `diceSoNiceReady`: the Wild Die's Dice So Nice colorset (chat/wild-die.ts). Dice So Nice calls the
 * hook with its API object once ready; `addColorset(colorset, mode)` registers a colorset by `name`,
 * with `description`, `category`, `foreground`, `background`, `outline`, `edge`, `texture`, `material`
 * (docs/foundry-evidence.md § 33).
 * @module
 */
import { guard } from "../notify";
import { markWildDieColorset, WILD_DIE_COLORSET, WILD_DIE_COLOURS } from "../chat/wild-die";

/** What Stride asks of Dice So Nice's API (`game.dice3d`, handed to the `diceSoNiceReady` hook). */
export interface Dice3dLike {
  addColorset(colorset: Record<string, unknown>, mode?: string): unknown;
}

/**
 * `diceSoNiceReady`: registers the Wild Die's colorset (category "Stride") so the Wild Die rolls
 * in it, and players can pick it in Dice So Nice's own settings. Rolls carry the colorset once Dice
 * So Nice has taken it; a colorset it refuses is logged and the Wild Die keeps the roller's colours.
 * Never throws.
 */
export function diceSoNiceReady(dice3d: Dice3dLike | null | undefined): void {
  guard("dice so nice colorset", undefined, () => {
    if (typeof dice3d?.addColorset !== "function") return;
    void Promise.resolve(
      dice3d.addColorset(
        {
          name: WILD_DIE_COLORSET,
          description: game.i18n!.localize("STRIDE.WildDie.colorset"),
          category: "Stride",
          ...WILD_DIE_COLOURS,
          texture: "none",
          material: "plastic",
        },
        "default",
      ),
    ).then(
      () => markWildDieColorset(),
      (error: unknown) => console.error("Stride | Dice So Nice colorset", error),
    );
  });
}

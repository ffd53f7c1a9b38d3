/**
 * Dark Heresy's token HUD buttons, for the system's plugin and the module's dh2 host plugin alike
 * (rulesets/plugin.ts `tokenHUD`): the standing jump and reach card for any token with an actor
 * (§ Standing Vertical Jumps: a card, no test), and Lift, push or throw for characters whose data
 * has Carrying limits (§ Carrying, Lifting, and Pushing Objects, § Throwing Objects). What a button
 * does reads the ruleset's engine and is loaded on its first click.
 * @module
 */
import { addHudButton } from "../../hooks/hud-button";
import { onHook } from "../../hooks/on-hook";
import type { PluginHudToken } from "../plugin";
import type { ReachToken } from "./reach/reach-card";
import type { StrengthRollActor } from "./strength/strength-rolls";
import { canStrain } from "./strength/strain";

/** Adds Dark Heresy's buttons to a token's HUD. */
export function dh2TokenHud(token: PluginHudToken, html: HTMLElement): void {
  if (token.actor) {
    addHudButton(html, "reach", "fa-solid fa-arrow-up", "STRIDE.Dh2.reach.hud", async () =>
      (await import("./reach/reach-card")).postReachCard(token as ReachToken),
    );
  }
  if (canStrain(token.actor)) {
    addHudButton(html, "strength", "fa-solid fa-dumbbell", "STRIDE.Strength.open", async () =>
      (await import("./strength/strength-rolls")).promptStrengthTest(
        token as { uuid: string; parent?: unknown; actor: StrengthRollActor | null },
      ),
    );
  }
}

/**
 * Registers the Strength card's hooks: the active GM relays players' results (strength-rolls.ts
 * `createStrengthResult`, loaded with the first chat message created); its buttons are wired by
 * the cards' render hook.
 */
export function registerStrengthHooks(): void {
  onHook("createChatMessage", (message: unknown) => {
    void import("./strength/strength-rolls").then(({ createStrengthResult }) =>
      createStrengthResult(message as Parameters<typeof createStrengthResult>[0]),
    );
  });
}

/**
 * Dark Heresy's token HUD buttons, for the system's plugin and the module's dh2 host plugin alike
 * (rulesets/plugin.ts `tokenHUD`): the standing jump and reach card for any token with an actor
 * (§ Standing Vertical Jumps: a card, no test), and Lift, push or throw for characters whose data
 * has Carrying limits (§ Carrying, Lifting, and Pushing Objects, § Throwing Objects).
 * @module
 */
import { addHudButton } from "../../hooks/hud-button";
import type { PluginHudToken } from "../plugin";
import { postReachCard, type ReachToken } from "./reach/reach-card";
import { strengthHudButton } from "./strength/strength-rolls";

/** Adds Dark Heresy's buttons to a token's HUD. */
export function dh2TokenHud(token: PluginHudToken, html: HTMLElement): void {
  if (token.actor) {
    addHudButton(html, "reach", "fa-solid fa-arrow-up", "STRIDE.Dh2.reach.hud", () =>
      postReachCard(token as ReachToken),
    );
  }
  strengthHudButton(token, html);
}

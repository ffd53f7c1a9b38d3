/**
 * The token HUD's offer of the test that raises the token's movement limit
 * (TestsCapability.allowanceTest; shadowrun-movement.md § Sprinting, § Swimming: Sprint and the
 * swimming sprint), for the token's owner and the GM: one button per test the ruleset's movement
 * actions offer, each posting the test's card (canvas/placeables/tokens/allowance-test.ts). The
 * ruler offers the same test by a key when a drag stops at the limit. Buttons are added by
 * render-token-hud.ts, as its other controls (the v13 `renderTokenHUD` hook passes the HUD's
 * HTMLElement, https://foundryvtt.com/api/functions/hookEvents.renderTokenHUD.html).
 * @module
 */
import type { ManualTestSpec, MovementActionSpec, Ruleset } from "../../rules";
import { postAllowanceTest, type AllowanceToken } from "../canvas/placeables/tokens/allowance-test";

/** A HUD button to add: its class suffix, icon, lang key of its tooltip, and what it does. */
export interface HudButton {
  readonly name: string;
  readonly icon: string;
  readonly label: string;
  readonly run: () => Promise<unknown>;
}

/**
 * The buttons for the tests that raise the token's limits: one per test kind, in the order of the
 * actions (the last action offering it gives the icon: Sprint's), for a token with an actor its
 * user owns, or any for the GM.
 */
export function allowanceTestButtons(
  token: AllowanceToken & { readonly isOwner?: boolean },
  ruleset: Ruleset,
  isGM: boolean = game.user?.isGM === true,
): HudButton[] {
  const offer = ruleset.tests.allowanceTest;
  if (!offer || !token.actor || !(token.isOwner || isGM)) return [];
  // Per test kind, the last (fastest) action offering it: its icon and the action posted.
  const byKind = new Map<string, { spec: ManualTestSpec; action: MovementActionSpec }>();
  for (const action of ruleset.actions) {
    const spec = offer(action.id);
    if (spec) byKind.set(spec.request.kind, { spec, action });
  }
  const buttons = [...byKind].map(([kind, { spec, action }]) => ({
    name: `allowance-${kind}`,
    icon: action.icon,
    label: spec.label,
    run: () => postAllowanceTest(token, action.id, ruleset),
  }));
  return buttons;
}

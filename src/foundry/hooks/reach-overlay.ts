/**
 * The reach overlay's wiring (canvas/reach-overlay.ts): a keybinding toggles it for the first
 * controlled token, and the hooks that change what it was drawn from (tokens, regions, walls, the
 * combat's turn) draw it again; a change it does not depend on draws nothing (its key is the same).
 * Hook names and arguments: https://foundryvtt.com/api/modules/hookEvents.html (`controlToken`,
 * `create/update/delete{Token,Region,Wall}`, `updateCombat`, `canvasTearDown`); the keybinding as
 * canvas/placeables/tokens/allowance-test.ts registers its own (docs/foundry-evidence.md § 36).
 * @module
 */
import {
  paintReach,
  reachDrawing,
  reachKey,
  tokenReach,
  type OverlayGraphics,
  type ReachToken,
} from "../canvas/reach-overlay";
import { userCanSee } from "../canvas/placeables/token";
import { SYSTEM_ID } from "../constants";
import { guard } from "../notify";
import { onHook } from "./on-hook";

/** The keybinding's action id under the system's namespace. */
export const REACH_OVERLAY_KEY = "reachOverlay";

/** The name of the overlay's Graphics on `canvas.interface`. */
export const REACH_OVERLAY_NAME = "strideReachOverlay";

/** A PIXI.Graphics as the overlay uses it. */
type DrawnGraphics = OverlayGraphics & { destroy(): void; name: string | null };

/** Whether the user asked for the overlay. */
let enabled = false;
/** The Graphics drawn into, on `canvas.interface` while the canvas lives. */
let graphics: DrawnGraphics | null = null;
/** What the overlay was last drawn from ({@link reachKey}), or null when nothing is drawn. */
let drawn: string | null = null;
/** Bumped by every change of the scene's tokens, regions, walls or combat. */
let revision = 0;

/** Whether the overlay is on (for the keybinding's callers and the Quench check). */
export function reachOverlayEnabled(): boolean {
  return enabled;
}

/** The keybinding's handler: turns the overlay on or off. Consumes the key. */
export function onReachOverlayKey(): boolean {
  enabled = !enabled;
  refreshReachOverlay();
  return true;
}

/** A change the overlay depends on: drawn again (when on) from the new scene. */
export function reachSceneChanged(): void {
  revision++;
  refreshReachOverlay();
}

/** Draws the overlay for the first controlled token, unless it is drawn from the same things already. */
export function refreshReachOverlay(): void {
  guard("reach overlay", undefined, () => {
    const token = (canvas?.tokens?.controlled[0] ?? null) as unknown as ReachToken | null;
    if (!enabled || !token) {
      graphics?.clear();
      drawn = null;
      return;
    }
    const key = reachKey(token, revision);
    if (key === drawn) return;
    const layer = canvas?.interface as unknown as { addChild(child: unknown): unknown } | undefined;
    if (!graphics && layer) {
      const created = new PIXI.Graphics() as unknown as DrawnGraphics;
      created.name = REACH_OVERLAY_NAME;
      layer.addChild(created);
      graphics = created;
    }
    if (!graphics) return;
    const found = tokenReach(token, userCanSee);
    if (found) paintReach(graphics, reachDrawing(found.reach, found.map, found.frame.scale));
    else graphics.clear();
    drawn = key;
  });
}

/** The canvas goes: its Graphics with it. */
export function tearDownReachOverlay(): void {
  const old = graphics;
  graphics = null;
  drawn = null;
  // The interface group may have destroyed its children already.
  guard("reach overlay teardown", undefined, () => old?.destroy());
}

/** Registers the keybinding and the hooks (in `init`); the key is editable in Configure Controls. */
export function registerReachOverlay(): void {
  game.keybindings?.register(SYSTEM_ID, REACH_OVERLAY_KEY, {
    name: "STRIDE.ReachOverlay.keybinding",
    hint: "STRIDE.ReachOverlay.keybindingHint",
    editable: [{ key: "KeyG" }],
    onDown: onReachOverlayKey,
  });
  onHook("controlToken", refreshReachOverlay);
  for (const name of ["Token", "Region", "Wall"]) {
    for (const change of ["create", "update", "delete"]) onHook(`${change}${name}`, reachSceneChanged);
  }
  onHook("updateCombat", reachSceneChanged);
  onHook("canvasTearDown", tearDownReachOverlay);
}

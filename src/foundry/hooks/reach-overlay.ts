/**
 * The reach overlay's wiring (canvas/reach-overlay.ts): a keybinding toggles it for the first
 * controlled token, a token's drag shows it (canvas/placeables/token.ts), and the hooks that change
 * what it was drawn from (tokens, regions, walls, the combat's turn, actors, the scene) draw it
 * again; a change it does not depend on draws nothing (its key is the same). Hook names and
 * arguments: https://foundryvtt.com/api/modules/hookEvents.html (`controlToken`,
 * `create/update/delete{Token,Region,Wall}`, `updateCombat`, `updateActor`, `updateScene`,
 * `canvasTearDown`); the keybinding as
 * canvas/placeables/tokens/allowance-test.ts registers its own (docs/foundry-evidence.md § 36).
 * @module
 */
import { reachDrawing, reachOverlay, tokenReach, type DrawnGraphics, type ReachToken } from "../canvas/reach-overlay";
import { userCanSee } from "../canvas/placeables/token";
import { SYSTEM_ID } from "../constants";
import { guard } from "../notify";
import { onHook } from "./on-hook";

/** The keybinding's action id under the system's namespace. */
export const REACH_OVERLAY_KEY = "reachOverlay";

/** The name of the overlay's Graphics on `canvas.interface`. */
export const REACH_OVERLAY_NAME = "strideReachOverlay";

/** Whether the overlay is on (for the keybinding's callers and the Quench check). */
export function reachOverlayEnabled(): boolean {
  return reachOverlay.enabled;
}

/** The keybinding's handler: turns the overlay on or off. Consumes the key. */
export function onReachOverlayKey(): boolean {
  guard("reach overlay", undefined, () => reachOverlay.toggle());
  return true;
}

/** A change the overlay depends on: drawn again (when shown) from the new scene. */
export function reachSceneChanged(): void {
  guard("reach overlay", undefined, () => reachOverlay.sceneChanged());
}

/** Draws the overlay for the dragged or first controlled token, unless it shows the same already. */
export function refreshReachOverlay(): void {
  guard("reach overlay", undefined, () => reachOverlay.refresh());
}

/** The canvas goes: its Graphics with it. */
export function tearDownReachOverlay(): void {
  // The interface group may have destroyed its children already.
  guard("reach overlay teardown", undefined, () => reachOverlay.tearDown());
}

/** The canvas's side of the overlay: the controlled token, a Graphics on `canvas.interface`, the engine's reach. */
function canvasHost(): void {
  reachOverlay.host = {
    controlled: () => (canvas?.tokens?.controlled[0] ?? null) as unknown as ReachToken | null,
    create: () => {
      const layer = canvas?.interface as unknown as { addChild(child: unknown): unknown } | undefined;
      if (!layer) return null;
      const created = new PIXI.Graphics() as unknown as DrawnGraphics;
      created.name = REACH_OVERLAY_NAME;
      layer.addChild(created);
      return created;
    },
    compute: (token) => {
      const found = tokenReach(token, userCanSee);
      return found ? reachDrawing(found.reach, found.map, found.frame.scale) : null;
    },
  };
}

/** Registers the keybinding and the hooks (in `init`); the key is editable in Configure Controls. */
export function registerReachOverlay(): void {
  canvasHost();
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
  // The combat's turn, the actor's allowance, the scene's grid.
  for (const name of ["updateCombat", "updateActor", "updateScene"]) onHook(name, reachSceneChanged);
  onHook("canvasTearDown", tearDownReachOverlay);
}

/**
 * Where the Journey dialog opens from and how its card comes alive: a Token-controls tool, an actor
 * context-menu entry, the card rendered from its data model, and the active GM writing players' results.
 * @module
 */
import { onHook } from "../../../hooks/on-hook";
import { addGMTokenTool, type SceneControls } from "../../../hooks/scene-control-tool";
import { guard, guardAsync } from "../../../notify";
import { wireCardActions } from "../../../data/chat-message/card-metadata";
import { guardedEntry, inShapeOf } from "../../../applications/context-menu-entry";
import { openJourney } from "./journey-dialog";
import { relayJourneyResult, type JourneyMessage } from "./journey-rolls";
import { JOURNEY_CARD } from "./journey-metadata";
import type { ResultMessage } from "../../../chat/result-message";

/** `getSceneControlButtons`: adds a Journey button to the Token controls for the GM (scene-control-tool.ts). */
export function journeySceneControl(controls: SceneControls): void {
  guard("journey scene control", undefined, () => {
    addGMTokenTool(controls, {
      id: "journey",
      title: "STRIDE.Journey.title",
      icon: "fa-solid fa-route",
      onChange: () => void openJourney(),
    });
  });
}

/** The actor a directory entry shows (v13 and v14 entries carry `data-entry-id`). */
function entryActor(li: HTMLElement): { uuid: string; type: string } | null {
  const id = li.dataset["entryId"];
  return id ? ((game.actors?.get(id) as unknown as { uuid: string; type: string }) ?? null) : null;
}

/**
 * `getActorContextOptions`: a "Plan a journey" entry on characters and NPCs of the Actors directory
 * (https://foundryvtt.com/api/functions/hookEvents.getDocumentContextOptions.html: "Substitute Document in
 * the hook name … for example getActorContextOptions"), in the shape of the menu's own entries: v13's
 * `name`/`callback` or v14's `label`/`onClick`, detected from them as the combat tracker's entry is
 * (context-menu-entry.ts; docs/foundry-evidence.md § 8). Its condition and callback are guarded.
 */
export function journeyActorContext(_application: unknown, entries: object[]): void {
  guard("journey context menu", undefined, () => {
    const entry = guardedEntry("journey context menu", {
      name: "STRIDE.Journey.open",
      icon: '<i class="fa-solid fa-route"></i>',
      condition: (li) => game.user?.isGM === true && ["character", "npc"].includes(entryActor(li)?.type ?? ""),
      callback: (li) => {
        const actor = entryActor(li);
        if (actor) openJourney([actor.uuid]);
      },
    });
    entries.push(inShapeOf(entries, entry));
  });
}

/**
 * Wires a journey card's Roll buttons ({@link JOURNEY_CARD}), as the cards' `renderChatMessageHTML`
 * hook does (hooks/render-chat-message.ts). The card is already in the element (its data model
 * rendered it inside core's render, journey-model.ts). A roll's error is logged and shown once and
 * the button is enabled again (notify.ts guardAsync): nothing rejects into Foundry.
 */
export function renderJourneyCard(message: JourneyMessage, html: HTMLElement): void {
  wireCardActions(JOURNEY_CARD, message, html, null);
}

/** `createChatMessage`: the active GM writes a player's result onto its journey card. */
export function createJourneyResult(message: ResultMessage): void {
  void guardAsync("journey result", false, () => relayJourneyResult(message));
}

/** Registers the journey hooks (called once from stride.ts). */
export function registerJourneyHooks(): void {
  // fvtt-types 13.345.1 does not declare these v13 hooks by these names (shared/foundry-v13.md).
  onHook("getSceneControlButtons", journeySceneControl);
  onHook("getActorContextOptions", journeyActorContext);
  onHook("createChatMessage", createJourneyResult);
}

/**
 * The scene side of movement test cards (src/foundry/chat/card-effects.ts), decided by the
 * engine (src/rules/moves/landings.ts, finished.ts) on a snapshot of the card's scene and
 * carried out by the executor: the chat code itself never reads geometry or moves a token.
 * @module
 */
import {
  applyFallEffects,
  fallOffVehicleEffects,
  landingsAfterFall,
  passedTestEffects,
  type Effect,
  type Ruleset,
  type TestConsequence,
} from "../../rules";
import type { CardEffects, LandedOn } from "../chat/card-effects";
import { lookupUuid } from "../chat/card-actor";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import type { ExecutorScene } from "./executor";
import { runEffects } from "./run";

/** The card's token, as read here. */
interface CardToken {
  readonly id: string | null;
  readonly parent: (SceneLike & ExecutorScene) | null;
}

/** A token of the card's scene, with what a stored landing names. */
interface SceneToken {
  readonly id: string | null;
  readonly name?: string | null;
  readonly uuid?: string;
  readonly actor?: { readonly uuid?: string } | null;
}

/** The card's token on its scene, and the scene's snapshot in the ruleset's unit; null when gone. */
function onScene(tokenUuid: string, ruleset: Ruleset) {
  const token = lookupUuid(tokenUuid) as CardToken | null;
  const scene = token?.parent;
  if (!token?.id || !scene) return null;
  return { id: token.id, scene, snapshot: sceneSnapshot(scene, ruleset.unit) };
}

/** How a card stores a model a fall landed on. */
function stored(scene: SceneLike, modelId: string): LandedOn | null {
  for (const t of scene.tokens as Iterable<SceneToken>) {
    if (t.id === modelId) return { name: t.name ?? "", actorUuid: t.actor?.uuid ?? "", tokenUuid: t.uuid ?? null };
  }
  return null;
}

const has = (consequences: readonly TestConsequence[] | undefined, type: TestConsequence["type"]) =>
  consequences?.some((c) => c.type === type) === true;

/** Cards' scene side through the engine and the executor (the mover's rights, the rest via the GM). */
export const executorCardEffects: CardEffects = {
  landingsOf(rolled, ruleset) {
    if (!has(rolled.resolution.consequences, "fall")) return Promise.resolve([]);
    const at = onScene(rolled.tokenUuid, ruleset);
    if (!at) return Promise.resolve([]);
    return Promise.resolve(landingsAfterFall(at.snapshot, at.id).flatMap(({ model }) => stored(at.scene, model) ?? []));
  },

  async afterRoll(rolled, ruleset) {
    if (!rolled.resolution.success) return;
    const at = onScene(rolled.tokenUuid, ruleset);
    const effects = at ? passedTestEffects(at.id, rolled.call.kind, ruleset) : [];
    if (at && effects.length) await runEffects(effects, at.scene, at.id);
  },

  async applyFall(fall, ruleset, angle = Math.random() * 2 * Math.PI) {
    const at = onScene(fall.tokenUuid, ruleset);
    if (!at) return [];
    // Only what the scene confirms: the named token is under the faller now, with the named actor.
    const under = landingsAfterFall(at.snapshot, at.id).flatMap(({ model }) => stored(at.scene, model) ?? []);
    const confirmed = fall.landedOn.filter((claim) =>
      under.some((u) => u.tokenUuid === claim.tokenUuid && u.actorUuid === claim.actorUuid),
    );
    const ids = confirmed.map((c) => c.tokenUuid?.split(".").at(-1) ?? "").filter((id) => id !== "");
    const effects: Effect[] = [];
    if (has(fall.consequences, "fall")) effects.push(...applyFallEffects(at.snapshot, at.id, ids, ruleset));
    if (has(fall.consequences, "fallOff")) effects.push(...fallOffVehicleEffects(at.snapshot, at.id, angle, ruleset));
    // The card's Apply button sets the faller's own status after this (chat/movement-tests.ts).
    const rest = effects.filter((e) => !(e.type === "status" && e.model === at.id));
    if (rest.length) await runEffects(rest, at.scene, at.id);
    return confirmed;
  },
};

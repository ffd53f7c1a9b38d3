/**
 * The scene side of movement test cards (src/foundry/chat/card-effects.ts), decided by the
 * engine (src/rules/moves/landings.ts, finished.ts) on a snapshot of the card's scene and
 * carried out by the executor: the chat code itself never reads geometry or moves a token.
 * @module
 */
import {
  applyFallEffects,
  EDGE_CLEARED,
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
import { addAllowance, type HistoryToken } from "../data/token-history";

/** The card's token, as read here. */
interface CardToken extends HistoryToken {
  readonly id: string | null;
  readonly parent: (SceneLike & ExecutorScene) | null;
  readonly actor?: { readonly system?: unknown } | null;
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
  return { id: token.id, token, scene, snapshot: sceneSnapshot(scene, ruleset.unit) };
}

/** An actor data model that marks damage (the runner's `applyDamage(track, boxes)`). */
interface DamageTaker {
  applyDamage(track: string, boxes: number): Promise<unknown>;
}

const takesDamage = (system: unknown): system is DamageTaker =>
  typeof (system as Partial<DamageTaker> | null)?.applyDamage === "function";

/**
 * Carries out a rolled test's consequences (capabilities/outcomes.ts) for the card's token, as
 * the roller (its owner or the GM): `allowance` is remembered on the token for the movement
 * history (movement/history.ts), so the ruler and the enforced limit show it at once; `damage` is
 * marked through the actor data model's `applyDamage`; `status`, `crossEdge` (the `edgeCleared`
 * turn mark) and `fatigue` (levels added by the actor's model, on the GM's client when the roller
 * does not own the actor) go through the executor. `fall` and `fallOff` wait for the card's Apply
 * button, `damageRoll` for its Apply damage button ({@link CardEffects.applyWounds}).
 * @returns the executor's effects, carried out by the caller
 */
export async function consequenceEffects(
  token: CardToken & { readonly id: string },
  consequences: readonly TestConsequence[],
  ruleset: Ruleset,
): Promise<Effect[]> {
  const effects: Effect[] = [];
  for (const c of consequences) {
    switch (c.type) {
      case "allowance":
        await addAllowance(token, ruleset, c.action, c.distance);
        break;
      case "damage": {
        const system = token.actor?.system;
        if (takesDamage(system)) await system.applyDamage(c.track, c.boxes);
        break;
      }
      case "status":
        effects.push({ type: "status", model: token.id, status: c.status, active: c.active });
        break;
      case "crossEdge":
        effects.push({ type: "turnMark", model: token.id, mark: EDGE_CLEARED });
        break;
      case "fatigue":
        // dh2: an encumbered swimmer's failure (§ Swimming); the actor's model adds the levels.
        if (Number.isInteger(c.levels) && c.levels > 0) {
          effects.push({ type: "fatigue", model: token.id, levels: Math.min(c.levels, 10) });
        }
        break;
      default:
        break;
    }
  }
  return effects;
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
    const at = onScene(rolled.tokenUuid, ruleset);
    if (!at) return;
    // The document itself (its flags and combatant are read through it; id checked by onScene).
    const token = at.token as CardToken & { readonly id: string };
    const effects = await consequenceEffects(token, rolled.resolution.consequences ?? [], ruleset);
    if (rolled.resolution.success) {
      for (const e of passedTestEffects(at.id, rolled.call.kind, ruleset)) {
        if (!effects.some((x) => x.type === "turnMark" && e.type === "turnMark" && x.mark === e.mark)) effects.push(e);
      }
    }
    if (effects.length) await runEffects(effects, at.scene, at.id);
  },

  async applyWounds(tokenUuid, damage, ruleset) {
    const at = onScene(tokenUuid, ruleset);
    if (!at) return false;
    const report = await runEffects([{ type: "wounds", model: at.id, damage }], at.scene, at.id);
    return report.done + report.sent > 0;
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

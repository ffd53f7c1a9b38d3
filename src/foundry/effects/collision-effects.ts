/**
 * The scene side of collision cards (chat/collision-card.ts): a side's changes become the
 * executor's `vehicleDamage` and `status` effects on the vehicle's token, carried out with this
 * user's rights (the rest through the active GM). A card whose token is gone changes the actor
 * through its data model (or, in the module, the host's fields) directly.
 * @module
 */
import type { Effect, VehicleDamageChanges } from "../../rules";
import { cardActor, lookupUuid } from "../chat/card-actor";
import type { CollisionEffects } from "../chat/collision-card";
import { vehicleDamageWriter, type ExecutorScene } from "./executor";
import { runEffects } from "./run";

/** The token a side names, as read here. */
interface SideToken {
  readonly id: string | null;
  readonly parent: ExecutorScene | null;
}

/**
 * The effects that carry out a side's changes on a token: the vehicle's damage, then each status set.
 * @param model the vehicle's token id
 */
export function collisionSideEffects(
  model: string,
  changes: VehicleDamageChanges,
  statuses: readonly string[],
): Effect[] {
  return [
    { type: "vehicleDamage", model, changes },
    ...statuses.map((status): Effect => ({ type: "status", model, status, active: true })),
  ];
}

/** Collision cards' scene side through the executor. */
export const executorCollisionEffects: CollisionEffects = {
  async applyCollision(side, changes, statuses) {
    const token = lookupUuid(side.tokenUuid) as SideToken | null;
    if (token?.id && token.parent) {
      const report = await runEffects(collisionSideEffects(token.id, changes, statuses), token.parent);
      return report.done > 0;
    }
    const actor = cardActor(side);
    const write = actor ? vehicleDamageWriter(actor, changes) : null;
    if (!actor || !write) return false;
    await write();
    for (const status of statuses) await actor.toggleStatusEffect?.(status, { active: true });
    return true;
  },
};

/**
 * Pinned is the token's Prone status, not a field (necromunda-movement.md § Falling Damage: a falling
 * fighter is Pinned; Stride applies it as Foundry's Prone). Fighters saved with the older `pinned`
 * in their status field keep it until the active GM's `ready` moves it to the Prone status: the
 * status is set first, and only then the field goes back to Standing, so a failure loses nothing
 * (the rules read the field's `pinned` as Pinned meanwhile: rules necromunda/actors.ts fighterState).
 * @module
 */
import { guardAsync } from "../../notify";
import { SYSTEM_ID } from "../../constants";

/** The status id that stands for Pinned. */
const PINNED_STATUS = "prone";

/** The parts of an Actor the migration reads and changes. */
export interface PinnedActor {
  readonly type?: string;
  readonly system?: { readonly status?: unknown } | null;
  /** Actor#toggleStatusEffect (v13): sets or clears a status. */
  toggleStatusEffect?(id: string, options: { active: boolean }): Promise<unknown>;
  /** Actor#update. */
  update?(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * Moves every `fighter` whose status field holds `pinned` to the Prone status, the field back to
 * Standing (set the status first, then the field). An actor that fails is logged and left as it was.
 * @returns how many fighters were moved
 */
export async function migratePinnedToProne(actors: Iterable<PinnedActor>): Promise<number> {
  let moved = 0;
  for (const actor of actors) {
    if (actor.type !== "fighter" || actor.system?.status !== "pinned") continue;
    if (typeof actor.toggleStatusEffect !== "function" || typeof actor.update !== "function") continue;
    try {
      await actor.toggleStatusEffect(PINNED_STATUS, { active: true });
      await actor.update({ "system.status": "standing" });
      moved++;
    } catch (error) {
      console.error(`${SYSTEM_ID} | moving Pinned to the Prone status`, error);
    }
  }
  return moved;
}

/**
 * `ready`: the active GM moves the world's fighters' older Pinned to the Prone status
 * ({@link migratePinnedToProne}). Never throws into Foundry.
 * @param actors the world's actors (tests pass their own)
 */
export function readyPinnedMigration(
  actors: () => Iterable<PinnedActor> = () => (game.actors ?? []) as unknown as Iterable<PinnedActor>,
): Promise<void> {
  return guardAsync("pinned migration", undefined, async () => {
    if (game.users?.activeGM?.isSelf !== true) return;
    await migratePinnedToProne(actors());
  });
}

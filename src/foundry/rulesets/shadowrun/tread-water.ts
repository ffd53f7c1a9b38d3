/**
 * Treading water keeps time (shadowrun-movement.md § Swimming: tread for the average of Strength
 * and Body in minutes, then a Swimming + Strength [Physical] (2) test; success buys as long
 * again before the next test): when the world time moves (`updateWorldTime`, which combat
 * rounds advance by `CONFIG.time.roundTime` and a GM's clock by any amount), the active GM's client
 * posts the treading-water card of every runner treading water whose time has run out (the engine's
 * `treadingClock`), moves its clock on, and redraws its open sheet's minutes left.
 *
 * Evidence (docs/foundry-evidence.md § 41): the hook `updateWorldTime(worldTime, dt, options, userId)`
 * (https://foundryvtt.com/api/functions/hookEvents.updateWorldTime.html, v13 and v14 alike),
 * `game.time.worldTime` in seconds (v14 GameTime page), `CONFIG.time.roundTime` "the number of
 * seconds which automatically elapse at the end of a Combat round" (CONFIG.time page); the active GM
 * as `game.users.activeGM` (Stride's requests.ts). Quench batch `stride.srd6` checks it live.
 * @module
 */
import { buildTest, treadingClock } from "../../../rules/rulesets/shadowrun/index";

import { postMovementTest } from "../../chat/movement-tests";
import type { CardActor } from "../../chat/card-actor";
import { guardAsync } from "../../notify";

/** What the clock reads and writes of a runner. */
export interface TreadingActor {
  readonly type?: string;
  readonly system?: {
    readonly treading?: unknown;
    readonly treadingSince?: unknown;
    readonly treadWater?: unknown;
  } | null;
  update(data: Record<string, unknown>): Promise<unknown>;
  readonly sheet?: { readonly rendered?: boolean; render(): unknown } | null;
}

/**
 * Moves the treading clocks of `actors` to `worldTime` (seconds; `dt` the step just taken): for each
 * runner treading water, one card per test come due (`post`), its period's start moved on, and its
 * open sheet redrawn. A runner switched on before its start was recorded counts from the time before
 * this step.
 * @returns the cards posted
 */
export async function tickTreading(
  actors: Iterable<TreadingActor>,
  worldTime: number,
  dt: number,
  post: (actor: TreadingActor) => Promise<unknown>,
): Promise<number> {
  if (!Number.isFinite(worldTime)) return 0;
  let posted = 0;
  for (const actor of actors) {
    const system = actor.system;
    if (actor.type !== "runner" || system?.treading !== true) continue;
    const minutes = typeof system.treadWater === "number" && system.treadWater >= 0 ? system.treadWater : 0;
    const stored = system.treadingSince;
    const since =
      typeof stored === "number" && Number.isFinite(stored) ? stored : worldTime - (Number.isFinite(dt) ? dt : 0);
    const clock = treadingClock({ minutes, since, now: worldTime });
    for (let i = 0; i < clock.due; i++) {
      await post(actor);
      posted += 1;
    }
    if (clock.since !== stored) await actor.update({ "system.treadingSince": clock.since });
    else if (actor.sheet?.rendered) actor.sheet.render();
  }
  return posted;
}

/** The `updateWorldTime` hook: on the active GM's client only; never throws into Foundry. */
export function treadWaterWorldTime(worldTime: number, dt: number): void {
  if (game.users?.activeGM?.isSelf !== true) return;
  void guardAsync("treading water", 0, () =>
    tickTreading(game.actors as unknown as Iterable<TreadingActor>, worldTime, dt, (actor) =>
      postMovementTest(actor as unknown as CardActor, buildTest({ kind: "treadWater" })!),
    ),
  );
}

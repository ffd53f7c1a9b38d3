/**
 * The active GM's check of a test card's modifier. A player may update a message it authored (its
 * own test cards), so a player's client could write the GM's modifier on its own card even where
 * the world lets only the GM set it. The `updateChatMessage` hook passes the id of the user who
 * made the update, as the server gives it (docs/foundry-evidence.md § 12, § 25): on the active GM's
 * client, a modifier written by a non-GM user while rollers may not set it is cleared again and
 * the refusal logged. Likewise the turn a card was posted in (`postedTurn`, which decides whether
 * its roll spends the current turn) is the poster's, not the player's to rewrite: a non-GM change
 * of it is set back to unknown (null), so the card spends the turn it is rolled in. Nothing is read
 * from the update but which field changed.
 * @module
 */
import { MOVEMENT_TEST_TYPE } from "../constants";
import { guardAsync } from "../notify";
import { refuse } from "../requests";
import { rollerSetsModifier } from "../settings";

/** The request kind the refusal is logged under. */
const GUARD = "gmModifier";

/** The updated message as read here. */
interface GuardedMessage {
  readonly type?: string;
  readonly system?: { readonly result?: unknown; readonly gmModifier?: unknown; readonly postedTurn?: unknown } | null;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** The users as read here: the active GM, and a user by id. */
interface Users {
  readonly activeGM?: { readonly isSelf?: boolean } | null;
  get(id: string): { readonly id?: string | null; readonly isGM?: boolean } | undefined;
}

/**
 * Who changed `field` of a card's `system`, when the active GM's client sees a user who is not a GM
 * do it (from the server-given `userId`); null otherwise.
 */
function playerChange(
  changed: { readonly system?: Record<string, unknown> | null } | null | undefined,
  userId: string,
  field: string,
): { readonly id?: string | null } | null {
  const users = game.users as unknown as Users | undefined;
  const system = changed?.system;
  if (users?.activeGM?.isSelf !== true || !system || typeof system !== "object" || !Object.hasOwn(system, field)) {
    return null;
  }
  const user = users.get(userId);
  return user?.isGM === true ? null : (user ?? { id: userId });
}

/**
 * The `updateChatMessage` hook's check: clears a test card's modifier a non-GM user wrote while
 * the world lets only the GM set it (on an unrolled card; a rolled card's result is the roller's).
 * @param userId the id of the user who made the update, as the server gives it
 * @returns whether the modifier was cleared
 */
export async function guardGmModifier(
  message: GuardedMessage,
  changed: { readonly system?: Record<string, unknown> | null } | null | undefined,
  _options: unknown,
  userId: string,
): Promise<boolean> {
  if (message.type !== MOVEMENT_TEST_TYPE) return false;
  const user = playerChange(changed, userId, "gmModifier");
  if (!user || rollerSetsModifier()) return false;
  if (message.system?.gmModifier === null || message.system?.gmModifier === undefined) return false;
  refuse(GUARD, user, "only the GM sets the modifier in this world");
  if (message.system?.result) return false;
  await message.update({ "system.gmModifier": null });
  return true;
}

/**
 * The `updateChatMessage` hook's check of a card's posted turn (any card whose data keeps one): a
 * change of it by a non-GM user is refused and the field set to null (unknown: the card then spends
 * the turn it is rolled in, data/token-history.ts rolledInPostedPeriod), on the active GM's client.
 * @param userId the id of the user who made the update, as the server gives it
 * @returns whether the posted turn was cleared
 */
export async function guardPostedTurn(
  message: GuardedMessage,
  changed: { readonly system?: Record<string, unknown> | null } | null | undefined,
  _options: unknown,
  userId: string,
): Promise<boolean> {
  const user = playerChange(changed, userId, "postedTurn");
  if (!user || message.system?.postedTurn === null || message.system?.postedTurn === undefined) return false;
  refuse("postedTurn", user, "only the card's poster sets its turn");
  await message.update({ "system.postedTurn": null });
  return true;
}

/** The hook as registered: never throws into Foundry. */
export function updateChatMessageGuard(
  message: GuardedMessage,
  changed: Parameters<typeof guardGmModifier>[1],
  options: unknown,
  userId: string,
): void {
  void guardAsync("card guard", false, async () => {
    await guardGmModifier(message, changed, options, userId);
    return guardPostedTurn(message, changed, options, userId);
  });
}

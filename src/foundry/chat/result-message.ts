/**
 * A player's result message (a roll posted with a flag naming the card it answers, as dnd5e's
 * request cards do), as the active GM reads it before writing the result on a card it posted.
 * @module
 */
import type { Requester } from "../requests";

/** A player's result message, as the active GM reads it. */
export interface ResultMessage {
  getFlag?(scope: string, key: string): unknown;
  /** The user who posted it, as the server stored it (ChatMessage#author). */
  readonly author?: (Requester & { readonly isGM?: boolean }) | null;
  /** The message's rolls: the first is the test's `1d100`. */
  readonly rolls?: readonly { readonly formula?: string; readonly total?: number | null }[];
}

/**
 * The d100 a result message rolled: its first roll, `1d100`, a whole total 1–100; else null.
 * The GM reads the result from the roll itself, never from the message's flags.
 */
export function rolledD100(message: ResultMessage): number | null {
  const roll = message.rolls?.[0];
  const total = Number(roll?.total);
  if (roll?.formula?.replace(/\s+/g, "") !== "1d100" || !Number.isInteger(total) || total < 1 || total > 100)
    return null;
  return total;
}

/** An index into a list: a whole number ≥ 0 below `length`, else null. */
export function indexIn(value: unknown, length: number): number | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < length ? (value as number) : null;
}

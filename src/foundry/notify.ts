/**
 * Notifications shown at most once per session for the same key, and the error guard every
 * hook and override runs its work through.
 * @module
 */
import { SYSTEM_ID } from "./constants";

const shown = new Set<string>();

/** Shows a localized notification once per session per key. */
export function notifyOnce(
  key: string,
  level: "info" | "warn" | "error",
  message: string,
  data?: Record<string, string>,
): void {
  if (shown.has(key)) return;
  shown.add(key);
  const text = data ? game.i18n!.format(message, data) : game.i18n!.localize(message);
  ui.notifications?.[level](text);
}

/**
 * Runs `work`; on an internal error logs it, shows one notification per session, and returns
 * `fallback`, so a Stride bug never blocks play (DESIGN.md § Reliability and safety).
 */
export function guard<T>(where: string, fallback: T, work: () => T): T {
  try {
    return work();
  } catch (error) {
    console.error(`${SYSTEM_ID} | ${where}`, error);
    try {
      notifyOnce(`error:${where}`, "error", "STRIDE.Error.Internal", { where });
    } catch {
      // Notifications themselves unavailable: the console entry stands.
    }
    return fallback;
  }
}

/** Like {@link guard} for async work: a rejected promise is logged and notified, never thrown. */
export async function guardAsync<T>(where: string, fallback: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return guard(where, fallback, () => {
      throw error;
    });
  }
}

/** Forgets which notifications were shown (tests). */
export function resetNotifications(): void {
  shown.clear();
}

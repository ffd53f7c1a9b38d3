/**
 * Registers Stride's hook handlers. Each handler declares only the parts of Foundry's arguments
 * it reads (small shapes, tested with small fakes), which fvtt-types cannot match to its full
 * document types, and some v13 hooks (`moveToken`) are missing from fvtt-types 13.345.1
 * (shared/foundry-v13.md): so handlers go through this one loosely typed registration.
 * Hook names and arguments: https://foundryvtt.com/api/modules/hookEvents.html
 * @module
 */

/** A hook handler reading its own shapes of Foundry's arguments. */
export type HookHandler = (...args: never[]) => unknown;

/** `Hooks.on(name, handler)`; returns the handler's id. */
export function onHook(name: string, handler: HookHandler): number {
  // Called on Hooks itself, as `Hooks.on(...)` is (a static method may read `this`).
  const hooks = Hooks as unknown as { on(name: string, handler: HookHandler): number };
  return hooks.on(name, handler);
}

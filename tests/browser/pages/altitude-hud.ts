/**
 * The token HUD's altitude control (src/foundry/hooks/altitude-hud.ts) in a page: a fake token whose
 * actor flies, words from the real lang/en.json as the build ships it (the test bundles it in as
 * `STRIDE_LANG`: tests/support/lang.ts), and what the control stored and said, on `window`.
 */
import { addAltitudeControl } from "../../../src/foundry/hooks/altitude-hud";
import { strictSettings } from "./page-settings";
import { loadRulesets } from "../../../src/rules";

/** Resolves once every engine has loaded (the system loads its ruleset's in `init`); the test awaits it. */
export const ready = loadRulesets();

/** The merged English lang object, defined by the test's bundler. */
declare const STRIDE_LANG: Record<string, unknown>;
const lang = STRIDE_LANG;

const log = window as unknown as { updates: object[]; notices: string[] };
log.updates = [];
log.notices = [];

/** A lang key's English words, or the key. */
function localize(key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
  return typeof value === "string" ? value : key;
}

/** Adds the control for a token whose actor has this trait and position, as this kind of user. */
export function mount(root: HTMLElement, trait: "flyer" | "hoverer" | null, position: string, isOwner: boolean) {
  // A Dark Heresy world: the control asks the active ruleset for its altitudes.
  const world = { ruleset: "dh2", variant: "core", enforcement: "block" };
  Object.assign(window, { game: { user: { isGM: false }, settings: strictSettings(world) } });
  const system = { flightTrait: trait, flightPosition: position };
  const token = {
    isOwner,
    actor: {
      system,
      update: async (data: Record<string, string>) => {
        log.updates.push(data);
        system.flightPosition = data["system.altitude"] ?? position;
      },
    },
  };
  addAltitudeControl(token, root, false, localize, (change) => log.notices.push(change.text.key));
}

/**
 * Adds the control for a player's flyer in a started combat (combat c1, round 1, turn 0) that has
 * moved 3 m this turn; with `spent`, a jump took the turn's Full Action (the history flag's
 * `spent`). The world is Dark Heresy under `block` enforcement. What was said goes into `notices`
 * as `level:key`.
 */
export function mountInCombat(root: HTMLElement, spent: boolean) {
  const world = { ruleset: "dh2", variant: "core", enforcement: "block" };
  Object.assign(window, { game: { user: { isGM: false }, settings: strictSettings(world) } });
  const system = { flightTrait: "flyer", flightPosition: "hovering" };
  const flags: Record<string, Record<string, unknown>> = {
    stride: {
      history: { key: "c1:1:0", allowance: {}, tests: {}, ...(spent ? { spent: { from: 3, remaining: 0 } } : {}) },
    },
  };
  const token = {
    isOwner: true,
    flags,
    combatant: { combat: { id: "c1", round: 1, turn: 0, started: true } },
    movementHistory: [{ cost: 0 }, { cost: 3 }],
    parent: { grid: { units: "m" } },
    setFlag: async (scope: string, key: string, value: unknown) => {
      flags[scope] = { ...flags[scope], [key]: value };
    },
    actor: {
      system,
      update: async (data: Record<string, string>) => {
        log.updates.push(data);
        system.flightPosition = data["system.altitude"] ?? system.flightPosition;
      },
    },
  };
  addAltitudeControl(token, root, false, localize, (change) => log.notices.push(`${change.level}:${change.text.key}`));
}

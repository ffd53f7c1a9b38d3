/**
 * Small fakes of exactly the Foundry shapes the adapter reads: `game.settings.get`,
 * `game.i18n.format/localize`, `ui.notifications`. Installed per test, removed after.
 */
import { vi } from "vitest";
import { resetNotifications } from "../../src/foundry/notify";
import { resetSessionRules } from "../../src/foundry/settings";

export interface FakeWorld {
  settings: Record<string, unknown>;
  notifications: { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
}

/** Installs `game` and `ui` with the given settings; returns the notification spies. */
export function installWorld(settings: Record<string, unknown> = {}): FakeWorld {
  const values = { ruleset: "dh2", variant: "core", enforcement: "block", ...settings };
  const notifications = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  Object.assign(globalThis, {
    game: {
      settings: {
        get: (_scope: string, key: string) => values[key as keyof typeof values],
        settings: new Map(Object.keys(values).map((k) => [`stride.${k}`, {}])),
      },
      i18n: {
        localize: (key: string) => key,
        format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
      },
      user: { isGM: false },
    },
    ui: { notifications },
  });
  resetNotifications();
  resetSessionRules();
  return { settings: values, notifications };
}

/** Removes the fakes. */
export function removeWorld(): void {
  Reflect.deleteProperty(globalThis, "game");
  Reflect.deleteProperty(globalThis, "ui");
  resetNotifications();
  resetSessionRules();
}

/** An actor's system data as the movement code reads it. */
export function movementSystem(
  agility: number,
  options: { flying?: number; size?: number; warnings?: unknown[] } = {},
) {
  return {
    movementProfile: { characteristics: { agility }, unnatural: {}, size: options.size ?? 4, modifiers: {} },
    flyingSpeed: options.flying ?? 0,
    warnings: options.warnings ?? [],
  };
}

/** A token on a scene with the given units and gravity. */
export function fakeToken(
  system: unknown,
  scene: { units?: string; gravity?: string } = {},
  extra: Record<string, unknown> = {},
) {
  return {
    name: "Acolyte",
    actor: system === null ? null : { id: "actor1", name: "Acolyte", system },
    parent: {
      grid: { units: scene.units ?? "m" },
      flags: scene.gravity ? { stride: { gravity: scene.gravity } } : {},
    },
    ...extra,
  };
}

/** v13's canvas Token reduced to the two movement methods Stride's subclass calls. */
export class FakeCoreToken {
  constructor(readonly document: unknown) {}
  constrainMovementPath<W>(waypoints: W[]): [W[], boolean] {
    return [waypoints, false];
  }
  _getMovementCostFunction() {
    return (_from: unknown, _to: unknown, distance: number) => distance;
  }
}

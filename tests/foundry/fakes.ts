/**
 * Small fakes of exactly the Foundry shapes the adapter reads: `game.settings.register/get`,
 * `game.i18n.format/localize`, `ui.notifications`. Installed per test, removed after.
 */
import { vi } from "vitest";
import { resetNotifications } from "../../src/foundry/notify";
import { activeManifest, registerSettings, resetSessionRules } from "../../src/foundry/settings";
import { registerPaceSettings } from "../../src/foundry/movement/pace";

export interface FakeWorld {
  /** The world's stored setting values by key (`ruleset`, `variant` …); edit them to change a value. */
  settings: Record<string, unknown>;
  /** The registered settings, keyed `stride.<key>` as Foundry keys `game.settings.settings`. */
  registered: Map<string, { default?: unknown }>;
  notifications: { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
}

/**
 * `game.settings` as strict as Foundry's: `register(namespace, key, config)` adds a setting; `get`
 * returns the stored value or the registered default, and throws for a key never registered
 * ("… is not a registered game setting", as Foundry's ClientSettings#get does).
 */
export function fakeSettings(stored: Record<string, unknown>, registered = new Map<string, { default?: unknown }>()) {
  return {
    settings: registered,
    register: (namespace: string, key: string, config: { default?: unknown }) => {
      registered.set(`${namespace}.${key}`, config);
    },
    get: (namespace: string, key: string): unknown => {
      const config = registered.get(`${namespace}.${key}`);
      if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
      return Object.hasOwn(stored, key) ? stored[key] : config.default;
    },
  };
}

/**
 * Installs `game` and `ui` with the given stored world settings; returns the notification spies.
 * By default the world is past `init`: Stride's real registrations ran against the strict settings
 * fake in `init`'s order (settings.ts registerSettings, then the ruleset's pace settings), so a
 * value is read exactly as Foundry would give it. `{ initialized: false }` registers nothing (a
 * world before `init`).
 */
export function installWorld(
  settings: Record<string, unknown> = {},
  options: { initialized?: boolean } = {},
): FakeWorld {
  const values: Record<string, unknown> = { ruleset: "dh2", variant: "core", enforcement: "block", ...settings };
  const registered = new Map<string, { default?: unknown }>();
  const notifications = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  Object.assign(globalThis, {
    game: {
      settings: fakeSettings(values, registered),
      i18n: {
        lang: "en",
        localize: (key: string) => key,
        format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
        getListFormatter: (options?: Intl.ListFormatOptions) => new Intl.ListFormat("en", options),
      },
      user: { isGM: false },
    },
    ui: { notifications },
  });
  resetNotifications();
  resetSessionRules();
  if (options.initialized !== false) {
    registerSettings();
    registerPaceSettings(activeManifest());
  }
  return { settings: values, registered, notifications };
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
  /** Core's drag handlers (v13 Token page); they return nothing Stride reads. */
  _onDragLeftStart(_event: unknown): void {}
  _onDragLeftDrop(_event: unknown): void {}
  _onDragLeftCancel(_event: unknown): void {}
}

/**
 * Document#update's merge of `data` into `doc`, as Foundry does it by default: dotted keys name
 * nested properties, an object merges into the stored object key by key (the stored inner keys
 * stay), arrays and other values replace, and a `-=key` deletes `key`
 * (docs/foundry-evidence.md § 59: mergeObject `recursive`, isDeletionKey).
 */
export function mergeUpdate(doc: Record<string, unknown>, data: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(data)) {
    const parts = path.split(".");
    let at = doc;
    for (const part of parts.slice(0, -1)) {
      const next = at[part];
      at = (typeof next === "object" && next !== null ? next : (at[part] = {})) as Record<string, unknown>;
    }
    mergeKey(at, parts.at(-1)!, value);
  }
}

function mergeKey(at: Record<string, unknown>, key: string, value: unknown): void {
  if (key.startsWith("-=")) {
    delete at[key.slice(2)];
    return;
  }
  const stored = at[key];
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(value) && isObject(stored)) {
    for (const [k, v] of Object.entries(value)) mergeKey(stored, k, v);
  } else if (isObject(value)) {
    const fresh: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) mergeKey(fresh, k, v);
    at[key] = fresh;
  } else {
    at[key] = structuredClone(value);
  }
}

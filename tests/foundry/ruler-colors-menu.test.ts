/**
 * The ruler colour settings and their menu as registered in `init` (settings.ts
 * registerRulerColorSettings, applications/ruler-colors-menu.ts), against a `game.settings` as strict
 * as Foundry's about what is used here: `register` and `registerMenu` store their configuration
 * (a key registered twice throws), `get` and `set` throw for a key not registered, `set` runs the
 * setting's `onChange`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import { RULER_COLOR_KEYS, RULER_COLORS } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";

interface SettingConfig {
  name: string;
  hint: string;
  scope: string;
  config: boolean;
  type: unknown;
  default: unknown;
  onChange?: (value: unknown) => void;
}
interface MenuConfig {
  name: string;
  label: string;
  hint: string;
  icon: string;
  type: unknown;
  restricted: boolean;
}

/** Foundry's ColorField, as far as the registration reads it. */
class ColorField {
  constructor(readonly options: Record<string, unknown>) {}
}

/** Foundry's ApplicationV2 and the Handlebars mixin, as far as the menu class reads them. */
class ApplicationV2 {
  closed = 0;
  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return Promise.resolve({ base: true });
  }
  async close(): Promise<this> {
    this.closed += 1;
    return Promise.resolve(this);
  }
}

/** The menu class as these tests use it: its options, and an instance's context and close count. */
interface MenuType {
  DEFAULT_OPTIONS: {
    id?: unknown;
    tag: string;
    form: {
      handler: (this: unknown, event: Event, form: unknown, formData: { object: Record<string, unknown> }) => unknown;
      submitOnChange: boolean;
      closeOnSubmit: boolean;
    };
  };
  new (): ApplicationV2;
}

function strictSettings() {
  const settings = new Map<string, SettingConfig>();
  const menus = new Map<string, MenuConfig>();
  const values = new Map<string, unknown>();
  const known = (namespace: string, key: string) => {
    const id = `${namespace}.${key}`;
    if (!settings.has(id)) throw new Error(`"${id}" is not a registered game setting`);
    return id;
  };
  return {
    settings,
    menus,
    values,
    register(namespace: string, key: string, config: SettingConfig) {
      const id = `${namespace}.${key}`;
      if (settings.has(id)) throw new Error(`${id} registered twice`);
      settings.set(id, config);
    },
    registerMenu(namespace: string, key: string, config: MenuConfig) {
      const id = `${namespace}.${key}`;
      if (menus.has(id)) throw new Error(`menu ${id} registered twice`);
      menus.set(id, config);
    },
    get(namespace: string, key: string): unknown {
      const id = known(namespace, key);
      return values.has(id) ? values.get(id) : settings.get(id)!.default;
    },
    failing: new Set<string>(),
    async set(namespace: string, key: string, value: unknown): Promise<unknown> {
      const id = known(namespace, key);
      if (this.failing.has(id)) return Promise.reject(new Error(`${id}: the server refused the write`));
      values.set(id, value);
      settings.get(id)!.onChange?.(value);
      return Promise.resolve(value);
    },
  };
}

let settings: ReturnType<typeof strictSettings>;
let warnings: string[];

beforeEach(async () => {
  vi.resetModules();
  // The fresh modules' registry has no engine yet: load them, as the system's init does.
  await (await import("../../src/rules")).loadRulesets();
  settings = strictSettings();
  warnings = [];
  Object.assign(globalThis, {
    CONFIG: {},
    foundry: {
      data: { fields: { ColorField } },
      applications: { api: { ApplicationV2, HandlebarsApplicationMixin: (cls: unknown) => cls } },
    },
    game: {
      settings,
      i18n: {
        format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
        localize: (key: string) => key,
        getListFormatter: (options?: Intl.ListFormatOptions) => new Intl.ListFormat("en", options),
      },
    },
    ui: { notifications: { warn: (text: string) => warnings.push(text), error: vi.fn() } },
  });
});
afterEach(() => {
  for (const name of ["CONFIG", "foundry", "game", "ui"]) Reflect.deleteProperty(globalThis, name);
  vi.restoreAllMocks();
});

async function register() {
  const module = await import("../../src/foundry/settings");
  module.registerRulerColorSettings();
  return module;
}

describe("registering the ruler colours", () => {
  it("keeps the seven world colour settings, out of core's form, and adds a GM-only menu for them", async () => {
    await register();
    expect([...settings.settings.keys()]).toEqual(RULER_COLOR_KEYS.map((k) => `stride.${k}`));
    RULER_COLOR_KEYS.forEach((key, slot) => {
      const setting = settings.settings.get(`stride.${key}`)!;
      expect(setting.scope).toBe("world");
      expect(setting.config).toBe(false);
      expect(setting.type).toBeInstanceOf(ColorField);
      expect(setting.default).toBe(RULER_COLORS[slot]);
    });
    const menu = settings.menus.get("stride.rulerColors")!;
    expect(menu).toMatchObject({
      name: "STRIDE.RulerColors.menu.name",
      label: "STRIDE.RulerColors.menu.label",
      hint: "STRIDE.RulerColors.menu.hint",
      icon: "fa-solid fa-palette",
      restricted: true,
    });
    const type = menu.type as { PARTS: { form: { template: string } }; prototype: unknown };
    expect(type.prototype).toBeInstanceOf(ApplicationV2);
    expect(type.PARTS.form.template).toBe("systems/stride/templates/apps/ruler-colors.hbs");
    expect(
      (globalThis as unknown as { CONFIG: { STRIDE: { rulerColors: string[] } } }).CONFIG.STRIDE.rulerColors,
    ).toEqual(RULER_COLORS);
  });

  it("registers the colour settings before the menu, and keeps them when the menu fails to register", async () => {
    const order: string[] = [];
    const { register: registerSetting } = settings;
    settings.register = (namespace, key, config) => {
      order.push(key);
      registerSetting(namespace, key, config);
    };
    settings.registerMenu = (_namespace, key) => {
      order.push(key);
      throw new Error("the menu's class is not an ApplicationV2");
    };
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await register();
    expect(order).toEqual([...RULER_COLOR_KEYS, "rulerColors"]);
    expect(error).toHaveBeenCalledOnce();
    await settings.set("stride", "rulerColor4", "#0a0b0c");
    expect(
      (globalThis as unknown as { CONFIG: { STRIDE: { rulerColors: string[] } } }).CONFIG.STRIDE.rulerColors[4],
    ).toBe("#0a0b0c");
  });

  it("renders the menu with the active ruleset's bands and the palette in use", async () => {
    await register();
    await settings.set("stride", "rulerColor2", "#00ff00");
    const Menu = settings.menus.get("stride.rulerColors")!.type as new () => {
      _prepareContext(options: unknown): Promise<Record<string, unknown>>;
    };
    const context = (await new Menu()._prepareContext({})) as {
      base: boolean;
      ruleset: string;
      pickers: { key: string; value: string }[];
    };
    expect(context.base).toBe(true);
    expect(context.ruleset).toBe(getRuleset("dh2").label);
    expect(context.pickers.map((p) => p.value)).toEqual([
      ...RULER_COLORS.slice(0, 2),
      "#00ff00",
      ...RULER_COLORS.slice(3),
    ]);
  });
});

describe("saving the menu", () => {
  it("writes each colour to its setting, so CONFIG.STRIDE.rulerColors follows", async () => {
    await register();
    const { saveRulerColors } = await import("../../src/foundry/applications/ruler-colors-menu");
    const saved = await saveRulerColors({ rulerColor0: "#ABCDEF", rulerColor6: "#000000" });
    expect(saved).toEqual({ written: ["rulerColor0", "rulerColor6"], complete: true });
    expect(settings.get("stride", "rulerColor0")).toBe("#abcdef");
    expect(settings.get("stride", "rulerColor6")).toBe("#000000");
    expect(settings.get("stride", "rulerColor1")).toBe(RULER_COLORS[1]);
    const config = (globalThis as unknown as { CONFIG: { STRIDE: { rulerColors: string[] } } }).CONFIG.STRIDE;
    expect(config.rulerColors[0]).toBe("#abcdef");
    expect(config.rulerColors[6]).toBe("#000000");
    expect(warnings).toEqual([]);
  });

  it("keeps the world's colour where the form's value is not a colour, and says so", async () => {
    await register();
    const { saveRulerColors } = await import("../../src/foundry/applications/ruler-colors-menu");
    await settings.set("stride", "rulerColor3", "#123456");
    const saved = await saveRulerColors({ rulerColor3: "orange", rulerColor4: "#654321" });
    expect(saved).toEqual({ written: ["rulerColor4"], complete: false });
    expect(settings.get("stride", "rulerColor3")).toBe("#123456");
    expect(warnings).toEqual(['STRIDE.RulerColors.invalid {"slot":"4"}']);
  });
});

describe("the menu's form", () => {
  function menuType(): MenuType {
    return settings.menus.get("stride.rulerColors")!.type as MenuType;
  }
  const submit = (menu: ApplicationV2, object: Record<string, unknown>) =>
    menuType().DEFAULT_OPTIONS.form.handler.call(menu, new Event("submit"), {}, { object });

  it("is a form element with its own handler, which Foundry does not close on submit, and no fixed id", async () => {
    await register();
    const options = menuType().DEFAULT_OPTIONS;
    expect(options.tag).toBe("form");
    expect(options.form.handler).toBeTypeOf("function");
    expect(options.form.submitOnChange).toBe(false);
    expect(options.form.closeOnSubmit).toBe(false);
    expect(options).not.toHaveProperty("id");
  });

  it("saves the submitted colours and closes once every one is written", async () => {
    await register();
    const menu = new (menuType())();
    await submit(menu, { rulerColor1: "#102030", rulerColor5: "#405060" });
    expect(settings.get("stride", "rulerColor1")).toBe("#102030");
    expect(settings.get("stride", "rulerColor5")).toBe("#405060");
    expect(menu.closed).toBe(1);
    expect(warnings).toEqual([]);
  });

  it("stays open and warns on every failed save, so the GM's choices are not lost", async () => {
    await register();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    settings.failing.add("stride.rulerColor2");
    const menu = new (menuType())();
    await submit(menu, { rulerColor1: "#102030", rulerColor2: "#203040" });
    await submit(menu, { rulerColor1: "#102030", rulerColor2: "#203040" });
    expect(menu.closed).toBe(0);
    expect(warnings).toEqual(["STRIDE.RulerColors.notSaved", "STRIDE.RulerColors.notSaved"]);
    expect(settings.get("stride", "rulerColor2")).toBe(RULER_COLORS[2]);
    settings.failing.clear();
    await submit(menu, { rulerColor1: "#102030", rulerColor2: "#203040" });
    expect(settings.get("stride", "rulerColor2")).toBe("#203040");
    expect(menu.closed).toBe(1);
  });

  it("stays open when a value is not a colour", async () => {
    await register();
    const menu = new (menuType())();
    await submit(menu, { rulerColor0: "teal" });
    expect(menu.closed).toBe(0);
    expect(warnings).toEqual(['STRIDE.RulerColors.invalid {"slot":"1"}']);
  });
});

describe("the world's actors the menu names its pickers from", () => {
  it("are each actor's type, its system data as stored and its statuses", async () => {
    await register();
    const stored = { profile: { move: 2 } };
    Object.assign((globalThis as unknown as { game: object }).game, {
      actors: {
        contents: [
          { id: "a", type: "fighter", system: { toObject: () => stored }, statuses: new Set(["necroPinned"]) },
          { id: "b", type: "npc", system: { plain: true }, statuses: new Set() },
        ],
      },
    });
    const { worldBandSamples } = await import("../../src/foundry/applications/ruler-colors-menu");
    expect(worldBandSamples()).toEqual([
      { type: "fighter", system: stored, statuses: ["necroPinned"] },
      { type: "npc", system: { plain: true }, statuses: [] },
    ]);
  });
});

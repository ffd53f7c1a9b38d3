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
  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return Promise.resolve({ base: true });
  }
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
    async set(namespace: string, key: string, value: unknown): Promise<unknown> {
      const id = known(namespace, key);
      values.set(id, value);
      settings.get(id)!.onChange?.(value);
      return Promise.resolve(value);
    },
  };
}

let settings: ReturnType<typeof strictSettings>;
let warnings: string[];

beforeEach(() => {
  vi.resetModules();
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
      i18n: { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` },
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
    const written = await saveRulerColors({ rulerColor0: "#ABCDEF", rulerColor6: "#000000" });
    expect(written).toEqual(["rulerColor0", "rulerColor6"]);
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
    const written = await saveRulerColors({ rulerColor3: "orange", rulerColor4: "#654321" });
    expect(written).toEqual(["rulerColor4"]);
    expect(settings.get("stride", "rulerColor3")).toBe("#123456");
    expect(warnings).toEqual(['STRIDE.RulerColors.invalid {"slot":"4"}']);
  });
});

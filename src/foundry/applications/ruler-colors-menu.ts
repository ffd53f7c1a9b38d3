/**
 * The Ruler colours settings menu: an ApplicationV2 form (HandlebarsApplicationMixin, Stride's
 * templates/apps/ruler-colors.hbs through ruler-colors-form.ts) registered with
 * `game.settings.registerMenu` (settings.ts). Saving writes the seven world colour settings
 * `stride.rulerColor0` … `rulerColor6`, whose `onChange` puts the palette in `CONFIG.STRIDE.rulerColors`.
 *
 * Evidence: `SettingSubmenuConfig` `{name, label, hint, icon, type: typeof Application | typeof
 * ApplicationV2, restricted}` (v13 https://foundryvtt.com/api/interfaces/foundry.types.SettingSubmenuConfig.html,
 * v14 https://foundryvtt.com/api/v14/interfaces/foundry.types.SettingSubmenuConfig.html);
 * `ApplicationFormConfiguration` `{handler, submitOnChange, closeOnSubmit}` and `ApplicationFormSubmission`
 * `(event, form, formData: FormDataExtended)`; dnd5e's settings menus (module/settings.mjs,
 * module/applications/settings/base-settings.mjs) do the same; docs/foundry-evidence.md § 60.
 * @module
 */
import type { Ruleset } from "../../rules";
import { SYSTEM_ID, systemPath } from "../constants";
import { rulerColors, RULER_COLOR_KEYS } from "../canvas/placeables/tokens/ruler-colors";
import type { BandSample } from "./ruler-colors-form";
import { RULER_COLORS_FORM_PATH } from "./ruler-colors-path";

/**
 * The form's module (band names, preview, colour-vision simulation), loaded when the menu first
 * renders or saves: a GM opens it rarely, so no world loads it with the system (its own chunk,
 * docs/foundry-evidence.md § 52).
 */
const loadForm = () => import("./ruler-colors-form");

/** The menu's template, as Foundry serves it. */
export const RULER_COLORS_TEMPLATE = systemPath(RULER_COLORS_FORM_PATH);

/** What a menu class is to `registerMenu`: an ApplicationV2 class. */
export type RulerColorsMenuClass = typeof foundry.applications.api.ApplicationV2;

/** What saving the form did: the keys written, and whether every colour it gave was saved. */
export interface RulerColorsSaved {
  readonly written: readonly string[];
  /** False when a value was not a colour or a write failed (each warned about). */
  readonly complete: boolean;
}

/**
 * Writes the colours a submitted form gives to their world settings, in slot order; a value that is
 * not a `#rrggbb` colour is not written and is warned about. Never throws: a failed write is logged
 * and warned about on every save ("STRIDE.RulerColors.notSaved"), and the writes after it are not tried.
 * @param values the form's values by input name (`rulerColor0` …)
 */
export async function saveRulerColors(values: Readonly<Record<string, unknown>>): Promise<RulerColorsSaved> {
  const written: string[] = [];
  try {
    const { rulerColorsFromForm } = await loadForm();
    const { colors, invalid } = rulerColorsFromForm(values);
    for (const key of invalid) {
      ui.notifications?.warn(
        game.i18n!.format("STRIDE.RulerColors.invalid", { slot: String(RULER_COLOR_KEYS.indexOf(key) + 1) }),
      );
    }
    for (const key of RULER_COLOR_KEYS) {
      const value = colors[key];
      if (value === undefined) continue;
      await game.settings!.set(SYSTEM_ID, key, value);
      written.push(key);
    }
    return { written, complete: invalid.length === 0 };
  } catch (error) {
    console.error(`${SYSTEM_ID} | ruler colours`, error);
    try {
      ui.notifications?.warn(game.i18n!.localize("STRIDE.RulerColors.notSaved"));
    } catch {
      // Notifications themselves unavailable: the console entry stands.
    }
    return { written, complete: false };
  }
}

let menuClass: RulerColorsMenuClass | null = null;
/** The world's ruleset and variant, as the latest {@link rulerColorsMenuClass} call reads them. */
let rulesOf: () => RulerColorsRules = () => {
  throw new Error("rulerColorsMenuClass has not been given the world's rules");
};

/** The world's ruleset and its variant id. */
export interface RulerColorsRules {
  readonly ruleset: Ruleset;
  readonly variant: string;
}

/**
 * The world's actors as band samples (ruler-colors-form.ts `BandSample`): type, system data as stored
 * (`DataModel#toObject`, else the data itself) and status ids. An actor that cannot be read is left out.
 */
export function worldBandSamples(): BandSample[] {
  const samples: BandSample[] = [];
  for (const actor of game.actors?.contents ?? []) {
    try {
      const system = actor.system as { toObject?: () => unknown } | undefined;
      samples.push({
        type: actor.type,
        system: typeof system?.toObject === "function" ? system.toObject() : system,
        statuses: [...(actor.statuses ?? [])],
      });
    } catch (error) {
      console.warn(`${SYSTEM_ID} | ruler colours: actor ${actor.id} not read`, error);
    }
  }
  return samples;
}

/**
 * The menu's class, made on first use (it extends Foundry's ApplicationV2, which exists only once
 * Foundry has loaded). The same class on every call; the menu reads the rules from the `rules` of the
 * latest call, each time it renders, and names its pickers from the world's actors' bands
 * ({@link worldBandSamples}).
 * @param rules the world's ruleset and variant, read when the menu renders (settings.ts)
 */
export function rulerColorsMenuClass(rules: () => RulerColorsRules): RulerColorsMenuClass {
  rulesOf = rules;
  if (menuClass) return menuClass;
  const Base = foundry.applications.api.HandlebarsApplicationMixin(
    foundry.applications.api.ApplicationV2,
  ) as unknown as typeof foundry.applications.api.ApplicationV2;

  /** The Ruler colours menu (see the module comment). */
  class StrideRulerColorsMenu extends Base {
    /** @inheritDoc */
    static override DEFAULT_OPTIONS = {
      tag: "form",
      classes: [SYSTEM_ID, "standard-form", "stride-ruler-colors-menu"],
      window: { title: "STRIDE.RulerColors.title", icon: "fa-solid fa-palette", resizable: true },
      position: { width: 560, height: "auto" as const },
      form: { handler: StrideRulerColorsMenu.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    };

    /** @inheritDoc */
    static PARTS = { form: { template: RULER_COLORS_TEMPLATE } };

    /** @inheritDoc */
    protected override async _prepareContext(
      options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0],
    ): Promise<foundry.applications.api.ApplicationV2.RenderContext> {
      const context = await super._prepareContext(options);
      const { rulerColorsFormContext } = await loadForm();
      const { ruleset, variant } = rulesOf();
      return Object.assign(
        context,
        rulerColorsFormContext(ruleset, rulerColors(), {
          samples: worldBandSamples(),
          context: { variant },
          i18n: game.i18n!,
        }),
      );
    }

    /** @inheritDoc */
    protected override async _onRender(
      context: Parameters<foundry.applications.api.ApplicationV2["_onRender"]>[0],
      options: Parameters<foundry.applications.api.ApplicationV2["_onRender"]>[1],
    ): Promise<void> {
      await super._onRender(context, options);
      const { wireRulerColorsForm } = await loadForm();
      wireRulerColorsForm(this.element);
    }

    /**
     * Writes the pickers' colours to the world settings, and closes the menu once every colour is
     * saved; otherwise it stays open with the GM's choices (the form does not close on submit).
     */
    static async #onSubmit(
      this: StrideRulerColorsMenu,
      _event: Event,
      _form: HTMLFormElement,
      formData: { readonly object: Record<string, unknown> },
    ): Promise<void> {
      const saved = await saveRulerColors(formData.object);
      if (saved.complete) await this.close();
    }
  }
  const made = StrideRulerColorsMenu as unknown as RulerColorsMenuClass;
  menuClass = made;
  return made;
}

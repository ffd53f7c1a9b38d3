/**
 * Renders Stride's Handlebars templates outside Foundry: the real `handlebars` package, strict
 * compilation, and shims for exactly the Foundry helpers the templates use (`localize` with
 * the real lang/en.json as the build ships it: support/lang.ts; `and`, `not`, `selectOptions`
 * for arrays of objects).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { lang } from "./lang";

/** The repository root: vitest runs from it (plain paths also work under the happy-dom environment). */
export const ROOT = process.cwd();

/** Looks a dotted key up in lang/en.json; throws when it is missing so a test fails loudly. */
export function localize(key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
  if (typeof value !== "string") throw new Error(`Missing lang key ${key}`);
  return value;
}

/** Foundry's `Localization#has`: whether lang/en.json defines the key (as a string). */
export function has(key: string): boolean {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
  return typeof value === "string";
}

/** Foundry's `format`: `{name}` placeholders filled from data. */
export function format(key: string, data: Record<string, unknown>): string {
  return localize(key).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = data[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : `{${name}}`;
  });
}

/** Foundry's `Localization#getListFormatter`: an `Intl.ListFormat` for the language, `{style, type}` as given. */
export function getListFormatter(options: { type?: Intl.ListFormatType; style?: Intl.ListFormatStyle } = {}) {
  return new Intl.ListFormat("en", { style: options.style ?? "long", type: options.type ?? "conjunction" });
}

/** The real English lang file as the cards' localization (chat/localize.ts CardI18n). */
export const i18nEn = { lang: "en", has, localize, format, getListFormatter };

const hbs = Handlebars.create();
hbs.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) =>
  options.hash && Object.keys(options.hash).length ? format(key, options.hash) : localize(key),
);
hbs.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
hbs.registerHelper("not", (value: unknown) => !value);
/**
 * Core's `selectOptions` for what Stride passes it: an array of objects read through `valueAttr` and
 * `labelAttr`, `selected` compared as a string, labels localized when `localize` (as core's
 * `localize`, a label that is not a key, such as "1D", shows as written; one that looks like a key,
 * `STRIDE.…`, must exist) and escaped
 * (https://foundryvtt.com/api/functions/foundry.applications.handlebars.selectOptions.html). Any
 * other shape throws, so a template that relies on more than this shim fails its test.
 */
hbs.registerHelper("selectOptions", (choices: unknown, options: { hash: Record<string, unknown> }) => {
  const { valueAttr, labelAttr, selected, localize: translate, ...rest } = options.hash;
  if (!Array.isArray(choices) || typeof valueAttr !== "string" || typeof labelAttr !== "string") {
    throw new Error("selectOptions shim: pass an array with valueAttr and labelAttr");
  }
  if (Object.keys(rest).length) throw new Error(`selectOptions shim: unsupported ${Object.keys(rest).join(", ")}`);
  const html = choices
    .map((choice: Record<string, unknown>) => {
      const value = String(choice[valueAttr]);
      const raw = String(choice[labelAttr]);
      const label = translate && (/^[A-Z]+\./.test(raw) || has(raw)) ? localize(raw) : raw;
      const mark =
        (typeof selected === "string" || typeof selected === "number") && String(selected) === value ? " selected" : "";
      return `<option value="${hbs.escapeExpression(value)}"${mark}>${hbs.escapeExpression(label)}</option>`;
    })
    .join("");
  return new hbs.SafeString(html);
});

/**
 * The repository file of a template as the system serves it (`templates/actor/runner-sheet.hbs`):
 * the generic `templates/` folder, or a ruleset plugin's `src/foundry/rulesets/<id>/templates/`,
 * which the build merges into the served `templates/` (scripts/build.mjs).
 */
export function templateFile(path: string): string {
  if (existsSync(join(ROOT, path))) return join(ROOT, path);
  const rulesets = join(ROOT, "src/foundry/rulesets");
  for (const id of readdirSync(rulesets)) {
    const file = join(rulesets, id, path);
    if (existsSync(file)) return file;
  }
  throw new Error(`No template ${path} in templates/ or any ruleset's templates/`);
}

/** Renders a template (its served path, `templates/…`) with a context. */
export function renderTemplate(path: string, context: object): string {
  const source = readFileSync(templateFile(path), "utf8");
  return hbs.compile(source, { strict: true })(context);
}

/**
 * `foundry.applications.handlebars.renderTemplate` for a fake `foundry` global: the served path
 * (`systems/stride/templates/…` or `modules/stride-movement/templates/…`) rendered from the
 * repository's template; any other path throws, as Foundry fails to fetch it.
 */
export async function renderServedTemplate(path: string, context: object): Promise<string> {
  const match = /^(?:systems\/stride|modules\/stride-movement)\/(templates\/.+)$/.exec(path);
  if (!match) throw new Error(`Not a served Stride template: ${path}`);
  return Promise.resolve(renderTemplate(match[1]!, context));
}

/** The compiled stylesheet from the build (dist/stride.css). */
export function compiledCss(): string {
  return readFileSync(join(ROOT, "dist/stride.css"), "utf8");
}

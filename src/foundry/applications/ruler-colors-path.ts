/**
 * Where the Ruler colours menu's template lives in the package, apart from the form's module
 * (ruler-colors-form.ts) so the menu can name its template without loading the form before it opens.
 * @module
 */

/** The template, as the system serves it (relative to the package's folder). */
export const RULER_COLORS_FORM_PATH = "templates/apps/ruler-colors.hbs";

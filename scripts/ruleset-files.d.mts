/** Types of scripts/ruleset-files.mjs for the tests. */
export const PLUGIN_FOLDER: string;
export function builtInOrder(root: string): string[];
export function pluginFolders(root: string): string[];
export function mergeLang(parts: ReadonlyArray<{ source: string; data: unknown }>): Record<string, unknown>;
export function mergedLang(root: string, file?: string, extraFolders?: readonly string[]): Record<string, unknown>;
export function languageFiles(root: string): string[];
export function strayLangFiles(root: string, extraFolders?: readonly string[]): string[];
export function mergeDocumentTypes<T extends { documentTypes?: Record<string, Record<string, object>> }>(
  manifest: T,
  parts: ReadonlyArray<{ source: string; data: unknown }>,
  manifestSource?: string,
): T & { documentTypes: Record<string, Record<string, object>> };
export function mergedManifest(
  root: string,
  extraFolders?: readonly string[],
): Record<string, unknown> & { documentTypes: Record<string, Record<string, object>> };

/**
 * The English lang file and system.json as the build ships them (dist/lang/en.json,
 * dist/system.json): lang/en.json with each ruleset plugin folder's lang/en.json, and the root
 * manifest with each plugin folder's document-types.json in `documentTypes`, merged by the build's
 * own function (scripts/ruleset-files.mjs). Tests read words and sub-types here, never the root files.
 */
import { mergedLang, mergedManifest } from "../../scripts/ruleset-files.mjs";

/** The merged English lang object (nested, as Foundry loads it). */
export const lang: Record<string, unknown> = mergedLang(process.cwd());

/** The value at a dotted key of the merged English lang (a string, a node, or undefined). */
export function langValue(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);
}

/** system.json as the build writes it into dist/, with every plugin's document sub-types. */
export const systemManifest = mergedManifest(process.cwd());

/** The sub-types the built system.json declares for a document (`Actor`, `ChatMessage` …), in order. */
export function declaredTypes(documentName: string): string[] {
  return Object.keys(systemManifest.documentTypes[documentName] ?? {});
}

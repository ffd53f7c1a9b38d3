/** Types of scripts/ensure-chromium.mjs for the tests. */
export const DEBIAN_CHROMIUM: string;
export const INSTALL_STEPS: string[][];
export function isExecutable(path: string): boolean;
export function onPath(name: string, pathList?: string): boolean;
export type ChromiumPlan = { kind: "found"; path: string } | { kind: "install" } | { kind: "error"; message: string };
export function planChromium(facts: {
  env: Record<string, string | undefined>;
  isExecutable: (path: string) => boolean;
  isRoot: boolean;
  chromium?: string;
}): ChromiumPlan;
export function ensureChromium(options?: {
  env?: Record<string, string | undefined>;
  chromium?: string;
  isRoot?: boolean;
}): number;

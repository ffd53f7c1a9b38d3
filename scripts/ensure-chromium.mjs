/**
 * Pre-step of `npm test`: makes sure the browser tests (tests/support/browser.ts) have a Chromium.
 * Order: CHROMIUM_PATH if set (browser.ts launches that one), else /usr/bin/chromium, else — as root
 * with apt-get — `apt-get update && apt-get install -y chromium` (non-interactive), else exit 1
 * with the command to run.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";

/** Where Debian's `chromium` package puts the browser; the default of tests/support/browser.ts. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** The install command run as root, and printed (with sudo) to anyone else. */
export const INSTALL_STEPS = [
  ["apt-get", "update"],
  ["apt-get", "install", "-y", "chromium"],
];

/** True when `path` is an executable file. */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when an executable `name` is in one of the folders of `pathList` (a PATH value). */
export function onPath(name, pathList = "") {
  return pathList
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => isExecutable(join(dir, name)));
}

/**
 * Decides what to do. `facts`: `env` (CHROMIUM_PATH, PATH), `isExecutable(path)`, `isRoot`.
 * Returns `{ kind: "found", path }`, `{ kind: "install" }` or `{ kind: "error", message }`.
 */
export function planChromium({ env, isExecutable: executable, isRoot, chromium = DEBIAN_CHROMIUM }) {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) {
    return executable(wanted)
      ? { kind: "found", path: wanted }
      : { kind: "error", message: `CHROMIUM_PATH is ${wanted}, which is not an executable file.` };
  }
  if (executable(chromium)) return { kind: "found", path: chromium };
  if (isRoot && onPath("apt-get", env.PATH)) return { kind: "install" };
  const command = INSTALL_STEPS.map((step) => `sudo ${step.join(" ")}`).join(" && ");
  return {
    kind: "error",
    message:
      `The browser tests need Chromium at ${chromium}. On Debian or Ubuntu run:\n  ${command}\n` +
      `or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
  };
}

/**
 * Runs the plan; returns the process exit code. `chromium` (where apt-get installs it) and `isRoot`
 * are parameters so the tests can run the install branch with a fake apt-get on PATH.
 */
export function ensureChromium({
  env = process.env,
  chromium = DEBIAN_CHROMIUM,
  isRoot = typeof process.getuid === "function" && process.getuid() === 0,
} = {}) {
  const plan = planChromium({ env, isExecutable, isRoot, chromium });
  if (plan.kind === "found") {
    console.log(`chromium: ${plan.path}`);
    return 0;
  }
  if (plan.kind === "error") {
    console.error(plan.message);
    return 1;
  }
  console.log(`chromium: not at ${chromium}, installing it with apt-get`);
  for (const [command, ...args] of INSTALL_STEPS) {
    const run = spawnSync(command, args, { stdio: "inherit", env: { ...env, DEBIAN_FRONTEND: "noninteractive" } });
    if (run.status !== 0) {
      console.error(`\`${command} ${args.join(" ")}\` failed (exit ${run.status ?? run.signal}).`);
      return 1;
    }
  }
  if (!isExecutable(chromium)) {
    console.error(`apt-get installed chromium, but ${chromium} is still missing.`);
    return 1;
  }
  console.log(`chromium: ${chromium}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(ensureChromium());

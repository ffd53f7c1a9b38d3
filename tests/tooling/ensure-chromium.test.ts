import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, ensureChromium, onPath, planChromium } from "../../scripts/ensure-chromium.mjs";

const temp = mkdtempSync(join(tmpdir(), "stride-chromium-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A folder holding one executable `apt-get`, to put on a fake PATH. */
const aptDir = join(temp, "bin");
mkdirSync(aptDir);
writeFileSync(join(aptDir, "apt-get"), "#!/bin/sh\nexit 0\n");
chmodSync(join(aptDir, "apt-get"), 0o755);
const emptyDir = join(temp, "empty");
mkdirSync(emptyDir);

/** Only the listed paths are executable. */
const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("ensure-chromium: which Chromium the browser tests get", () => {
  it("uses CHROMIUM_PATH when it is executable, even if Debian's Chromium is there", () => {
    const plan = planChromium({
      env: { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: aptDir },
      isExecutable: only("/opt/chrome/chrome", DEBIAN_CHROMIUM),
      isRoot: true,
    });
    expect(plan).toEqual({ kind: "found", path: "/opt/chrome/chrome" });
  });

  it("stops when CHROMIUM_PATH names nothing executable, rather than installing another", () => {
    const plan = planChromium({
      env: { CHROMIUM_PATH: "/opt/missing", PATH: aptDir },
      isExecutable: only(DEBIAN_CHROMIUM),
      isRoot: true,
    });
    expect(plan).toEqual({ kind: "error", message: "CHROMIUM_PATH is /opt/missing, which is not an executable file." });
  });

  it("uses /usr/bin/chromium when CHROMIUM_PATH is unset", () => {
    const plan = planChromium({ env: { PATH: emptyDir }, isExecutable: only(DEBIAN_CHROMIUM), isRoot: false });
    expect(plan).toEqual({ kind: "found", path: "/usr/bin/chromium" });
  });

  it("installs with apt-get only as root with apt-get on PATH", () => {
    expect(
      planChromium({ env: { PATH: `${emptyDir}${delimiter}${aptDir}` }, isExecutable: only(), isRoot: true }),
    ).toEqual({ kind: "install" });
    const noApt = planChromium({ env: { PATH: emptyDir }, isExecutable: only(), isRoot: true });
    const notRoot = planChromium({ env: { PATH: aptDir }, isExecutable: only(), isRoot: false });
    for (const plan of [noApt, notRoot]) {
      expect(plan.kind).toBe("error");
      expect(plan.kind === "error" && plan.message).toContain(
        "sudo apt-get update && sudo apt-get install -y chromium",
      );
      expect(plan.kind === "error" && plan.message).toContain("CHROMIUM_PATH");
    }
  });

  it("finds executables on a PATH list, not plain files", () => {
    writeFileSync(join(emptyDir, "plain"), "not executable");
    expect(onPath("apt-get", `${emptyDir}${delimiter}${aptDir}`)).toBe(true);
    expect(onPath("apt-get", emptyDir)).toBe(false);
    expect(onPath("plain", emptyDir)).toBe(false);
    expect(onPath("apt-get", "")).toBe(false);
  });

  it("as a script: exits 0 naming CHROMIUM_PATH, exits 1 with the reason when it is wrong", () => {
    const script = join(process.cwd(), "scripts", "ensure-chromium.mjs");
    const ok = spawnSync(process.execPath, [script], {
      env: { PATH: emptyDir, CHROMIUM_PATH: process.execPath },
      encoding: "utf8",
    });
    expect([ok.status, ok.stdout.trim()]).toEqual([0, `chromium: ${process.execPath}`]);
    const bad = spawnSync(process.execPath, [script], {
      env: { PATH: emptyDir, CHROMIUM_PATH: join(temp, "none") },
      encoding: "utf8",
    });
    expect([bad.status, bad.stderr.trim()]).toEqual([
      1,
      `CHROMIUM_PATH is ${join(temp, "none")}, which is not an executable file.`,
    ]);
  });

  it("runs apt-get update, then install -y chromium, non-interactively, and checks the result", () => {
    const fakeDir = join(temp, "fake-apt");
    const chromium = join(temp, "usr-bin-chromium");
    const log = join(temp, "apt.log");
    mkdirSync(fakeDir);
    // A fake apt-get: logs its arguments and DEBIAN_FRONTEND; `install` creates the browser.
    writeFileSync(
      join(fakeDir, "apt-get"),
      `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${log}\n` +
        `if [ "$1" = install ]; then printf '#!/bin/sh\\n' > ${chromium}; chmod +x ${chromium}; fi\n`,
    );
    chmodSync(join(fakeDir, "apt-get"), 0o755);
    const env = { PATH: `${fakeDir}${delimiter}/bin${delimiter}/usr/bin` };
    expect(ensureChromium({ env, chromium, isRoot: true })).toBe(0);
    expect(readFileSync(log, "utf8").trim().split("\n")).toEqual([
      "noninteractive update",
      "noninteractive install -y chromium",
    ]);
    expect(existsSync(chromium)).toBe(true);
    // Installed now: a second run finds it and calls apt-get no more.
    expect(ensureChromium({ env, chromium, isRoot: true })).toBe(0);
    expect(readFileSync(log, "utf8").trim().split("\n")).toHaveLength(2);
  });

  it("fails when apt-get fails", () => {
    const failDir = join(temp, "fail-apt");
    mkdirSync(failDir);
    writeFileSync(join(failDir, "apt-get"), "#!/bin/sh\nexit 100\n");
    chmodSync(join(failDir, "apt-get"), 0o755);
    const env = { PATH: failDir };
    expect(ensureChromium({ env, chromium: join(temp, "never"), isRoot: true })).toBe(1);
  });
});

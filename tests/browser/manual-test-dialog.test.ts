/**
 * The GM's "Post a movement test" dialog of every ruleset in Chromium, from its template with the
 * compiled CSS and the real form module (applications/manual-test-form.ts): only the chosen test's
 * fields are shown (its options, the height for a test with a height), switching the test switches
 * them, and the OK button's reading gives the chosen test's fields only. Screenshots in artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { getRuleset, RULESET_IDS, type ManualTestSpec } from "../../src/rules";
import { requestFromForm } from "../../src/foundry/hooks/render-token-hud";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { renderManualTestForm } from "../support/manual-test-form";

let browser: Browser;
/** The real form module, bundled for the page as `window.strideForm`. */
let formModule: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const bundle = await build({
    entryPoints: ["src/foundry/applications/manual-test-form.ts"],
    bundle: true,
    format: "iife",
    globalName: "strideForm",
    write: false,
  });
  formModule = bundle.outputFiles[0]!.text;
});
afterAll(async () => {
  await browser?.close();
});

/** What the page shows: the names of the visible fields, and what the OK button would read. */
interface Shown {
  readonly visible: string[];
  readonly values: Record<string, string>;
}

/** Opens the dialog's form (inside a form, as DialogV2 wraps its content) and wires it as the dialog's render callback does. */
async function dialogPage(
  specs: readonly ManualTestSpec[],
  unit: string,
  passengers: { id: string; name: string }[] = [],
) {
  const page = await openPage(
    browser,
    `<style>.form-group{display:flex}</style><form class="dialog-form" style="width:420px;padding:12px">${renderManualTestForm(specs, unit, {}, passengers)}</form>`,
    460,
  );
  await page.addScriptTag({ content: formModule });
  await page.evaluate(() => {
    const w = window as unknown as { strideForm: { wireManualTestForm(root: ParentNode): void } };
    w.strideForm.wireManualTestForm(document.querySelector("form")!);
  });
  return page;
}

/** Chooses test `index` as a user does (select + change event) and reads what is shown. */
async function choose(page: Page, index: number): Promise<Shown> {
  await page.selectOption('select[name="test"]', String(index));
  return page.evaluate(() => {
    const w = window as unknown as { strideForm: { manualTestFormValues(form: ParentNode): Record<string, string> } };
    const form = document.querySelector("form")!;
    const visible = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select, input")]
      .filter((el) => el.getClientRects().length > 0 && el.offsetParent !== null)
      .map((el) => el.name);
    return { visible, values: w.strideForm.manualTestFormValues(form) };
  });
}

describe("the GM's Post a movement test dialog shows only the chosen test's fields, in Chromium", () => {
  it.each(RULESET_IDS.map((id) => [id]))(
    "%s: every test shows its own options and a height only when it asks for one",
    async (id) => {
      const ruleset = getRuleset(id);
      const specs = ruleset.tests.manualTests;
      const page = await dialogPage(specs, ruleset.unit === "in" ? '"' : "m");
      const allSelects = await page.locator("select").count();
      for (const [i, spec] of specs.entries()) {
        const shown = await choose(page, i);
        const options = (spec.options ?? []).map((o) => `option.${i}.${o.key}`);
        const expected = ["test", ...(spec.needsDistance ? ["distance"] : []), ...options];
        expect(shown.visible, `${id} test ${i} (${spec.request.kind})`).toEqual(expected);
        // What the OK button reads: the same fields, nothing of another test.
        expect(Object.keys(shown.values).sort(), `${id} test ${i}`).toEqual([...expected].sort());
        const request = requestFromForm(
          specs,
          shown.values["test"]!,
          shown.values["distance"] ?? "",
          (n) => shown.values[n] ?? "",
        );
        expect(request?.kind, `${id} test ${i}`).toBe(spec.request.kind);
      }
      // The most a test shows is far below every select the old form showed at once.
      const most = Math.max(...specs.map((s) => (s.options ?? []).length + 1));
      expect(most).toBeLessThanOrEqual(allSelects);
      await choose(
        page,
        specs.findIndex((s) => (s.options ?? []).length > 0) === -1
          ? 0
          : specs.findIndex((s) => (s.options ?? []).length > 0),
      );
      await screenshot(page, `manual-test-dialog-${id}.png`);
      await page.close();
    },
  );

  it("OpenD6: a test without a height shows no Height field, and one test's menus out of all of them", async () => {
    const specs = getRuleset("d6").tests.manualTests;
    const page = await dialogPage(specs, "m");
    const noHeight = specs.findIndex((s) => !s.needsDistance);
    expect(noHeight).toBeGreaterThanOrEqual(0);
    const shown = await choose(page, noHeight);
    expect(shown.visible).not.toContain("distance");
    expect(shown.values["distance"]).toBeUndefined();
    const totalOptionSelects = specs.reduce((n, s) => n + (s.options ?? []).length, 0);
    const mostForOne = Math.max(...specs.map((s) => (s.options ?? []).length));
    expect(totalOptionSelects).toBeGreaterThan(mostForOne);
    expect(shown.visible.length).toBeLessThanOrEqual(2 + mostForOne);
    await page.close();
  });

  it("as first rendered (before any change), shows the first test's fields only", async () => {
    for (const id of RULESET_IDS) {
      const specs = getRuleset(id).tests.manualTests;
      const page = await openPage(browser, `<form>${renderManualTestForm(specs, "m")}</form>`);
      const visible = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select, input")]
          .filter((el) => el.offsetParent !== null)
          .map((el) => el.name),
      );
      const first = specs[0]!;
      expect(visible, id).toEqual([
        "test",
        ...(first.needsDistance ? ["distance"] : []),
        ...(first.options ?? []).map((o) => `option.0.${o.key}`),
      ]);
      await page.close();
    }
  });

  it("the vehicle dialog shows the passenger only for a passenger's test", async () => {
    const d6 = getRuleset("d6");
    // A drawn carriage's profile, as tests/foundry/d6-crew.test.ts's: the team's tests and the leap out.
    const profile = {
      characteristics: { move: 10, vehicle: 1, vehicleSpeed: 2, topSpeed: 4, pullingMove: 15, water: 0 },
    };
    const specs = d6.tests.vehicleTests(profile, []);
    const passengerAt = specs.findIndex((s) => s.passenger);
    const otherAt = specs.findIndex((s) => !s.passenger);
    expect(passengerAt).toBeGreaterThanOrEqual(0);
    expect(otherAt).toBeGreaterThanOrEqual(0);
    const page = await dialogPage(specs, "m", [{ id: "a1", name: "Mara <3" }]);
    expect((await choose(page, passengerAt)).values["passenger"]).toBe("a1");
    expect((await choose(page, otherAt)).visible).not.toContain("passenger");
    expect((await choose(page, otherAt)).values["passenger"]).toBeUndefined();
    await page.close();
  });
});

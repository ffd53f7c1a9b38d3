/**
 * The `renderTokenHUD` hook: a GM button that posts any of the ruleset's movement tests for the
 * token by hand.
 * @module
 */
import type { ManualTestSpec } from "../../rules";
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { guard, guardAsync } from "../notify";
import { activeRuleset, activeVariant } from "../settings";

/** The dialog's form: which test (index into the ruleset's manual tests) and the height. */
export function manualTestForm(
  specs: readonly ManualTestSpec[],
  localize: (key: string) => string,
  unit: string,
): string {
  const escape = (text: string) => foundry.utils.escapeHTML(text);
  const options = specs.map((spec, i) => `<option value="${i}">${escape(localize(spec.label))}</option>`).join("");
  const needsDistance = specs.some((s) => s.needsDistance);
  return (
    `<label class="stride-dialog-field">${escape(localize("STRIDE.HUD.whichTest"))}<select name="test">${options}</select></label>` +
    (needsDistance
      ? `<label class="stride-dialog-field">${escape(localize("STRIDE.HUD.height"))} (${escape(unit)})` +
        `<input type="number" name="distance" min="0" step="0.5" value="3"></label>`
      : "")
  );
}

/** Reads the dialog's choice into a test request, or null when it asks for a height not given. */
export function requestFromForm(specs: readonly ManualTestSpec[], test: string, distance: string) {
  const spec = specs[Number(test)];
  if (!spec) return null;
  if (!spec.needsDistance) return spec.request;
  const height = Number(distance);
  return height > 0 ? { ...spec.request, distance: height } : null;
}

/** Asks the GM which test to post and posts it. */
async function chooseAndPost(token: { uuid: string; actor: CardActor | null }): Promise<void> {
  if (!token.actor) return;
  const ruleset = activeRuleset();
  const specs = ruleset.manualTests;
  const localize = (k: string) => game.i18n!.localize(k);
  const choice = await foundry.applications.api.DialogV2.prompt({
    window: { title: "STRIDE.HUD.postTest" },
    content: manualTestForm(specs, localize, ruleset.unit),
    ok: {
      label: "STRIDE.HUD.post",
      callback: (_event: unknown, button: HTMLButtonElement) => {
        const form = button.form?.elements;
        const value = (name: string) => (form?.namedItem(name) as HTMLInputElement | null)?.value ?? "";
        return { test: value("test"), distance: value("distance") };
      },
    },
    rejectClose: false,
  } as never);
  const picked = choice as { test: string; distance: string } | null;
  const request = picked && requestFromForm(specs, picked.test, picked.distance);
  const call = request && ruleset.buildTest({ ...request, variant: activeVariant(ruleset) });
  if (call) await postMovementTest(token.actor, call, token);
}

/** Adds the GM's "post a movement test" button to the token HUD. */
export function renderTokenHUD(hud: { document?: unknown }, html: HTMLElement): void {
  guard("token HUD", undefined, () => {
    if (!game.user?.isGM || html.querySelector(".stride-post-test")) return;
    const token = hud.document as { uuid: string; actor: CardActor | null } | undefined;
    if (!token?.actor) return;
    const column = html.querySelector(".col.right") ?? html;
    const button = html.ownerDocument.createElement("button");
    button.type = "button";
    button.className = "control-icon stride-post-test";
    button.dataset["tooltip"] = game.i18n!.localize("STRIDE.HUD.postTest");
    button.setAttribute("aria-label", game.i18n!.localize("STRIDE.HUD.postTest"));
    button.innerHTML = '<i class="fa-solid fa-person-falling" inert></i>';
    button.addEventListener("click", () => void guardAsync("post test", undefined, () => chooseAndPost(token)));
    column.append(button);
  });
}

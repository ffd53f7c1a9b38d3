/**
 * The `renderTokenHUD` hook: a GM button that posts any movement test for the token by hand.
 * @module
 */
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { manualTestCall, type ManualTest } from "../movement/move-summary";
import { guard, guardAsync } from "../notify";
import { activeRuleset, activeVariant } from "../settings";

/** The tests a GM can choose from: one per treacherous condition, darkness and zero gravity. */
export function manualTestChoices(conditions: readonly string[]): { value: string; test: ManualTest; label: string }[] {
  return [
    ...conditions
      .filter((c) => c !== "difficult")
      .map((condition) => ({
        value: `treacherous:${condition}`,
        test: { kind: "treacherous", condition } as const,
        label: `STRIDE.Terrain.${condition}`,
      })),
    { value: "darkness", test: { kind: "darkness" } as const, label: "STRIDE.Card.reason.darkness" },
    { value: "zeroGravity", test: { kind: "zeroGravity" } as const, label: "STRIDE.Card.reason.zeroGravity" },
  ];
}

/** Asks the GM which test to post and posts it. */
async function chooseAndPost(token: { uuid: string; actor: CardActor | null }): Promise<void> {
  if (!token.actor) return;
  const ruleset = activeRuleset();
  const choices = manualTestChoices(ruleset.terrainConditions);
  const options = choices
    .map((c) => `<option value="${c.value}">${foundry.utils.escapeHTML(game.i18n!.localize(c.label))}</option>`)
    .join("");
  const value = await foundry.applications.api.DialogV2.prompt({
    window: { title: "STRIDE.HUD.postTest" },
    content: `<label class="stride-dialog-field">${game.i18n!.localize("STRIDE.HUD.whichTest")}<select name="test">${options}</select></label>`,
    ok: {
      label: "STRIDE.HUD.post",
      callback: (_event: unknown, button: HTMLButtonElement) =>
        (button.form?.elements.namedItem("test") as HTMLSelectElement | null)?.value,
    },
    rejectClose: false,
  } as never);
  const choice = choices.find((c) => c.value === value);
  const call = choice && manualTestCall(ruleset, choice.test, activeVariant(ruleset));
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

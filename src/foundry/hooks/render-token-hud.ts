/**
 * The `renderTokenHUD` hook: a button that posts the ruleset's movement tests for the token by hand
 * (any of them for the GM; for the owner, the tests of actions the character chooses, such as a
 * jump or a climb), and, for the token's owner, Crawl Through next to a ductway, the leap at a
 * gap's edge and the lift controls on a lift (necromunda-movement.md § Ductways, § Leaping
 * Gaps, § Lift).
 * @module
 */
import { addHudButton } from "./hud-button";
import type { LiftDirection, ManualTestSpec, MovementTestCall, TestRequest } from "../../rules";
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import {
  crawlThrough,
  EDGE_TEST_REQUEST,
  LIFT_REQUEST,
  runLift,
  structureOffers,
  type StructureToken,
} from "../effects/structures";
import { guard } from "../notify";
import { sceneGravity, type SceneLike } from "../movement/allowance";
import { activeManifest, activeRuleset, activeVariant } from "../settings";
import { askGM } from "../requests";
import { rulesetPlugin } from "../rulesets";
import { allowanceTestButtons } from "./token-hud-allowance";
import { runningStartOf } from "../movement/pace";
import type { HistoryToken } from "../data/token-history";
import { renderDirectlyAndLootHUD } from "./directly-loot-hud";
import { addAltitudeControl, type AltitudeToken } from "./altitude-hud";
import { addPanicControl } from "./collision-hud";
import { promptManualTest } from "../applications/manual-test-dialog";

/**
 * Reads the dialog's choice into a test request, or null when it asks for a height not given.
 * @param option the value of a form field by name (`option.<test>.<key>`), "" when absent; a value
 *   that is not one of the option's choices reads as its first (default)
 */
export function requestFromForm(
  specs: readonly ManualTestSpec[],
  test: string,
  distance: string,
  option: (name: string) => string = () => "",
): TestRequest | null {
  const index = Number(test);
  const spec = specs[index];
  if (!spec) return null;
  const chosen: Record<string, string> = {};
  for (const o of spec.options ?? []) {
    const value = option(`option.${index}.${o.key}`);
    const first = o.choices[0]?.value;
    const typed = o.number && value.trim() !== "" ? numberChoice(value, o.number, o.label) : undefined;
    const picked = typed ?? (o.choices.some((c) => c.value === value) ? value : first);
    if (picked !== undefined) chosen[o.key] = picked;
  }
  const request: TestRequest = Object.keys(chosen).length
    ? { ...spec.request, options: { ...spec.request.options, ...chosen } }
    : spec.request;
  if (!spec.needsDistance) return request;
  const height = Number(distance);
  return height > 0 ? { ...request, distance: height } : null;
}

/**
 * A number field's value (ManualTestOption.number) as a whole number within its range: clamped,
 * with a warning naming the field, when outside; undefined when it is not a number (the first
 * choice is taken).
 */
function numberChoice(value: string, range: { readonly min: number; readonly max: number }, label: string) {
  const n = Math.round(Number(value));
  if (!Number.isFinite(n)) return undefined;
  const clamped = Math.min(range.max, Math.max(range.min, n));
  if (clamped !== n) {
    // A localized warning (ui.notifications.warn, the v13/v14 Notifications API).
    ui.notifications?.warn(
      game.i18n!.format("STRIDE.HUD.clamped", { field: game.i18n!.localize(label), value: String(clamped) }),
    );
  }
  return String(clamped);
}

/**
 * The tests a user may post from a token's HUD: all of the ruleset's for the GM; for the token's
 * owner, those of actions the character chooses to take (ManualTestSpec.chosen: a jump, a climb).
 */
export function hudTests(specs: readonly ManualTestSpec[], isGM: boolean): readonly ManualTestSpec[] {
  return isGM ? specs : specs.filter((spec) => spec.chosen === true);
}

/** Asks which test to post and posts it. */
async function chooseAndPost(
  token: { uuid: string; actor: CardActor | null; parent?: SceneLike | null } & HistoryToken,
  isGM: boolean,
): Promise<void> {
  if (!token.actor) return;
  const ruleset = activeRuleset();
  const specs = hudTests(ruleset.tests.manualTests, isGM);
  const picked = await promptManualTest(specs, {
    title: isGM ? "STRIDE.HUD.postTest" : "STRIDE.HUD.takeTest",
    unit: ruleset.unit,
    // What the mover's standing preselects: the scene's gravity (scene flag, movement/allowance.ts)
    // and the jump's running start from the token's pace record (opend6 § Jumping); the user may change them.
    presets: { gravity: sceneGravity(token.parent ?? null), runningStart: runningStartOf(token) },
  });
  const request =
    picked && requestFromForm(specs, picked["test"] ?? "", picked["distance"] ?? "", (n) => picked[n] ?? "");
  const full = request && { ...request, variant: activeVariant(ruleset) };
  const call = full && ruleset.tests.buildTest(full);
  if (call && full) await postMovementTest(token.actor, withRequest(call, full), token);
}

/**
 * The call with the request it was built from, so the card rebuilds the same test (the options a
 * climb was posted with; TestRequest.options) when the ruleset did not attach it itself.
 */
export function withRequest(call: MovementTestCall, request: TestRequest): MovementTestCall {
  return call.request ? call : { ...call, request };
}

/** A token as the HUD's structure controls read it. */
type HudToken = StructureToken & { uuid: string; actor: CardActor | null; isOwner?: boolean };

/** Crawls through the ductway and says why when it could not. */
async function crawl(token: HudToken): Promise<void> {
  const result = await crawlThrough(token, activeRuleset(), { isGM: game.user?.isGM === true });
  if (result === "noRoom") ui.notifications?.warn(game.i18n!.localize("STRIDE.HUD.ductwayNoRoom"));
  if (result === "busy") ui.notifications?.warn(game.i18n!.localize("STRIDE.HUD.ductwayBusy"));
}

/** Operates the lift: the GM directly, a player through the active GM. */
async function lift(token: HudToken, direction: LiftDirection): Promise<void> {
  const offers = structureOffers(token, activeRuleset());
  if (!offers.lift) return;
  if (!offers.lift.available) {
    ui.notifications?.warn(game.i18n!.localize("STRIDE.HUD.liftUsed"));
    return;
  }
  if (game.user?.isGM) {
    await runLift(token, direction, activeRuleset());
    return;
  }
  if (!game.users?.activeGM) {
    ui.notifications?.warn(game.i18n!.localize("STRIDE.HUD.liftNeedsGM"));
    return;
  }
  await askGM(LIFT_REQUEST, { tokenUuid: token.uuid, direction });
}

/** Adds Stride's buttons to the token HUD: the GM's test button; ductway, edge and lift controls for the owner. */
export function renderTokenHUD(hud: { document?: unknown }, html: HTMLElement): void {
  guard("token HUD", undefined, () => {
    const token = hud.document as HudToken | undefined;
    if (!token) return;
    const isGM = game.user?.isGM === true;
    // The GM posts any test; the token's owner those of actions the character chooses (a jump, a climb).
    if ((isGM || token.isOwner) && token.actor && hudTests(activeRuleset().tests.manualTests, isGM).length) {
      const label = isGM ? "STRIDE.HUD.postTest" : "STRIDE.HUD.takeTest";
      addHudButton(html, "post-test", "fa-solid fa-person-falling", label, () => chooseAndPost(token, isGM));
    }
    renderDirectlyAndLootHUD(hud, html);
    addAltitudeControl(token as unknown as AltitudeToken, html, isGM);
    addPanicControl(token, html, isGM);
    if (!token.isOwner && !isGM) return;
    // The active ruleset's own buttons (its plugin's tokenHUD: dh2's Strength card).
    rulesetPlugin(activeManifest().id)?.tokenHUD?.(token, html);
    const offers = structureOffers(token, activeRuleset());
    if (offers.ductway) {
      addHudButton(html, "crawl-through", "fa-solid fa-person-through-window", "STRIDE.HUD.crawlThrough", () =>
        crawl(token),
      );
    }
    const actor = token.actor;
    const leap = offers.edgeTest;
    if (leap && actor) {
      // A player's leap card is posted by the GM's client from the scene, so the GM acts on its roll.
      addHudButton(html, "leap", "fa-solid fa-person-running", "STRIDE.HUD.leap", () =>
        isGM ? postMovementTest(actor, leap, token) : askGM(EDGE_TEST_REQUEST, { tokenUuid: token.uuid }),
      );
    }
    // The test that raises the movement limit (shadowrun: Sprint, the swimming sprint).
    for (const b of allowanceTestButtons(token, activeRuleset())) addHudButton(html, b.name, b.icon, b.label, b.run);
    if (offers.lift) {
      addHudButton(html, "lift-up", "fa-solid fa-circle-up", "STRIDE.HUD.liftUp", () => lift(token, "up"));
      addHudButton(html, "lift-down", "fa-solid fa-circle-down", "STRIDE.HUD.liftDown", () => lift(token, "down"));
    }
  });
}

/**
 * Posting, rendering, rolling and applying movement test cards (ChatMessage subtype
 * `movementTest`). A card is resolved once: the roll's result is written to the same message (by
 * its owner, or by the active GM on a player's behalf), and the re-render drops the button for
 * everyone. The numbers are rebuilt from the stored request, the ruleset and the actor, never
 * read from the message's own numbers or the DOM; the one number a card stores, the GM's modifier
 * (written by the GM, or the roller where the world allows it), is clamped by the card's ruleset
 * whenever it is read.
 * @module
 */
import { speakerOf } from "./speaker";
import { applyMessageMode, reachOwners } from "./message-mode";
import {
  GM_REASON_MAX,
  readGmModifier,
  withGmModifier,
  type GmModifier,
  type GmModifierRule,
  type MovementProfile,
  type MovementTestCall,
  type Ruleset,
  type TestConsequence,
  type TestRequest,
} from "../../rules";
import { cardPeriod, countTest, historyTestsUsed, type HistoryToken } from "../data/token-history";
import { MOVEMENT_TEST_TYPE, systemPath } from "../constants";
import {
  requestOf,
  storeRequest,
  type MovementTestSystem,
  type StoredResult,
} from "../data/chat-message/movement-test-data";
import { notifyOnce } from "../notify";
import { askGM, isId, refuse, type Requester, type RequestHandler } from "../requests";
import { rollableFormula } from "./roll-formula";
import { activeRuleset, fallingDamageFormula, rollerSetsModifier } from "../settings";
import { actorMovementProfile } from "../hosts";
import {
  actorSituation,
  cardActor,
  characteristicValue,
  lookupUuid,
  mayActFor,
  rulesetById,
  cardForRequester,
  gmOnPlayerCard,
  type CardActor,
} from "./card-actor";
import type { CardEffects } from "./card-effects";
import type { CardClick, CardMetadata } from "../data/chat-message/card-metadata";
import { gameI18n } from "./localize";
import {
  cardCall,
  cardGmModifier,
  movementTestView,
  rolledLines,
  situationalLines,
  storedDamage,
  withModifiers,
} from "./movement-test-view";
import { strideRoll } from "./wild-die";

export type { CardActor };

/** A token's scene as a card reads it: its flags (the weather, chat/weather-card.ts). */
type SceneFlags = { readonly flags?: Record<string, unknown> };

/** The card template. */
export const MOVEMENT_TEST_TEMPLATE = systemPath("templates/chat/movement-test.hbs");

/** The form of the GM's modifier (a number and a reason), shown in a dialog from the card. */
export const GM_MODIFIER_FORM_TEMPLATE = systemPath("templates/chat/gm-modifier-form.hbs");

/** The request a player's client makes of the active GM to resolve a card on their behalf (requests.ts). */
export const CARD_REQUEST = "card";

/** What the card's buttons do, by `data-action` (declared by the data model). */
export const CARD_ACTIONS = ["roll", "applyProne", "applyDamage", "setModifier"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * The action of a card's choice buttons (TestsCapability.cardOptions: dh2 climbing gear), each
 * button naming its option's key and value (`data-key`, `data-value`).
 */
export const CARD_OPTION_ACTION = "setOption";

/** The parts of a ChatMessage the card actions use. */
export interface CardMessage {
  readonly id: string | null;
  readonly type?: string;
  readonly system: unknown;
  /** The author or a GM: who may update the message (draw-steel test-request.mjs checks `message.isOwner`). */
  readonly isOwner: boolean;
  /**
   * The user who created the message (ChatMessage#author, v12+: foundryvtt/foundryvtt#9843), as the
   * server stored it: the GM acts for a player only on cards a GM's client posted.
   */
  readonly author?: { readonly id?: string | null; readonly isGM?: boolean } | null;
  /** The message's rolls (the test's, then the damage's). */
  readonly rolls?: readonly unknown[];
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * Posts a card asking for a movement test. The card stores the request the call was built from,
 * with the options the actor's profile gives ({@link withProfileOptions}), and the active ruleset's
 * id; no HTML (the data model renders it each time it is shown).
 * @param actor the actor who must test
 * @param token the token that moved, if any (its actor is used, so unlinked tokens work)
 */
export async function postMovementTest(
  actor: CardActor,
  call: MovementTestCall,
  token: { uuid: string } | null = null,
): Promise<unknown> {
  const ruleset = activeRuleset();
  const system: MovementTestSystem = {
    rulesetId: ruleset.id,
    request: storeRequest(
      withProfileOptions(
        withWorldOptions(requestOf(call), ruleset, fallingDamageFormula),
        ruleset,
        actorProfile(actor),
      ),
    ),
    actorUuid: actor.uuid,
    tokenUuid: token?.uuid ?? null,
    result: null,
    applied: false,
    // The turn it belongs to: rolled in a later one, it spends this one (card-effects.ts afterRoll).
    postedTurn: token?.uuid ? cardPeriod(lookupUuid(token.uuid) as HistoryToken | null, ruleset) : null,
  };
  // dnd5e creates its turn and request messages with `system` and no `content`
  // (module/documents/combatant.mjs, module/data/actor/group.mjs).
  const data: ChatMessage.CreateData = {
    type: MOVEMENT_TEST_TYPE,
    system,
    speaker: speakerOf(actor, token),
  };
  // Posted in the user's roll (v13) or message (v14) mode; the result is later written to this
  // same message, so it keeps the card's visibility.
  applyMessageMode(data);
  // A card the GM's client posts for a player's move still reaches that player.
  reachOwners(data, (user) => actor.testUserPermission?.(user, "OWNER") === true);
  return ChatMessage.implementation.create(data);
}

/**
 * The request with the world's settings a ruleset reads from its options (TestsCapability
 * `fallingFormulaOption`: the falling-damage formula, ruling 4), unless the request gives them; a
 * card then shows and rolls the formula it was posted with.
 * @param formula the world's formula (settings.ts fallingDamageFormula)
 */
export function withWorldOptions(request: TestRequest, ruleset: Ruleset, formula: () => string): TestRequest {
  const key = ruleset.tests.fallingFormulaOption;
  if (!key || typeof request.options?.[key] === "string") return request;
  return { ...request, options: { ...request.options, [key]: formula() } };
}

/**
 * The request with the options the tester's profile gives (TestsCapability `profileOptions`:
 * opend6's Move and trained skills) for the keys it does not give itself, so a card posted from the
 * HUD or the API reads the character and not a default one. The request unchanged without a
 * profile, without the capability, or when it adds nothing.
 */
export function withProfileOptions(
  request: TestRequest,
  ruleset: Ruleset,
  profile: MovementProfile | undefined,
): TestRequest {
  const own = profile && ruleset.tests.profileOptions?.(request, profile);
  if (!own || !Object.keys(own).length) return request;
  return { ...request, options: { ...own, ...request.options } };
}

/**
 * A stored request with the world's falling-damage formula in place of the one it was posted with
 * (TestsCapability `fallingFormulaOption`), so a card's damage is always rolled with the world setting.
 */
function withWorldFormula(request: MovementTestSystem["request"], ruleset: Ruleset): MovementTestSystem["request"] {
  const key = ruleset.tests.fallingFormulaOption;
  const options = request.options;
  if (!key || !options || !Object.hasOwn(options, key)) return request;
  return { ...request, options: { ...options, [key]: fallingDamageFormula() } };
}

/**
 * The actor's movement profile as its data model prepared it (in the module: as the host adapter
 * reads it, hosts.ts), or undefined when it has none.
 */
export function actorProfile(actor: CardActor | null): MovementProfile | undefined {
  return actorMovementProfile(actor);
}

/**
 * How many tests of this kind the card's token rolled this movement history and the most it may
 * (TestsCapability.historyLimit), or null when the kind is unlimited or the actor has no profile.
 */
export function historyTests(
  ruleset: Ruleset,
  call: MovementTestCall,
  profile: MovementProfile | undefined,
  token: HistoryToken | null,
): { used: number; limit: number } | null {
  const limit = profile ? (ruleset.tests.historyLimit?.(call.kind, profile) ?? null) : null;
  if (limit === null) return null;
  return { used: token ? historyTestsUsed(token, ruleset, call.kind) : 0, limit };
}

/** A card's template data from its stored data, the actor as it is now and the current user. */
export function movementTestContext(system: MovementTestSystem) {
  const ruleset = rulesetById(system.rulesetId);
  const actor = cardActor(system);
  const call = cardCall(system, ruleset);
  const profile = actorProfile(actor);
  const token = lookupUuid(system.tokenUuid) as (HistoryToken & { parent?: SceneFlags | null }) | null;
  return movementTestView(
    {
      system,
      ruleset,
      actorName: actor?.name ?? null,
      characteristic: actor && call ? characteristicValue(actor, call.characteristic) : null,
      mayAct: !!actor && mayActFor(actor, game.user?.isGM === true),
      mayModify: !!actor && mayModifyFor(actor, game.user?.isGM === true),
      situation: actorSituation(actor, token?.parent),
      profile,
      historyTests: ruleset && call && !system.result ? historyTests(ruleset, call, profile, token) : null,
    },
    gameI18n(),
  );
}

/** Renders a card's HTML from its stored data, the actor as it is now and the current user. */
export async function renderMovementTest(system: MovementTestSystem): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(MOVEMENT_TEST_TEMPLATE, movementTestContext(system));
}

/** The results of a roll's dice, in order (active results only: exploded and kept dice count). */
export function rolledDice(roll: { dice: readonly { results: readonly { result: number; active?: boolean }[] }[] }) {
  return roll.dice.flatMap((die) => die.results.filter((r) => r.active !== false).map((r) => r.result));
}

/**
 * Whether the current user may set the GM's modifier on a card of this actor: the GM, or, when the
 * world lets rollers set it (settings.ts rollerSetsModifier), the actor's owners.
 */
export function mayModifyFor(actor: CardActor, isGM: boolean): boolean {
  return isGM || (rollerSetsModifier() && actor.isOwner);
}

/** Politely refuses a user who does not own the card's actor. */
function refuseUser(): false {
  ui.notifications?.info(game.i18n!.localize("STRIDE.Card.notYours"));
  return false;
}

/** Messages whose action is running on this client: a second click waits for nothing. */
const busy = new Set<string>();

/** Runs a card's action once at a time per message on this client. */
async function exclusive(message: CardMessage, work: () => Promise<boolean>): Promise<boolean> {
  const key = message.id ?? "";
  if (busy.has(key)) return false;
  busy.add(key);
  try {
    return await work();
  } finally {
    busy.delete(key);
  }
}

/** The card's data as it is now (the message's `system` is replaced on every update). */
const current = (message: CardMessage) => message.system as MovementTestSystem;

/** What an action needs: the ruleset, the rebuilt call and the actor, or false (said why). */
function prepare(message: CardMessage) {
  const system = current(message);
  const ruleset = rulesetById(system.rulesetId);
  const call = cardCall(system, ruleset);
  if (!ruleset || !call) {
    notifyOnce(`unknownTest:${system.rulesetId}`, "warn", "STRIDE.Card.unknownTest", { ruleset: system.rulesetId });
    return null;
  }
  const actor = cardActor(system);
  if (!actor) {
    notifyOnce(`missing:${system.actorUuid}`, "warn", "STRIDE.Card.missingActor");
    return null;
  }
  return { system, ruleset, call, actor };
}

/**
 * Asks the active GM to run an action for this user: a request naming the message and the action
 * only (requests.ts); the GM checks who asked from the server's word and rebuilds the rest.
 */
function onBehalf(action: CardAction, message: CardMessage): Promise<boolean> {
  if (!message.id) return Promise.resolve(false);
  return askGM(CARD_REQUEST, { action, messageId: message.id });
}

/**
 * Rolls a card's test with Foundry's Roll (the ruleset's formula) and writes the result to the
 * same message. The call is rebuilt from the stored request under the card's ruleset; the
 * characteristic is the actor's current one.
 * @returns false when the card was rolled already, the user may not roll for the actor, the
 *   actor or the test is gone, or another roll of it is under way
 */
export async function rollMovementTest(message: CardMessage, effects: CardEffects): Promise<boolean> {
  if (current(message).result) return false;
  const prepared = prepare(message);
  if (!prepared) return false;
  const { system, ruleset, call, actor } = prepared;
  if (!mayActFor(actor, game.user?.isGM === true)) return refuseUser();
  if (gmOnPlayerCard(message)) return false;
  if (!message.isOwner && !game.user?.isGM) return onBehalf("roll", message);
  const profile = actorProfile(actor);
  const token = lookupUuid(system.tokenUuid) as (HistoryToken & { parent?: SceneFlags | null }) | null;
  const limited = historyTests(ruleset, call, profile, token);
  if (limited && limited.used >= limited.limit) {
    // The ruleset's limit this movement history (shadowrun: ceil(Running ÷ 2) sprints a Combat Turn).
    ui.notifications?.warn(game.i18n!.format("STRIDE.Card.historyLimitReached", { limit: String(limited.limit) }));
    return false;
  }
  return exclusive(message, async () => {
    const value = characteristicValue(actor, call.characteristic) ?? 0;
    // The actor's situation when rolled (dh2 Encumbered: −10 to Agility tests) joins the call's lines.
    const situational = situationalLines(call, ruleset, actorSituation(actor, token?.parent));
    // The GM's modifier as set now, clamped by the ruleset's rule, joins once as the last line.
    const gmModifier = cardGmModifier(current(message), ruleset);
    const situated = withGmModifier(withModifiers(call, situational), gmModifier);
    const roll = await strideRoll(ruleset.tests.formula(situated, value)).evaluate();
    const dice = rolledDice(roll);
    const resolution = ruleset.tests.resolve(situated, value, dice, profile);
    if (current(message).result) return false;
    const rolled = system.tokenUuid
      ? { tokenUuid: system.tokenUuid, call, resolution, postedTurn: system.postedTurn ?? null, messageId: message.id }
      : null;
    const landedOn = rolled ? await effects.landingsOf(rolled, ruleset) : [];
    const result: StoredResult = {
      roll: Number(roll.total),
      dice,
      characteristicValue: value,
      targetNumber: resolution.targetNumber,
      success: resolution.success,
      degrees: resolution.degrees,
      outcome: resolution.outcome,
      prone: resolution.prone,
      hit: resolution.hit ?? null,
      landedOn: landedOn.map(({ name, actorUuid, tokenUuid }) => ({ name, actorUuid, tokenUuid })),
      situational,
      gmModifier,
    };
    // The roll joins the message (Dice So Nice and the roll tooltip read `rolls`).
    await message.update({ "system.result": result, rolls: [roll] });
    if (limited && token) await countTest(token, ruleset, call.kind);
    if (rolled) await effects.afterRoll(rolled, ruleset);
    else await postFollowUps(actor, resolution, ruleset);
    return true;
  });
}

/**
 * Posts the further tests a result calls for (TestConsequence `followUp`: dh2's stumble and grip
 * tests) for a card without a token, once, after its roll; a card with a token has its scene side
 * post them (CardEffects.afterRoll). Each is built by the card's ruleset from the engine's request.
 */
async function postFollowUps(
  actor: CardActor,
  resolution: { readonly consequences?: readonly TestConsequence[] },
  ruleset: Ruleset,
): Promise<void> {
  for (const c of resolution.consequences ?? []) {
    if (c.type !== "followUp") continue;
    let call: MovementTestCall | undefined;
    try {
      call = ruleset.tests.buildTest(c.request);
    } catch {
      call = undefined;
    }
    if (call) await postMovementTest(actor, call.request ? call : { ...call, request: c.request }, null);
  }
}

/**
 * Applies a failed test's status (Prone, Pinned) once: marks the card applied, has the effects
 * carry out the fall (landings re-checked against the scene), then sets the status on the actor.
 * Whether the result calls for it is re-derived from the stored dice, not the stored flag.
 * @returns false when there is nothing to apply, it was applied, or the user may not act
 */
export async function applyProne(message: CardMessage, effects: CardEffects): Promise<boolean> {
  const stored = current(message);
  if (!stored.result || stored.applied) return false;
  const prepared = prepare(message);
  if (!prepared) return false;
  const { system, ruleset, call, actor } = prepared;
  const result = system.result!;
  if (!mayActFor(actor, game.user?.isGM === true)) return refuseUser();
  let resolution;
  try {
    resolution = ruleset.tests.resolve(
      withModifiers(call, rolledLines(result, ruleset)),
      result.characteristicValue,
      result.dice,
      actorProfile(actor),
    );
  } catch {
    return false; // Dice the formula cannot give: a forged result.
  }
  if (!resolution.prone) return false;
  if (gmOnPlayerCard(message)) return false;
  if (!message.isOwner && !game.user?.isGM) return onBehalf("applyProne", message);
  const fall = system.tokenUuid
    ? {
        tokenUuid: system.tokenUuid,
        consequences: resolution.consequences ?? [],
        landedOn: result.landedOn,
        messageId: message.id,
      }
    : null;
  // No Prone without the fall's moves: a fall this client may not make is left unapplied.
  if (fall && effects.canApplyFall?.(fall) === false) return false;
  return exclusive(message, async () => {
    if (current(message).applied) return false;
    await message.update({ "system.applied": true });
    // Move first: going Prone where the fighter ends up may call for an edge test.
    if (fall) await effects.applyFall(fall, ruleset);
    await actor.toggleStatusEffect?.("prone", { active: true });
    return true;
  });
}

/**
 * Rolls a rolled test's damage (a `damageRoll` consequence: dh2 falling damage, ruling 4) once and
 * takes it from the actor's wounds: marks the card with the total, adds the roll to the message,
 * then has the scene side take it (CardEffects.applyWounds: here for the actor's owner, else through
 * the active GM). A card without a token takes it through the actor's own data model. Whether the
 * result calls for it, and the formula, are re-derived from the stored dice and request.
 * @returns false when there is no damage, it was applied, or the user may not act
 */
export async function applyDamage(message: CardMessage, effects: CardEffects): Promise<boolean> {
  const stored = current(message);
  if (!stored.result || typeof stored.damageTaken === "number") return false;
  const prepared = prepare(message);
  if (!prepared) return false;
  const { system, ruleset, actor } = prepared;
  if (!mayActFor(actor, game.user?.isGM === true)) return refuseUser();
  // The damage formula is the world's now (ruling 4), never one stored on the card.
  const call = cardCall({ ...system, request: withWorldFormula(system.request, ruleset) }, ruleset);
  const damage = call && storedDamage(system.result!, call, ruleset, actorProfile(actor));
  if (!damage || !rollableFormula(damage.formula)) return false;
  if (gmOnPlayerCard(message)) return false;
  if (!message.isOwner && !game.user?.isGM) return onBehalf("applyDamage", message);
  return exclusive(message, async () => {
    if (typeof current(message).damageTaken === "number") return false;
    const roll = await strideRoll(damage.formula).evaluate();
    const total = Math.max(0, Math.trunc(Number(roll.total)) || 0);
    await message.update({ "system.damageTaken": total, rolls: [...(message.rolls ?? []), roll] });
    if (system.tokenUuid && effects.applyWounds) return effects.applyWounds(system.tokenUuid, total, ruleset);
    const taker = actor.system as { applyWounds?: (damage: number) => Promise<unknown> } | null;
    if (typeof taker?.applyWounds !== "function") return false;
    await taker.applyWounds(total);
    return true;
  });
}

/** What the GM's modifier dialog gives: the typed number and reason, unchecked, or null when cancelled. */
export type GmModifierPrompt = (
  rule: GmModifierRule,
  current: GmModifier | null,
) => Promise<{ readonly value: unknown; readonly reason: unknown } | null>;

/**
 * Asks for the GM's modifier in a dialog (DialogV2.input, docs/foundry-evidence.md § 25): a number
 * field and a reason field, rendered from a template (escaped), with the ruleset's unit and range.
 */
export const promptGmModifier: GmModifierPrompt = async (rule, current) => {
  const i18n = game.i18n!;
  const content = await foundry.applications.handlebars.renderTemplate(GM_MODIFIER_FORM_TEMPLATE, {
    value: current?.value ?? 0,
    reason: current?.reason ?? "",
    min: rule.min,
    max: rule.max,
    maxLength: GM_REASON_MAX,
    unit: i18n.localize(rule.unit),
    range: i18n.format("STRIDE.Card.gmModifier.range", { min: String(rule.min), max: String(rule.max) }),
    labels: {
      value: i18n.localize("STRIDE.Card.gmModifier.value"),
      reason: i18n.localize("STRIDE.Card.gmModifier.reason"),
      placeholder: i18n.localize("STRIDE.Card.gmModifier.reasonPlaceholder"),
    },
  });
  const data: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "STRIDE.Card.gmModifier.title" },
    content,
    ok: { label: "STRIDE.Card.gmModifier.save" },
    rejectClose: false,
  });
  const form = data as { value?: unknown; reason?: unknown } | null | undefined;
  return form ? { value: form.value, reason: form.reason } : null;
};

/**
 * Writes the GM's modifier on an unrolled card through the card's own update, read and clamped by
 * the card's ruleset first (a 0 or unreadable value clears it). The GM and, when the world allows
 * it, the actor's owner may; a user who cannot update the message (a card a GM's client posted)
 * asks the active GM with the typed values, which the GM checks and clamps again.
 * @param raw the typed number and reason (untrusted)
 * @returns false when the card is rolled, gone, has no GM's modifier, or the user may not set it
 */
export async function setGmModifier(
  message: CardMessage,
  raw: { readonly value: unknown; readonly reason: unknown },
): Promise<boolean> {
  if (current(message).result) return false;
  const prepared = prepare(message);
  const rule = prepared?.ruleset.tests.gmModifier;
  if (!prepared || !rule) return false;
  const isGM = game.user?.isGM === true;
  if (!mayModifyFor(prepared.actor, isGM)) {
    ui.notifications?.info(game.i18n!.localize("STRIDE.Card.gmModifier.notAllowed"));
    return false;
  }
  const { modifier, adjusted } = readGmModifier(rule, raw);
  if (adjusted && modifier) {
    ui.notifications?.info(game.i18n!.format("STRIDE.Card.gmModifier.adjusted", { value: String(modifier.value) }));
  }
  if (!message.isOwner && !isGM) {
    if (!message.id) return false;
    const sent = modifier ?? { value: 0, reason: "" };
    return askGM(CARD_REQUEST, { action: "setModifier", messageId: message.id, modifier: sent });
  }
  return exclusive(message, async () => {
    if (current(message).result) return false;
    await message.update({ "system.gmModifier": modifier });
    return true;
  });
}

/** The longest option key or value a choice may carry (the rulesets' are a few characters). */
const OPTION_MAX = 40;

/**
 * Whether a card offers this choice for its call (TestsCapability.cardOptions): the key is one of
 * its options and the value one of that option's choices.
 */
function offered(ruleset: Ruleset, call: MovementTestCall, key: string, value: string): boolean {
  try {
    const spec = (ruleset.tests.cardOptions?.(call) ?? []).find((o) => o.key === key);
    return !!spec && spec.choices.some((c) => c.value === value);
  } catch {
    return false;
  }
}

/** Stores a checked choice in the card's request (merged into its options) on an unrolled card. */
function storeOption(message: CardMessage, key: string, value: string): Promise<boolean> {
  return exclusive(message, async () => {
    const now = current(message);
    if (now.result) return false;
    const options = { ...(now.request.options ?? {}), [key]: value };
    await message.update({ "system.request": { ...now.request, options } });
    return true;
  });
}

/**
 * A card's choice button (TestsCapability.cardOptions: dh2 climbing gear): stores the value in the
 * card's request, which builds the call again when rolled, when the card is not rolled, the value is
 * one the ruleset offers for the card's test, and the user may roll for the actor (its owner or the
 * GM). A user who cannot update the message (a card a GM's client posted) asks the active GM, who
 * checks the same again.
 * @returns false when nothing was stored
 */
export async function setCardOption(message: CardMessage, key: string, value: string): Promise<boolean> {
  if (current(message).result) return false;
  const prepared = prepare(message);
  if (!prepared || !offered(prepared.ruleset, prepared.call, key, value)) return false;
  if (!mayActFor(prepared.actor, game.user?.isGM === true)) return refuseUser();
  if (gmOnPlayerCard(message)) return false;
  if (!message.isOwner && !game.user?.isGM) {
    if (!message.id) return false;
    return askGM(CARD_REQUEST, { action: CARD_OPTION_ACTION, messageId: message.id, option: { key, value } });
  }
  return storeOption(message, key, value);
}

/** The GM's side of a roller's choice: checked against the card's ruleset again, on an unrolled card. */
function setOptionFor(message: CardMessage, q: CardRequest, requester: Requester): Promise<boolean> {
  const system = current(message);
  if (system.result) return Promise.resolve(refuse(CARD_REQUEST, requester, "the card is rolled"));
  const ruleset = rulesetById(system.rulesetId);
  const call = cardCall(system, ruleset);
  const option = q.option;
  if (!ruleset || !call || !option || !offered(ruleset, call, option.key, option.value)) {
    return Promise.resolve(refuse(CARD_REQUEST, requester, "the card offers no such choice"));
  }
  return storeOption(message, option.key, option.value);
}

/** The Modifier button: asks for the number and reason, then {@link setGmModifier}. */
export async function askGmModifier(message: CardMessage, prompt: GmModifierPrompt = promptGmModifier) {
  if (current(message).result) {
    ui.notifications?.info(game.i18n!.localize("STRIDE.Card.gmModifier.rolled"));
    return false;
  }
  const prepared = prepare(message);
  const rule = prepared?.ruleset.tests.gmModifier;
  if (!prepared || !rule) return false;
  if (!mayModifyFor(prepared.actor, game.user?.isGM === true)) {
    ui.notifications?.info(game.i18n!.localize("STRIDE.Card.gmModifier.notAllowed"));
    return false;
  }
  const typed = await prompt(rule, cardGmModifier(prepared.system, prepared.ruleset));
  return typed ? setGmModifier(message, typed) : false;
}

/** The actions by name. */
const PERFORM: Record<CardAction, (message: CardMessage, effects: CardEffects) => Promise<boolean>> = {
  roll: rollMovementTest,
  applyProne,
  applyDamage,
  setModifier: (message) => askGmModifier(message),
};

/** A player's request to the GM, as made by {@link onBehalf} and {@link setGmModifier}. */
interface CardRequest {
  readonly action: CardAction | typeof CARD_OPTION_ACTION;
  readonly messageId: string;
  /** `setOption` only: the choice's key and value (strings), checked again by the GM. */
  readonly option?: { readonly key: string; readonly value: string };
  /** `setModifier` only: the typed number (finite) and reason (a string), clamped again by the GM. */
  readonly modifier?: { readonly value: number; readonly reason: string };
}

/** The longest reason a request may carry before the GM reads it (it is cut to GM_REASON_MAX). */
const REQUEST_REASON_MAX = 1000;

/** A request's modifier when well formed: a finite number and a string of bounded length. */
function requestModifier(raw: unknown): { value: number; reason: string } | null {
  const m = raw as { value?: unknown; reason?: unknown } | null;
  if (typeof m !== "object" || m === null) return null;
  const { value, reason } = m;
  return typeof value === "number" &&
    Number.isFinite(value) &&
    typeof reason === "string" &&
    reason.length <= REQUEST_REASON_MAX
    ? { value, reason }
    : null;
}

/**
 * The GM's side of a roller's `setModifier` request: only when the world lets rollers set the
 * modifier (or a GM asks), on an unrolled card; the number is clamped by the card's ruleset here.
 */
async function setModifierFor(message: CardMessage, q: CardRequest, requester: Requester): Promise<boolean> {
  if (requester.isGM !== true && !rollerSetsModifier()) {
    return refuse(CARD_REQUEST, requester, "the world lets only the GM set the modifier");
  }
  if (current(message).result) return refuse(CARD_REQUEST, requester, "the card is rolled");
  const rule = rulesetById(current(message).rulesetId)?.tests.gmModifier;
  if (!rule) return refuse(CARD_REQUEST, requester, "the card's ruleset has no modifier");
  const { modifier } = readGmModifier(rule, q.modifier);
  return exclusive(message, async () => {
    if (current(message).result) return false;
    await message.update({ "system.gmModifier": modifier });
    return true;
  });
}

/**
 * The GM's side of {@link onBehalf} (the `card` request, requests.ts): runs the action as the GM on
 * a card a GM's client posted, when the user who asked (as the server gives it) owns the card's
 * actor. The GM rolls and re-derives everything itself.
 * @param effects the cards' scene side
 */
export function cardRequestHandler(effects: CardEffects): RequestHandler<CardRequest> {
  return {
    parse(data) {
      const q = data as Partial<CardRequest> | null;
      if (q?.action === CARD_OPTION_ACTION && isId(q.messageId)) {
        const { key, value } = (q.option ?? {}) as { key?: unknown; value?: unknown };
        const fits = (x: unknown): x is string => typeof x === "string" && x.length > 0 && x.length <= OPTION_MAX;
        return fits(key) && fits(value)
          ? { action: CARD_OPTION_ACTION, messageId: q.messageId, option: { key, value } }
          : null;
      }
      if (!q || !(CARD_ACTIONS as readonly unknown[]).includes(q.action) || !isId(q.messageId)) return null;
      if (q.action !== "setModifier") return { action: q.action!, messageId: q.messageId };
      const modifier = requestModifier(q.modifier);
      return modifier ? { action: q.action, messageId: q.messageId, modifier } : null;
    },
    key: (q) => q.messageId,
    async handle(q, requester) {
      const message = cardForRequester<CardMessage>(
        CARD_REQUEST,
        q.messageId,
        MOVEMENT_TEST_TYPE,
        (m) => cardActor(current(m)),
        requester,
      );
      if (!message) return false;
      if (q.action === CARD_OPTION_ACTION) return setOptionFor(message, q, requester);
      return q.action === "setModifier" ? setModifierFor(message, q, requester) : PERFORM[q.action](message, effects);
    },
  };
}

/** Runs a card's action by name for the current user. */
export function performCardAction(action: string, message: CardMessage, effects: CardEffects): Promise<boolean> {
  const perform = PERFORM[action as CardAction];
  return perform ? perform(message, effects) : Promise.resolve(false);
}

/** The scene side the card acts through (hooks/render-chat-message.ts CardScene). */
type Scene = { readonly effects: CardEffects };

/** The movement test card's metadata: its buttons run {@link performCardAction}; players ask through {@link CARD_REQUEST}. */
export const MOVEMENT_TEST_CARD: CardMetadata<CardMessage, Scene> = Object.freeze({
  type: MOVEMENT_TEST_TYPE,
  template: MOVEMENT_TEST_TEMPLATE,
  actions: {
    ...Object.fromEntries(
      CARD_ACTIONS.map((action) => [
        action,
        ({ message, scene }: CardClick<CardMessage, Scene>) => performCardAction(action, message, scene.effects),
      ]),
    ),
    [CARD_OPTION_ACTION]: ({ message, button }: CardClick<CardMessage, Scene>) =>
      setCardOption(message, button.dataset["key"] ?? "", button.dataset["value"] ?? ""),
  },
  request: { kind: CARD_REQUEST, handler: (scene: Scene) => cardRequestHandler(scene.effects) },
});

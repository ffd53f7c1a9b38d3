/**
 * The `init` hook: wires CONFIG, data models, settings and sheets; nothing else.
 * @module
 */
import { MANUAL_TEST_FORM_TEMPLATE } from "../applications/manual-test-dialog";
import { DIRECTLY_FORM_PATH } from "./directly-loot-hud";
import { PANIC_FORM_PATH } from "./collision-hud";
import { api } from "../api";
import { guard } from "../notify";
import { actionRollerFor, StrideToken } from "../canvas/placeables/token";
import { ACTION_ROLL_REQUEST, actionRollRequestHandler } from "../movement/action-roll";
import { REPORT_REQUEST, reportRequestHandler } from "../effects/reported-roll";
import { registerKeptHooks } from "../data/gm-kept";
import { setMoveActionRoller } from "./move-token";
import { StrideTokenRuler } from "../canvas/placeables/tokens/token-ruler";
import { registerAllowanceKeybinding } from "../canvas/placeables/tokens/allowance-test";
import { registerReachOverlay } from "./reach-overlay";
import {
  configureMovementActions,
  configureStatusEffects,
  localizeStatusEffects,
  statusEffectEntries,
} from "../config";
import { StrideCombat } from "../documents/combat";
import { StrideActor } from "../documents/actor";
import { systemPath } from "../constants";
import { registerActorModel } from "../data/actor/actor-models";
import { rulesetPlugin, rulesetPlugins } from "../rulesets";
import { loadRulesetChunk, wireRulesetChunk } from "../rulesets/loading";
import { StrideChatMessage } from "../documents/chat-message";
import { registerCardModel } from "./render-chat-message";
import { CARD_MODELS } from "../data/chat-message/card-models";
import { registerRequest } from "../requests";
import { EDGE_TEST_REQUEST, edgeTestRequestHandler, LIFT_REQUEST, liftRequestHandler } from "../effects/structures";
import { StrideTokenDocument } from "../documents/token-document";
import { activeManifest, activeRuleset, registerRulerColorSettings, registerSettings } from "../settings";
import { registerPaceSettings } from "../movement/pace";
import { registerRegionBehaviors } from "./region-behaviors";
import { loadRuleset } from "../../rules";

/**
 * Templates preloaded so the first render is not delayed: the waypoint label, every generic card's,
 * and the active ruleset's sheets, applications and cards (its plugin's `templates` and `cards`).
 */
export function templatesToLoad(rulesetId: string): string[] {
  const plugin = rulesetPlugin(rulesetId);
  return [
    systemPath("templates/canvas/waypoint-label.hbs"),
    MANUAL_TEST_FORM_TEMPLATE,
    systemPath(DIRECTLY_FORM_PATH),
    systemPath(PANIC_FORM_PATH),
    ...CARD_MODELS.map((model) => model.metadata.template),
    ...(plugin?.templates ?? []),
    ...(plugin?.cards ?? []).map((model) => model.metadata.template),
  ];
}

/**
 * Runs once on `i18nInit`: translations are loaded, so the status descriptions registered in
 * `init` are localized (abbrew and dnd5e-derived systems localize theirs after init likewise).
 */
export function i18nInit(): void {
  guard("i18nInit", undefined, () => {
    const config = CONFIG as unknown as { statusEffects: { id?: string; description?: string }[] };
    localizeStatusEffects(config.statusEffects, activeManifest(), (k) => game.i18n!.localize(k));
  });
}

/** Runs once on `init`. */
export function init(): void {
  // An internal error must not throw into Foundry's `init`: logged, shown once, and
  // Foundry goes on with what was registered before it.
  guard("init", undefined, () => {
    registerSettings();
    registerRulerColorSettings();
    const plugins = rulesetPlugins();
    for (const plugin of plugins) plugin.registerSettings?.();
    // The key that posts the test raising a token's movement limit (shadowrun: Sprint).
    registerAllowanceKeybinding();
    // The key that shows where the controlled token can get this turn, and what redraws it.
    registerReachOverlay();
    // A deleted token's records kept on its scene go with it (data/gm-kept.ts).
    registerKeptHooks();
    registerPaceSettings(activeManifest());

    // Every plugin's actor models under their types, with their sheets as their default
    // (data/actor/actor-models.ts), so the actors of a ruleset the world no longer uses stay intact.
    for (const plugin of plugins) for (const { model, sheet } of plugin.actors) registerActorModel(model, sheet);
    // Cards render from their data (documents/chat-message.ts); players ask the GM through requests (requests.ts).
    CONFIG.ChatMessage.documentClass = StrideChatMessage;
    // Each card's model and what its buttons may ask the active GM to do (requests.ts); then lifts.
    for (const model of [...CARD_MODELS, ...plugins.flatMap((plugin) => plugin.cards ?? [])]) registerCardModel(model);
    registerRequest(LIFT_REQUEST, liftRequestHandler());
    registerRequest(EDGE_TEST_REQUEST, edgeTestRequestHandler());
    registerRequest(
      ACTION_ROLL_REQUEST,
      actionRollRequestHandler(activeRuleset, (uuid) => fromUuid(uuid as `Scene.${string}`), actionRollerFor),
    );
    // A player's own rolled card: the GM keeps what it adds to the turn and makes its forced moves.
    registerRequest(REPORT_REQUEST, reportRequestHandler());
    // A Charge nobody rolled for: the GM's client rolls its D3 before deciding the move (hooks/move-token.ts).
    setMoveActionRoller(actionRollerFor);
    registerRegionBehaviors();
    CONFIG.Token.documentClass = StrideTokenDocument;
    CONFIG.Token.objectClass = StrideToken;
    // fvtt-types 13.345.1 types rulerClass as an instance (shared/foundry-v13.md): assign the class.
    (CONFIG.Token as unknown as { rulerClass: unknown }).rulerClass = StrideTokenRuler;
    configureMovementActions(activeManifest());
    // The movement history lasts a turn or a round, as the ruleset says (documents/combat.ts).
    CONFIG.Combat.documentClass = StrideCombat;
    // The Create Actor dialog offers the active ruleset's types (documents/actor.ts).
    (CONFIG.Actor as unknown as { documentClass: unknown }).documentClass = StrideActor;
    // The ruleset's statuses (Running, Sprinting …) with what they change in their description.
    const config = CONFIG as unknown as { statusEffects: { id?: string }[] };
    const entries = statusEffectEntries(activeManifest(), (k) => k, systemPath);
    config.statusEffects = configureStatusEffects(config.statusEffects, entries);

    // The active ruleset's own tools and relays (its plugin's hooks).
    const active = activeManifest().id;
    const plugin = rulesetPlugin(active);
    plugin?.registerHooks?.();

    // The system API with what the active ruleset's plugin adds (its `api`; its chunk adds more below).
    const systemApi: Record<string, unknown> = { ...plugin?.api, ...api };
    Object.assign(game.system as object, { api: systemApi });
    Object.assign(globalThis, { stride: systemApi });
    void foundry.applications.handlebars.loadTemplates(templatesToLoad(active));

    // What only a world of this ruleset loads, its engine and its plugin's chunk: Foundry does not
    // await `init`, so they are wired when they arrive (rulesets/loading.ts; docs/foundry-evidence.md § 52).
    void loadRulesetChunk(plugin, () => loadRuleset(active)).then((chunk) => wireRulesetChunk(chunk, systemApi, api));
  });
}

/**
 * The `stride-movement` module's `init` and `ready`: Stride's movement inside another game system.
 * The module registers no actor types or sheets of its own, only Stride's generic chat cards as its
 * own ChatMessage subtypes (module.json `documentTypes`, prefixed with the module's id: constants.ts
 * `subtype`), with the host's ChatMessage class left in place: it finds the host
 * adapter of `game.system.id` among the ruleset plugins (hosts.ts), measures the host's actors
 * through it, and puts Stride's Token, TokenDocument, Combat and (when the GM prefers it) TokenRuler
 * classes on top of the host's own (`rebaseOnto`), as movement modules subclass the configured
 * class rather than core's. On a host no plugin lists it says so once and does nothing.
 * @module
 */
import * as rules from "../../rules";
import { guard, guardAsync, notifyOnce } from "../notify";
import { SYSTEM_ID, systemPath } from "../constants";
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
import { StrideTokenDocument } from "../documents/token-document";
import { findHost, hostMatches, useHost } from "../hosts";
import { rulesetPlugins } from "../rulesets";
import { activeManifest, activeRuleset, registerRulerColorSettings, registerSettings } from "../settings";
import { registerPaceSettings } from "../movement/pace";
import { movementSourceOf } from "../movement/allowance";
import { readyMovementActions } from "./reset-movement-actions";
import { registerRegionBehaviors } from "./region-behaviors";
import { rebaseOnto, type AnyClass } from "../rebase";
import { CARD_MODELS } from "../data/chat-message/card-models";
import { registerCardModel } from "./render-chat-message";
import { registerRequest } from "../requests";
import { EDGE_TEST_REQUEST, edgeTestRequestHandler, LIFT_REQUEST, liftRequestHandler } from "../effects/structures";

/** The host system id when no plugin lists it (the module then does nothing), else null. */
let unsupported: string | null = null;

/**
 * Registers the ruler setting: Stride's band colours and labels, or the host's own ruler. A host
 * that registered its own ruler class keeps it unless the GM chooses Stride's.
 */
function registerRulerSetting(hostHasRuler: boolean): void {
  game.settings!.register(SYSTEM_ID, "rulerLook", {
    name: "STRIDE.Module.Setting.rulerLook.name",
    hint: "STRIDE.Module.Setting.rulerLook.hint",
    scope: "world",
    config: true,
    type: String,
    choices: { stride: "STRIDE.Module.Setting.rulerLook.stride", host: "STRIDE.Module.Setting.rulerLook.host" },
    default: hostHasRuler ? "host" : "stride",
    requiresReload: true,
  });
}

/** Replaces a CONFIG class with Stride's rebased onto it; warns once when it cannot. */
function layer(role: string, stride: AnyClass, host: AnyClass | undefined, core: AnyClass): AnyClass | undefined {
  const layered = rebaseOnto(stride, host, core);
  if (layered) return layered;
  console.warn(`${SYSTEM_ID} | the host's ${role} class does not extend core's; Stride leaves it in place`);
  return host;
}

/** Runs once on `init` in the module. */
export function moduleInit(): void {
  guard("init", undefined, () => {
    const systemId = game.system?.id ?? "";
    const match = findHost(systemId);
    if (!match) {
      unsupported = systemId;
      return;
    }
    useHost(match.host);
    registerSettings(match.rulesetId);
    // The ruleset's engine, a chunk of its own: Foundry does not await `init`, and it arrives before
    // the world is ready (docs/foundry-evidence.md § 52); what runs before it reads the manifest.
    void guardAsync(`loading the ${match.rulesetId} ruleset's engine`, null, () => rules.loadRuleset(match.rulesetId));
    registerRulerColorSettings();
    for (const plugin of rulesetPlugins()) plugin.registerSettings?.();
    const token = CONFIG.Token as unknown as Record<"objectClass" | "documentClass" | "rulerClass", AnyClass>;
    const coreRuler = foundry.canvas.placeables.tokens.TokenRuler as unknown as AnyClass;
    registerRulerSetting(token.rulerClass !== coreRuler);
    registerAllowanceKeybinding();
    registerReachOverlay();
    // A deleted token's records kept on its scene go with it (data/gm-kept.ts).
    registerKeptHooks();
    registerPaceSettings(activeManifest());
    registerRegionBehaviors();
    // The tests, falls and notices a finished move posts, as the module's card types, and what their
    // buttons (and a lift or edge test) ask the active GM to do (requests.ts).
    for (const model of CARD_MODELS) registerCardModel(model);
    // The chosen ruleset's own cards and the hooks they listen to (dh2: the Strength card).
    const plugin = rulesetPlugins().find((p) => p.id === match.rulesetId);
    for (const model of plugin?.cards ?? []) registerCardModel(model);
    plugin?.registerHooks?.();
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

    // Stride's classes over the host's (rebaseOnto): the drag's stop, the hard check, the turn's history.
    const core = foundry.canvas.placeables.Token as unknown as AnyClass;
    token.objectClass = layer("Token", StrideToken, token.objectClass, core) ?? core;
    const coreDocument = foundry.documents.TokenDocument as unknown as AnyClass;
    const document = layer("TokenDocument", StrideTokenDocument, token.documentClass, coreDocument);
    token.documentClass = document ?? coreDocument;
    const combat = CONFIG.Combat as unknown as { documentClass: AnyClass };
    const coreCombat = foundry.documents.Combat as unknown as AnyClass;
    combat.documentClass = layer("Combat", StrideCombat, combat.documentClass, coreCombat) ?? coreCombat;
    if (game.settings!.get(SYSTEM_ID, "rulerLook") !== "host") {
      token.rulerClass = layer("TokenRuler", StrideTokenRuler, token.rulerClass, coreRuler) ?? coreRuler;
    }

    configureMovementActions(activeManifest());
    // The ruleset's statuses beside the host's own (configureStatusEffects keeps every other id).
    const config = CONFIG as unknown as { statusEffects: { id?: string }[] };
    config.statusEffects = configureStatusEffects(
      config.statusEffects,
      statusEffectEntries(activeManifest(), (k) => k, systemPath),
    );

    // For macros (`game.modules.get("stride-movement").api`, `globalThis.stride`): the rules engine, and
    // what Stride reads of a host actor (its profile, flying speed and kind, through the host adapter).
    const moduleApi = { rules, movementOf: movementSourceOf };
    const module = game.modules?.get(SYSTEM_ID) as { api?: unknown } | undefined;
    if (module) module.api = moduleApi;
    Object.assign(globalThis, { stride: moduleApi });
    void foundry.applications.handlebars.loadTemplates([
      systemPath("templates/canvas/waypoint-label.hbs"),
      ...[...CARD_MODELS, ...(plugin?.cards ?? [])].map((model) => model.metadata.template),
    ]);
  });
}

/**
 * Runs once on `ready` in the module: on an unsupported host, one notification naming the systems
 * it reads; else the movement actions' migration (reset-movement-actions.ts).
 */
export function moduleReady(): void {
  guard("ready", undefined, () => {
    if (unsupported !== null) {
      const ids = [...new Set(hostMatches().map((match) => match.host.systemId))];
      const supported = game.i18n!.getListFormatter().format(ids);
      notifyOnce("module:unsupported", "warn", "STRIDE.Module.UnsupportedHost", { system: unsupported, supported });
      return;
    }
    void readyMovementActions();
  });
}

/** Runs once on `i18nInit` in the module: Stride's status descriptions localized (as the system's hooks/init.ts `i18nInit`). */
export function moduleI18nInit(): void {
  guard("i18nInit", undefined, () => {
    if (unsupported !== null) return;
    const config = CONFIG as unknown as { statusEffects: { id?: string; description?: string }[] };
    localizeStatusEffects(config.statusEffects, activeManifest(), (k) => game.i18n!.localize(k));
  });
}

/** Whether the module found no host adapter for this world's system (it then does nothing). */
export function moduleInactive(): boolean {
  return unsupported !== null;
}

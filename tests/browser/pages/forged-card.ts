/**
 * A page of forged Necromunda cards wired to the real card code (hook, listeners, actions, the
 * scene side), with small fakes of exactly the Foundry globals it reads. Bundled by esbuild for
 * tests/browser/cards.test.ts as `window.forgedCards`.
 */
import { chatCardHooks } from "../../../src/foundry/hooks/render-chat-message";
import { executorCardEffects as sceneCardEffects } from "../../../src/foundry/effects/card-effects";
import { migrateMovementTestSource } from "../../../src/foundry/data/chat-message/movement-test-data";
import { strictSettings } from "./page-settings";
import { loadRulesets } from "../../../src/rules";

/** Resolves once every engine has loaded (the system loads its ruleset's in `init`); the test awaits it. */
export const ready = loadRulesets();

/** What the test reads back after the clicks. */
export interface Observed {
  rolled: string[];
  statuses: string[];
  moved: string[];
  notices: string[];
  systems: Record<string, unknown>[];
}

/** A card's data as its data model holds it, with the actions its class declares. */
class CardModel {
  static readonly metadata = { actions: ["roll", "applyProne"] };
  constructor(fields: object) {
    Object.assign(this, fields);
  }
}

/** One of the page's messages: its author is the player who forged it. */
class Message {
  constructor(
    readonly id: string,
    public system: Record<string, unknown>,
    readonly observed: Observed,
  ) {}
  readonly type = "movementTest";
  /** ChatMessage#author: the player's User. */
  readonly author = { id: "player", isGM: false };
  get isOwner(): boolean {
    return true;
  }
  async update(changes: Record<string, unknown>) {
    const next = Object.assign(Object.create(CardModel.prototype) as object, this.system) as Record<string, unknown>;
    for (const [key, value] of Object.entries(changes)) if (key.startsWith("system.")) next[key.slice(7)] = value;
    this.system = next;
    this.observed.systems.push(JSON.parse(JSON.stringify(next)) as Record<string, unknown>);
  }
}

/**
 * Installs the fakes for `role` and wires every `.chat-message[data-message-id]` to its forged card.
 * @param cards the forged 0.1.0 sources by message id (migrated as Foundry would)
 * @param dice the d6 results the next rolls give
 */
export function setup(role: "player" | "gm", cards: Record<string, Record<string, unknown>>, dice: number[]) {
  const observed: Observed = { rolled: [], statuses: [], moved: [], notices: [], systems: [] };
  const isGM = role === "gm";
  const grid = { size: 100, distance: 1, units: "in" };
  const fighter = (initiative: number) => ({
    movementProfile: { characteristics: { move: 5, initiative } },
    kind: "character",
    status: "standing",
  });
  const actor = (id: string, name: string, owned: boolean) => ({
    name,
    uuid: `Actor.${id}`,
    isOwner: isGM || owned,
    system: fighter(4),
    async toggleStatusEffect(status: string) {
      observed.statuses.push(`${name}:${status}`);
      return true;
    },
  });
  const token = (id: string, name: string, x: number, owned: boolean, disposition: number) => ({
    id,
    uuid: `Scene.s.Token.${id}`,
    name,
    x,
    y: 0,
    width: 1,
    height: 1,
    elevation: 0,
    disposition,
    actor: actor(id, name, owned),
    async move(waypoints: unknown[]) {
      observed.moved.push(`${name}:${JSON.stringify(waypoints)}`);
      return true;
    },
  });
  const jax = token("j", "Jax", 300, true, 1);
  const vex = token("v", "Vex", 900, false, -1);
  const scene = { grid, flags: {}, tokens: [jax, vex] };
  Object.assign(jax, { parent: scene });
  Object.assign(vex, { parent: scene });
  const documents = new Map<string, unknown>([
    [jax.uuid, jax],
    [vex.uuid, vex],
    [jax.actor.uuid, jax.actor],
    [vex.actor.uuid, vex.actor],
  ]);
  const messages = new Map<string, Message>();
  class Roll {
    total = 0;
    dice: { results: { result: number; active: boolean }[] }[] = [];
    constructor(readonly formula: string) {}
    async evaluate() {
      const next = dice.shift() ?? 1;
      observed.rolled.push(`${this.formula}=${next}`);
      this.total = next;
      this.dice = [{ results: [{ result: next, active: true }] }];
      return this;
    }
  }
  Object.assign(globalThis, {
    game: {
      user: { id: isGM ? "gm" : "player", isGM },
      users: { activeGM: null },
      messages: { get: (id: string) => messages.get(id) },
      settings: strictSettings({ ruleset: "necromunda", variant: "core", enforcement: "block" }),
      i18n: {
        lang: "en",
        has: () => false,
        localize: (k: string) => k,
        format: (k: string) => k,
        getListFormatter: (options?: Intl.ListFormatOptions) => new Intl.ListFormat("en", options),
      },
    },
    ui: {
      notifications: {
        info: (t: string) => observed.notices.push(t),
        warn: (t: string) => observed.notices.push(t),
        error: (t: string) => observed.notices.push(t),
      },
    },
    Roll,
    fromUuidSync: (uuid: string) => documents.get(uuid) ?? null,
  });
  const hooks = chatCardHooks(sceneCardEffects);
  for (const [id, source] of Object.entries(cards)) {
    const message = new Message(
      id,
      new CardModel(migrateMovementTestSource(structuredClone(source))) as never,
      observed,
    );
    messages.set(id, message);
    const li = document.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;
    hooks.renderChatMessageHTML(message, li);
  }
  return observed;
}

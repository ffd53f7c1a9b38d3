/**
 * Fakes of exactly what the chat card code calls: `ChatMessage.implementation.create`,
 * `ChatMessage.getSpeaker`, a message's `update` and `isOwner`, `game.messages.get`,
 * `game.users.activeGM.query`, `Roll`, `fromUuidSync`, and
 * `foundry.applications.handlebars.renderTemplate` (backed by the real templates).
 */
import { vi } from "vitest";
import { format, getListFormatter, has, localize, renderTemplate } from "../support/render";
import { renderMovementTest } from "../../src/foundry/chat/movement-tests";
import { renderCollisionNotice } from "../../src/foundry/chat/collision-notice";
import type { CardEffects, LandedOn } from "../../src/foundry/chat/card-effects";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import type { CollisionNoticeSystem } from "../../src/foundry/data/chat-message/collision-notice-data";

/** A chat message as the cards use it: `system` replaced on update, dotted keys applied. */
export class FakeMessage {
  static next = 0;
  readonly id: string;
  type: string;
  system: Record<string, unknown>;
  rolls: unknown[];
  updates: Record<string, unknown>[] = [];
  /** Document#flags, by scope: `flags.<scope>.<key>` updates write them. */
  flags: Record<string, Record<string, unknown>> = {};
  /** ChatMessage#author: the user whose client created it (the current user when made). */
  author: { id?: string; isGM?: boolean } | null;
  constructor(
    data: Record<string, unknown>,
    /** The current user wrote it. */
    public authored = true,
  ) {
    this.author = (globalThis as unknown as { game?: { user?: { id?: string; isGM?: boolean } } }).game?.user ?? null;
    this.id = `m${++FakeMessage.next}`;
    this.type = typeof data["type"] === "string" ? data["type"] : "base";
    this.system = structuredClone((data["system"] ?? {}) as Record<string, unknown>);
    this.rolls = (data["rolls"] as unknown[]) ?? [];
  }
  /** Foundry: the author and GMs own a message. */
  get isOwner(): boolean {
    return this.authored || (globalThis as unknown as { game: { user?: { isGM?: boolean } } }).game.user?.isGM === true;
  }
  async update(changes: Record<string, unknown>) {
    this.updates.push(changes);
    // A new system object each update, as Foundry replaces the data model (prototype kept).
    const system = Object.assign(Object.create(Object.getPrototypeOf(this.system) as object), this.system) as Record<
      string,
      unknown
    >;
    for (const [key, value] of Object.entries(changes)) {
      if (key === "rolls") this.rolls = value as unknown[];
      else if (key.startsWith("system.")) system[key.slice(7)] = structuredClone(value);
      else if (key.startsWith("flags.")) {
        const [scope = "", flag = ""] = key.slice(6).split(".");
        this.flags[scope] = { ...this.flags[scope], [flag]: structuredClone(value) };
      }
    }
    this.system = system;
    return this;
  }
}

export interface ChatWorld {
  /** Messages created, in order. */
  created: FakeMessage[];
  /** Totals the next Rolls give, in order (one die each). */
  rolls: number[];
  /** Formulas rolled. */
  formulas: string[];
  documents: Map<string, unknown>;
  /** Queries sent to the active GM. */
  queries: { name: string; data: unknown }[];
}

/** Installs the chat fakes; `rolls` are the totals the next Rolls give, in order. */
export function installChat(rolls: number[] = []): ChatWorld {
  const world: ChatWorld = { created: [], rolls: [...rolls], formulas: [], documents: new Map(), queries: [] };
  /** Roll#total and Roll#dice[].results[].result: a one-die formula rolling the queued number. */
  class FakeRoll {
    total = 0;
    dice: { results: { result: number; active: boolean }[] }[] = [];
    constructor(readonly formula: string) {
      world.formulas.push(formula);
    }
    async evaluate() {
      const next = world.rolls.shift();
      if (next === undefined) throw new Error("no roll queued");
      this.total = next;
      this.dice = [{ results: [{ result: next, active: true }] }];
      return this;
    }
  }
  Object.assign(globalThis, {
    ChatMessage: {
      implementation: {
        create: vi.fn(async (data: Record<string, unknown>) => {
          const message = new FakeMessage(data);
          world.created.push(message);
          return message;
        }),
      },
      getSpeaker: () => ({ alias: "speaker" }),
    },
    Roll: FakeRoll,
    fromUuidSync: (uuid: string) => world.documents.get(uuid) ?? null,
  });
  const g = globalThis as unknown as { foundry?: Record<string, unknown> };
  g.foundry = {
    ...(g.foundry ?? {}),
    applications: {
      handlebars: {
        renderTemplate: async (path: string, data: object) =>
          renderTemplate(path.replace(/^systems\/stride\//, ""), data),
      },
    },
  };
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  // Cards are checked in the words a user reads: the real lang/en.json.
  game["i18n"] = { lang: "en", localize, format, has, getListFormatter };
  game["messages"] = { get: (id: string) => world.created.find((m) => m.id === id) };
  return world;
}

/** The card a message shows now, rendered from its data as the data model does. */
export function shown(message: FakeMessage): Promise<string> {
  return message.type === "collisionNotice"
    ? renderCollisionNotice(message.system as unknown as CollisionNoticeSystem)
    : renderMovementTest(message.system as unknown as MovementTestSystem);
}

/** The scene side of cards as spies: landings to report, and what was asked. */
export function fakeEffects(landings: LandedOn[] = []) {
  return {
    landingsOf: vi.fn(async () => landings),
    afterRoll: vi.fn(async () => undefined),
    applyFall: vi.fn(async (fall: { landedOn: readonly LandedOn[] }) => fall.landedOn),
  } satisfies CardEffects;
}

/** An actor as the cards read it: Agility 42, Perception 35, owned or not. */
export function cardActor(isOwner = true) {
  return {
    name: "Sister Ines",
    uuid: "Actor.ines",
    isOwner,
    system: {
      movementProfile: { characteristics: { agility: 42, perception: 35 }, unnatural: {}, size: 4, modifiers: {} },
      flyingSpeed: 0,
    },
    toggleStatusEffect: vi.fn(async () => true),
    testUserPermission: vi.fn((user: { id?: string }) => isOwner || user.id === "owner"),
  };
}

/** The result of Agility 42 against rubble (−20, target 22) rolled 40: failure by 3 degrees, Prone. */
export const FAILED_RUBBLE = {
  roll: 40,
  dice: [40],
  characteristicValue: 42,
  targetNumber: 22,
  success: false,
  degrees: 3,
  outcome: "prone",
  prone: true,
  hit: null,
  landedOn: [],
} as const;

/**
 * `Roll` stubbed so each new Roll gives the next queued results (one array per Roll, `dice[0]`)
 * and their sum; returns the formulas rolled, in order.
 */
export function queueDice(results: number[][]) {
  const formulas: string[] = [];
  class DiceRoll {
    total = 0;
    dice: { results: { result: number; active: boolean }[] }[] = [];
    constructor(readonly formula: string) {
      formulas.push(formula);
    }
    async evaluate() {
      const next = results.shift();
      if (!next) throw new Error("no dice queued");
      this.dice = [{ results: next.map((result) => ({ result, active: true })) }];
      this.total = next.reduce((a, b) => a + b, 0);
      return this;
    }
  }
  vi.stubGlobal("Roll", DiceRoll);
  return formulas;
}

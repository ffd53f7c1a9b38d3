/**
 * Fakes of exactly what the chat card code calls: `ChatMessage.implementation.create`,
 * `ChatMessage.getSpeaker`, `ChatMessage.applyRollMode`, `Roll`, `fromUuidSync`, and
 * `foundry.applications.handlebars.renderTemplate` (backed by the real templates).
 */
import { vi } from "vitest";
import { format, localize, renderTemplate } from "../support/render";

export interface ChatWorld {
  created: Record<string, unknown>[];
  rolls: number[];
  documents: Map<string, unknown>;
}

/** Installs the chat fakes; `rolls` are the totals the next Rolls give, in order. */
export function installChat(rolls: number[] = []): ChatWorld {
  const world: ChatWorld = { created: [], rolls: [...rolls], documents: new Map() };
  /** Roll#total and Roll#dice[].results[].result: a one-die formula rolling the queued number. */
  class FakeRoll {
    total = 0;
    dice: { results: { result: number; active: boolean }[] }[] = [];
    constructor(readonly formula: string) {}
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
          world.created.push(data);
          return data;
        }),
      },
      getSpeaker: () => ({ alias: "speaker" }),
      applyRollMode: vi.fn(),
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
  const game = (
    globalThis as unknown as { game: { settings: { get: (s: string, k: string) => unknown }; i18n: object } }
  ).game;
  // Cards are checked in the words a user reads: the real lang/en.json.
  game.i18n = { localize, format };
  const settings = game.settings;
  const get = settings.get;
  settings.get = (scope: string, key: string) => (scope === "core" ? "publicroll" : get(scope, key));
  return world;
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
  };
}

/** The result of Agility 42 against rubble (−20, target 22) rolled 40: failure by 3 degrees, Prone. */
export const FAILED_RUBBLE = {
  roll: 40,
  characteristicValue: 42,
  targetNumber: 22,
  success: false,
  degrees: 3,
  outcome: "prone",
  prone: true,
} as const;

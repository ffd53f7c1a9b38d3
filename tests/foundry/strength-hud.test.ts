// @vitest-environment happy-dom
/**
 * The throw card from the token HUD (issue #14 item 4): the HUD's Lift, push or throw button on a
 * character's token, its DialogV2 prompt, and the Strength test card it posts with the scene's gravity.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderTokenHUD } from "../../src/foundry/hooks/render-token-hud";
import { promptStrengthTest, type StrengthRollActor } from "../../src/foundry/rulesets/dh2/strength/strength-rolls";
import { renderServedTemplate } from "../support/render";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { loadPlugins } from "../support/plugins";

/** A character as the card reads it: Strength 38 (SB 3), TB 4, and the Carrying limits of row 7. */
const hauler = (): StrengthRollActor =>
  ({
    uuid: "Actor.h",
    name: "Hab Warden",
    isOwner: true,
    system: {
      characteristics: { strength: { value: 38 } },
      bonuses: { strength: 3, toughness: 4 },
      carrying: { carry: 45, lift: 90, push: 180 },
    },
  }) as unknown as StrengthRollActor;

let world: FakeWorld;
let prompt: ReturnType<typeof vi.fn>;
let create: ReturnType<typeof vi.fn>;

/** DialogV2.prompt answering with what the user typed into the form (or null when closed). */
function answer(choice: { task: string; weightKg: string } | null) {
  prompt = vi.fn(async () => choice);
  create = vi.fn(async (data: object) => data);
  vi.stubGlobal("foundry", {
    applications: { api: { DialogV2: { prompt } }, handlebars: { renderTemplate: renderServedTemplate } },
  });
  vi.stubGlobal("ChatMessage", { implementation: { create }, getSpeaker: () => ({ alias: "Hab Warden" }) });
}

// The button is the dh2 plugin's (rulesets/dh2/index.ts tokenHUD), as the entry point registers it.
beforeAll(async () => void (await loadPlugins()));
beforeEach(() => {
  world = installWorld();
});
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

describe("the token HUD's Lift, push or throw button", () => {
  const hud = (doc: object) => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col right"></div>';
    renderTokenHUD({ document: doc }, html);
    return html.querySelector<HTMLButtonElement>("button.stride-strength");
  };

  it("is on an owned character's token and posts a throw card from its prompt", async () => {
    answer({ task: "throw", weightKg: "5" });
    const button = hud({ uuid: "Scene.s.Token.t", isOwner: true, actor: hauler() });
    expect(button?.getAttribute("aria-label")).toBe("STRIDE.Strength.open");
    button!.click();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(prompt.mock.calls[0]![0]).toMatchObject({ window: { title: "STRIDE.Strength.open" } });
    // The dialog's form from the plugin's template: the tasks by name, the weight at 10 kg.
    const form = document.createElement("form");
    form.innerHTML = (prompt.mock.calls[0]![0] as { content: string }).content;
    const tasks = [...form.querySelectorAll<HTMLOptionElement>('select[name="task"] option')].map((o) => o.value);
    expect(tasks).toContain("throw");
    expect(form.querySelector<HTMLInputElement>('input[name="weightKg"]')!.value).toBe("10");
    expect(create).toHaveBeenCalledWith({
      type: "strengthTest",
      system: {
        aim: null,
        actorUuid: "Actor.h",
        tokenUuid: "Scene.s.Token.t",
        task: "throw",
        weightKg: 5,
        gravity: "normal",
        result: null,
        postedTurn: "",
      },
      speaker: { alias: "Hab Warden" },
    });
  });

  it("is not offered for an actor without Carrying limits, nor to a player who does not own the token", () => {
    answer(null);
    const fighter = { uuid: "Actor.f", system: { profile: { move: 5 } } };
    expect(hud({ uuid: "Scene.s.Token.f", isOwner: true, actor: fighter })).toBeNull();
    expect(hud({ uuid: "Scene.s.Token.t", isOwner: false, actor: hauler() })).toBeNull();
  });
});

describe("the HUD's prompt", () => {
  const token = (gravity?: string) => ({
    uuid: "Scene.s.Token.t",
    parent: gravity ? { flags: { stride: { gravity } } } : undefined,
    actor: hauler(),
  });

  it("aims a throw at the user's first target (User#targets: Token placeables), none without one", async () => {
    answer({ task: "throw", weightKg: "5" });
    const g = (globalThis as unknown as { game: { user: Record<string, unknown> } }).game;
    const gargoyle = {
      document: { uuid: "Scene.s.Token.g", name: "Gargoyle", actor: { system: { flightPosition: "low" } } },
    };
    g.user["targets"] = new Set([gargoyle]);
    await promptStrengthTest(token());
    expect(create.mock.calls[0]![0]).toMatchObject({
      system: {
        task: "throw",
        aim: { tokenUuid: "Scene.s.Token.g", name: "Gargoyle", thrower: "ground", target: "low" },
      },
    });
    g.user["targets"] = new Set();
    await promptStrengthTest(token());
    expect(create.mock.calls[1]![0]).toMatchObject({ system: { task: "throw", aim: null } });
  });

  it("takes the gravity from the token's scene (high gravity: SB − 2 for the throw)", async () => {
    answer({ task: "throw", weightKg: "2,5" });
    await promptStrengthTest(token("high"));
    expect(create.mock.calls[0]![0]).toMatchObject({ system: { task: "throw", weightKg: 2.5, gravity: "high" } });
  });

  it("posts nothing when closed, and warns on a weight that is not a number of kg", async () => {
    answer(null);
    expect(await promptStrengthTest(token())).toBeNull();
    answer({ task: "lift", weightKg: "heavy" });
    expect(await promptStrengthTest(token())).toBeNull();
    expect(create).not.toHaveBeenCalled();
    expect(world.notifications.warn).toHaveBeenCalledWith("STRIDE.Strength.badWeight");
  });
});

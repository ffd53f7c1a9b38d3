/**
 * Where the Journey dialog opens from: the Token controls' tool (v13 `getSceneControlButtons`, a record
 * of controls with `tools` records) and the Actors directory's context menu (`getActorContextOptions`).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installWorld, removeWorld } from "./fakes";

/** ApplicationV2 reduced to what the dialog uses: construction and render. */
class ApplicationV2 {
  static rendered: { chosen: readonly string[]; options: unknown }[] = [];
  async render(options: unknown) {
    ApplicationV2.rendered.push({
      chosen: (this as unknown as { journeyState: { chosen: string[] } }).journeyState.chosen,
      options,
    });
    return this;
  }
}

let hooks: typeof import("../../src/foundry/rulesets/dh2/journey/journey-hooks");
let dialog: typeof import("../../src/foundry/rulesets/dh2/journey/journey-dialog");

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      applications: {
        api: { ApplicationV2, HandlebarsApplicationMixin: (base: unknown) => base },
        instances: new Map(),
      },
    },
  });
  hooks = await import("../../src/foundry/rulesets/dh2/journey/journey-hooks");
  dialog = await import("../../src/foundry/rulesets/dh2/journey/journey-dialog");
});
beforeEach(() => {
  installWorld();
  ApplicationV2.rendered = [];
});
afterEach(() => removeWorld());

const asGM = (isGM: boolean) =>
  Object.assign((globalThis as unknown as { game: { user: object } }).game.user, { isGM });

describe("the Journey tool in the Token controls", () => {
  it("is added to controls.tokens.tools as a GM-only button that opens the dialog with the controlled tokens' actors", () => {
    asGM(true);
    Object.assign(globalThis, {
      canvas: { tokens: { controlled: [{ actor: { uuid: "Actor.a" } }, { actor: null }] } },
    });
    const controls = { tokens: { tools: { select: {}, ruler: {} } as Record<string, unknown> } };
    hooks.journeySceneControl(controls as never);
    const tool = (
      controls.tokens.tools as Record<string, { button: boolean; visible: boolean; order: number; onChange(): void }>
    )["stride-journey"]!;
    expect(tool).toMatchObject({
      name: "stride-journey",
      title: "STRIDE.Journey.title",
      button: true,
      visible: true,
      order: 2,
    });
    tool.onChange();
    expect(ApplicationV2.rendered).toEqual([{ chosen: ["Actor.a"], options: { force: true } }]);
    Reflect.deleteProperty(globalThis, "canvas");
  });

  it("is hidden from players and leaves controls without a token set alone", () => {
    asGM(false);
    const controls = { tokens: { tools: {} as Record<string, { visible: boolean }> } };
    hooks.journeySceneControl(controls as never);
    expect(controls.tokens.tools["stride-journey"]!.visible).toBe(false);
    const none = {};
    expect(() => hooks.journeySceneControl(none as never)).not.toThrow();
    expect(none).toEqual({});
  });
});

describe("the Actors directory's context menu", () => {
  const actors = new Map([
    ["a1", { uuid: "Actor.a1", type: "character" }],
    ["f1", { uuid: "Actor.f1", type: "fighter" }],
  ]);
  const li = (id: string) => ({ dataset: { entryId: id } }) as unknown as HTMLElement;

  it("offers Plan a journey on characters and NPCs for the GM, opening the dialog with that actor", () => {
    asGM(true);
    Object.assign((globalThis as unknown as { game: object }).game, { actors });
    const entries: { name: string; condition(li: HTMLElement): boolean; callback(li: HTMLElement): void }[] = [];
    hooks.journeyActorContext(null, entries);
    expect(entries.map((e) => e.name)).toEqual(["STRIDE.Journey.open"]);
    expect(entries[0]!.condition(li("a1"))).toBe(true);
    expect(entries[0]!.condition(li("f1"))).toBe(false);
    entries[0]!.callback(li("a1"));
    expect(ApplicationV2.rendered.map((r) => r.chosen)).toEqual([["Actor.a1"]]);
    asGM(false);
    expect(entries[0]!.condition(li("a1"))).toBe(false);
  });

  it("takes v14's shape (label, icon classes, visible, onClick) when the menu's own entries have it", () => {
    asGM(true);
    Object.assign((globalThis as unknown as { game: object }).game, { actors });
    const entries: object[] = [{ label: "OWNERSHIP.Configure", icon: "fa-solid fa-lock", onClick: () => undefined }];
    hooks.journeyActorContext(null, entries);
    const own = entries[1] as {
      label: string;
      icon: string;
      visible(target: HTMLElement): boolean;
      onClick(event: unknown, target: HTMLElement): unknown;
    };
    expect(own).toMatchObject({ label: "STRIDE.Journey.open", icon: "fa-solid fa-route" });
    expect("name" in own || "callback" in own).toBe(false);
    expect(own.visible(li("a1"))).toBe(true);
    expect(own.visible(li("f1"))).toBe(false);
    own.onClick({}, li("a1"));
    expect(ApplicationV2.rendered.map((r) => r.chosen)).toEqual([["Actor.a1"]]);
  });
});

describe("opening the dialog", () => {
  it("never rejects into Foundry when the render fails: logged and shown once", async () => {
    const world = installWorld();
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const render = vi.spyOn(ApplicationV2.prototype, "render").mockRejectedValue(new Error("template gone"));
    expect(() => dialog.openJourney(["Actor.a1"])).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toBe("stride | journey dialog");
    expect(world.notifications.error).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    process.off("unhandledRejection", unhandled);
    render.mockRestore();
    error.mockRestore();
  });
});

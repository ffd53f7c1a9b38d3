// @vitest-environment happy-dom
/**
 * The standing vertical jump and reach card from the token HUD (dh2-movement.md § Standing Vertical
 * Jumps): the dh2 plugin's HUD button on an owned token, and the rule notice it posts with the
 * scene's gravity (§ The Effects of Gravity: jumping distances doubled in low gravity).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderTokenHUD } from "../../src/foundry/hooks/render-token-hud";
import { reachText } from "../../src/foundry/rulesets/dh2/reach/reach-card";
import { installWorld, removeWorld } from "./fakes";
import { loadPlugins } from "../support/plugins";

let create: ReturnType<typeof vi.fn>;

beforeAll(async () => void (await loadPlugins()));
beforeEach(() => {
  installWorld();
  create = vi.fn(async (data: object) => data);
  vi.stubGlobal("ChatMessage", { implementation: { create }, getSpeaker: () => ({ alias: "Ines" }) });
});
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

const hud = (doc: object) => {
  const html = document.createElement("div");
  html.innerHTML = '<div class="col right"></div>';
  renderTokenHUD({ document: doc }, html);
  return html.querySelector<HTMLButtonElement>("button.stride-reach");
};
const ines = (gravity?: string) => ({
  uuid: "Scene.s.Token.i",
  name: "Ines",
  isOwner: true,
  actor: { uuid: "Actor.i", name: "Ines", system: {} },
  parent: {
    grid: { size: 100, distance: 1, units: "m" },
    flags: gravity ? { stride: { gravity } } : {},
    tokens: [],
    regions: [],
  },
});

describe("the token HUD's standing jump and reach card", () => {
  it("posts a rule notice: ½ m up, and 1.8 + 1 + ½ = 3.3 m reached", async () => {
    const button = hud(ines());
    expect(button?.getAttribute("aria-label")).toBe("STRIDE.Dh2.reach.hud");
    button!.click();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({
      type: "ruleNotice",
      system: {
        rulesetId: "dh2",
        mover: "Ines",
        title: "STRIDE.Dh2.reach.title",
        text: { key: "STRIDE.Dh2.reach.text", data: { jump: "0.5", height: "1.8", reach: "3.3" } },
      },
    });
  });

  it("takes the token's scene gravity: low gravity doubles the jump (1 m, reach 3.8 m)", async () => {
    hud(ines("low"))!.click();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({ system: { text: { data: { jump: "1", reach: "3.8" } } } });
    expect(reachText("high").data).toEqual({ jump: "0.5", height: "1.8", reach: "3.3" });
  });

  it("is not offered to a player who does not own the token", () => {
    expect(hud({ ...ines(), isOwner: false })).toBeNull();
  });
});

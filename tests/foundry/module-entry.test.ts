/**
 * The `stride-movement` module's entry point (src/stride-module.ts) as Foundry loads it: it registers
 * both token HUD handlers (Stride's tests and the vehicle tests) on `renderTokenHUD`, and each runs
 * with the arguments core passes while the module is active.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { installModelFakes } from "../support/model-fakes";

const renderTokenHUD = vi.fn();
const renderVehicleTestsHUD = vi.fn();
vi.mock("../../src/foundry/hooks/render-token-hud", () => ({ renderTokenHUD }));
vi.mock("../../src/foundry/hooks/vehicle-tests-hud", () => ({ renderVehicleTestsHUD }));
// The module's init wires Foundry's canvas classes, which this test does not load; it is active.
vi.mock("../../src/foundry/hooks/module-init", () => ({
  moduleInit: vi.fn(),
  moduleI18nInit: vi.fn(),
  moduleReady: vi.fn(),
  moduleInactive: () => false,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the module's entry point", () => {
  it("hands renderTokenHUD to both HUD handlers, with core's arguments", async () => {
    const registered: [string, (...args: unknown[]) => unknown][] = [];
    installModelFakes();
    vi.stubGlobal("Hooks", {
      on: (name: string, handler: (...args: unknown[]) => unknown) => registered.push([name, handler]),
      once: () => 0,
    });
    await import("../../src/stride-module");
    const hud = registered.filter(([name]) => name === "renderTokenHUD");
    expect(hud).toHaveLength(2);
    const app = { object: { document: { uuid: "Scene.s.Token.t" } } };
    const html = { nodeName: "DIV" };
    for (const [, handler] of hud) handler(app, html, {});
    expect(renderTokenHUD).toHaveBeenCalledExactlyOnceWith(app, html, {});
    expect(renderVehicleTestsHUD).toHaveBeenCalledExactlyOnceWith(app, html, {});
  });
});

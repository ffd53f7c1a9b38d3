import { afterEach, describe, expect, it, vi } from "vitest";
import { sheetContext } from "../../src/foundry/applications/sheets/sheet-common";
import { guard, guardAsync } from "../../src/foundry/notify";
import { installWorld, removeWorld } from "./fakes";

afterEach(() => {
  vi.restoreAllMocks();
  removeWorld();
});

describe("an internal error never reaches Foundry's caller (issue #15)", () => {
  it("renders a sheet with core's context when its own context throws, logging and notifying once", async () => {
    const world = installWorld();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const definition = {
      kind: "fighter",
      context: () => {
        throw new TypeError("profile is undefined");
      },
    };
    expect(await sheetContext(definition, {} as Actor.Implementation, true)).toEqual({});
    expect(await sheetContext(definition, {} as Actor.Implementation, true)).toEqual({});
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls[0]?.[0]).toBe("stride | fighter sheet");
    expect(world.notifications.error).toHaveBeenCalledTimes(1);
  });

  it("gives a sheet its own context when nothing throws, built at once or loaded on first use", async () => {
    installWorld();
    const definition = { kind: "vehicle", context: (_a: unknown, editable: boolean) => ({ editable }) };
    expect(await sheetContext(definition, {} as Actor.Implementation, false)).toEqual({ editable: false });
    const loaded = { kind: "runner", context: async (_a: unknown, editable: boolean) => ({ editable, late: true }) };
    expect(await sheetContext(loaded, {} as Actor.Implementation, true)).toEqual({ editable: true, late: true });
  });

  it("keeps the console entry when notifications are unavailable (before ready)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(guard("init", "fallback", () => JSON.parse("{"))).toBe("fallback");
    await expect(guardAsync("socket", null, () => Promise.reject(new Error("lost")))).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

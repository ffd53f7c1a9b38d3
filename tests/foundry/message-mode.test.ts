import { describe, expect, it, vi } from "vitest";
import { applyMessageMode, reachOwners } from "../../src/foundry/chat/message-mode";

describe("the mode a card is posted in (v13 roll mode, v14 message mode)", () => {
  const settings = { get: (_scope: string, key: string) => ({ rollMode: "gmroll", messageMode: "gm" })[key] };

  it("uses v14's ChatMessage.applyMode with core.messageMode when it exists", () => {
    const api = { applyMode: vi.fn(), applyRollMode: vi.fn() };
    const data = {};
    expect(applyMessageMode(data, api, settings)).toBe("applyMode");
    expect(api.applyMode).toHaveBeenCalledWith(data, "gm");
    expect(api.applyRollMode).not.toHaveBeenCalled();
  });

  it("posts a card public when the user's v14 message mode is in-character (ic), as dnd5e does", () => {
    const api = { applyMode: vi.fn() };
    const ic = { get: (_scope: string, key: string) => (key === "messageMode" ? "ic" : undefined) };
    const data = {};
    applyMessageMode(data, api, ic);
    expect(api.applyMode).toHaveBeenCalledWith(data, "public");
  });

  it("falls back to v13's ChatMessage.applyRollMode with core.rollMode", () => {
    const api = { applyRollMode: vi.fn() };
    const data = {};
    expect(applyMessageMode(data, api, settings)).toBe("applyRollMode");
    expect(api.applyRollMode).toHaveBeenCalledWith(data, "gmroll");
  });

  it("does nothing, and does not throw, without either API or with unreadable settings", () => {
    expect(applyMessageMode({}, {}, settings)).toBeNull();
    const broken = {
      get: () => {
        throw new Error("not registered");
      },
    };
    const api = { applyRollMode: vi.fn() };
    expect(applyMessageMode({}, api, broken)).toBe("applyRollMode");
    expect(api.applyRollMode).toHaveBeenCalledWith({}, undefined);
  });
});

describe("a card the GM's client posts for a player's move", () => {
  const users = [
    { id: "gm", isGM: true },
    { id: "alice", isGM: false },
    { id: "bob", isGM: false },
  ];
  const owns = (u: { id?: string | null }) => u.id === "alice";

  it("whispered by the GM's private mode, still reaches the actor's player owners, not blind", () => {
    const data = { whisper: ["gm"], blind: true };
    expect(reachOwners(data, owns, users)).toBe(true);
    expect(data).toEqual({ whisper: ["gm", "alice"], blind: false });
  });

  it("public, or already whispered to the owners, is left as it is", () => {
    const open = { whisper: [] as string[] };
    expect(reachOwners(open, owns, users)).toBe(false);
    expect(open).toEqual({ whisper: [] });
    const already = { whisper: ["gm", "alice"], blind: false };
    expect(reachOwners(already, owns, users)).toBe(false);
    expect(reachOwners({}, owns, users)).toBe(false);
  });
});

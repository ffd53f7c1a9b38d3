// @vitest-environment happy-dom
/**
 * Actor types by ruleset: the Create dialog offers the active ruleset's types, and an actor of
 * another ruleset's type shows a notice on its sheet and is not measured by the wrong numbers (a
 * Dark Heresy Character in a Shadowrun world walked 60 m; a Runner in a Dark Heresy world ½ m).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { langValue } from "../support/lang";
import { loadPlugins } from "../support/plugins";
import { fakeToken, installWorld, removeWorld, type FakeWorld } from "./fakes";

let types: typeof import("../../src/foundry/data/actor/ruleset-types");
let allowance: typeof import("../../src/foundry/movement/allowance");
let sheets: typeof import("../../src/foundry/applications/sheets/sheet-common");
let createDialogTypes: (requested: unknown) => unknown;
beforeAll(async () => {
  await loadPlugins();
  const g = globalThis as unknown as { foundry: { documents?: Record<string, unknown> } };
  g.foundry.documents = { ...g.foundry.documents, Actor: class Actor {} };
  types = await import("../../src/foundry/data/actor/ruleset-types");
  allowance = await import("../../src/foundry/movement/allowance");
  sheets = await import("../../src/foundry/applications/sheets/sheet-common");
  ({ createDialogTypes } = await import("../../src/foundry/documents/actor"));
});
afterEach(() => removeWorld());

/** A token of an actor of `type` with a movement source the allowance reads (Agility 42, Speed 5). */
const tokenOf = (type: string) => {
  const token = fakeToken({ movementProfile: { characteristics: { agility: 42, speed: 5 } }, flyingSpeed: 0 });
  return { ...token, actor: { ...token.actor!, type } };
};

describe("the actor types each ruleset plays", () => {
  it("are its plugin's models' types; a type belongs to the ruleset whose plugin declares it", () => {
    expect(types.playedActorTypes("dh2")).toEqual(["character", "npc"]);
    expect(types.playedActorTypes("necromunda")).toEqual(["fighter", "vehicle"]);
    expect(types.playedActorTypes("shadowrun")).toEqual(["runner"]);
    expect(types.playedActorTypes("d6")).toEqual(["d6character", "d6vehicle"]);
    expect(types.rulesetOfActorType("runner")).toBe("shadowrun");
    expect(types.rulesetOfActorType("base")).toBeNull();
  });

  it("exclude another ruleset's types, allow a type no plugin declares and every type for a ruleset without a plugin", () => {
    expect(types.playsActorType("dh2", "npc")).toBe(true);
    expect(types.playsActorType("dh2", "runner")).toBe(false);
    expect(types.playsActorType("shadowrun", "character")).toBe(false);
    expect(types.playsActorType("dh2", "someModuleType")).toBe(true);
    expect(types.playsActorType("skirmish", "runner")).toBe(true);
  });
});

describe("the Create Actor dialog", () => {
  it("offers the active ruleset's types unless the caller restricts them itself", () => {
    installWorld({ ruleset: "shadowrun", variant: "core" });
    expect(createDialogTypes(undefined)).toEqual(["runner"]);
    expect(createDialogTypes(["character"])).toEqual(["character"]);
    removeWorld();
    installWorld({ ruleset: "d6", variant: "core" });
    expect(createDialogTypes(null)).toEqual(["d6character", "d6vehicle"]);
  });
});

describe("an actor of another ruleset's type", () => {
  let world: FakeWorld;

  it("gets no allowance (no wrong bands, nothing enforced) and one warning per type", () => {
    world = installWorld({ ruleset: "dh2", variant: "core" });
    const dh2 = getRuleset("dh2");
    expect(allowance.turnAllowance(tokenOf("character"), dh2, "core")?.bands.map((b) => b.distance)).toEqual([
      4, 8, 12, 24,
    ]);
    expect(allowance.turnAllowance(tokenOf("runner"), dh2, "core")).toBeNull();
    expect(allowance.turnAllowance(tokenOf("runner"), dh2, "core")).toBeNull();
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
    expect(world.notifications.warn).toHaveBeenCalledWith(expect.stringContaining("STRIDE.ActorType.notMeasured"));
  });

  it("shows a notice naming its ruleset and the world's on its sheet, and none for a played type", () => {
    installWorld({ ruleset: "dh2", variant: "core" });
    const format = (key: string, data: Record<string, string>) =>
      Object.keys(data).length ? `${key} ${JSON.stringify(data)}` : key;
    const notice = sheets.foreignTypeNotice("runner", format);
    // Each ruleset is named by its own label (Shadowrun's and OpenD6's are not under STRIDE.Ruleset).
    expect(notice).toBe(
      `STRIDE.ActorType.foreign {"type":"TYPES.Actor.runner","ruleset":"${getRuleset("shadowrun").label}","active":"STRIDE.Ruleset.dh2"}`,
    );
    expect(langValue(getRuleset("shadowrun").label)).toBe("Shadowrun");
    expect(sheets.foreignTypeNotice("d6vehicle", format)).toContain(`"ruleset":"${getRuleset("d6").label}"`);
    expect(sheets.foreignTypeNotice("npc", format)).toBeNull();
    const sheet = document.createElement("div");
    sheet.innerHTML = '<div class="window-content"><p>sheet</p></div>';
    sheets.showForeignTypeNotice(sheet, notice);
    sheets.showForeignTypeNotice(sheet, notice);
    const shown = sheet.querySelectorAll(".window-content > .stride-sheet__foreign[role=alert]");
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toBe(notice);
    sheets.showForeignTypeNotice(sheet, null);
    expect(sheet.querySelector(".stride-sheet__foreign")).toBeNull();
  });
});

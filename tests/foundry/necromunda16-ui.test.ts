// @vitest-environment happy-dom
/**
 * Issue #16 without macros, with small fakes of the shapes read: the GM's _Move directly_ and
 * _Loot_ token HUD controls (hooks/directly-loot-hud.ts), and the fighter sheet's weapon list
 * read back from its form (rulesets/necromunda/gang-sheets.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset, type DirectlyMove } from "../../src/rules";
import {
  directlyCandidates,
  directlyFormContext,
  DIRECTLY_FORM_PATH,
  directlyFromForm,
  directlyReport,
  renderDirectlyAndLootHUD,
} from "../../src/foundry/hooks/directly-loot-hud";
import {
  addWeapon,
  deleteWeapon,
  weaponsFromForm,
  weaponsSubmitData,
} from "../../src/foundry/rulesets/necromunda/gang-sheet-context";
import { isLoot } from "../../src/foundry/snapshot";
import { installWorld, removeWorld } from "./fakes";
import { localize, renderTemplate } from "../support/render";

const necromunda = getRuleset("necromunda");

beforeEach(() => {
  installWorld({ ruleset: "necromunda" });
  Object.assign(globalThis, {
    foundry: {
      utils: { escapeHTML: (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;") },
    },
  });
});
afterEach(() => {
  removeWorld();
  Reflect.deleteProperty(globalThis, "foundry");
});

const asGM = (isGM = true) => {
  (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = isGM;
};

/** A scene whose `tokens` collection holds these token documents (Scene#tokens), each with it as parent. */
function scene(...tokens: { id: string; name: string; parent?: unknown; [k: string]: unknown }[]) {
  const s = {
    tokens: Object.assign(tokens, { get: (id: string) => tokens.find((t) => t.id === id) }),
  };
  for (const t of tokens) t.parent = s;
  return s;
}

describe("Move directly: the dialog", () => {
  it("lists the other tokens with the targeted one selected, the ways, and the distance in inches", () => {
    const root = document.createElement("form");
    const candidates = [
      { id: "a", name: "Brute" },
      { id: "b", name: 'Zealot "<b>"' },
    ];
    root.innerHTML = renderTemplate(DIRECTLY_FORM_PATH, directlyFormContext(candidates, "b", "in"));
    const other = root.querySelector<HTMLSelectElement>('select[name="other"]')!;
    expect([...other.options].map((o) => [o.value, o.textContent])).toEqual([
      ["a", "Brute"],
      ["b", 'Zealot "<b>"'],
    ]);
    expect(other.value).toBe("b");
    expect(root.querySelector("b")).toBeNull();
    expect([...root.querySelectorAll<HTMLOptionElement>('select[name="way"] option')].map((o) => o.value)).toEqual([
      "towards",
      "away",
    ]);
    const distance = root.querySelector<HTMLInputElement>('input[name="distance"]')!;
    expect([distance.type, distance.min, distance.value]).toEqual(["number", "0", "1"]);
    expect(root.textContent).toContain(`${localize("STRIDE.Directly.distance")} (in)`);
  });

  it("reads a listed token, a way and a distance above 0; anything else is null", () => {
    const candidates = [{ id: "a", name: "Brute" }];
    expect(directlyFromForm({ other: "a", way: "away", distance: "2.5" }, candidates)).toEqual({
      otherId: "a",
      way: "away",
      distance: 2.5,
    });
    expect(directlyFromForm({ other: "z", way: "away", distance: "2" }, candidates)).toBeNull();
    expect(directlyFromForm({ other: "a", way: "sideways", distance: "2" }, candidates)).toBeNull();
    for (const distance of ["0", "-1", "", "abc", "Infinity"]) {
      expect(directlyFromForm({ other: "a", way: "towards", distance }, candidates), distance).toBeNull();
    }
  });

  it("offers every other token of the scene by name, preselecting the first target on that scene", () => {
    const s = scene({ id: "me", name: "Mover" }, { id: "z", name: "Zealot" }, { id: "b", name: "Brute" });
    const [me, zealot] = s.tokens;
    const elsewhere = { document: { id: "b", parent: {} } };
    expect(directlyCandidates(me as never, [elsewhere, { document: zealot }])).toEqual({
      candidates: [
        { id: "b", name: "Brute" },
        { id: "z", name: "Zealot" },
      ],
      selected: "z",
    });
    expect(directlyCandidates(me as never, []).selected).toBe("b");
    expect(directlyCandidates(scene({ id: "me", name: "Alone" }).tokens[0] as never, [])).toEqual({
      candidates: [],
      selected: null,
    });
  });

  it("reports the inches moved, and what stopped a move short", () => {
    const move = (distance: number, stoppedBy: DirectlyMove["stoppedBy"]): DirectlyMove => ({
      to: { x: 0, y: 0 },
      aim: { x: 0, y: 0 },
      distance,
      stoppedBy,
      effects: [],
    });
    const names = { mover: "Jax", other: "Vex" };
    expect(directlyReport(move(3, null), "away", names, "in", "en")).toEqual({
      key: "STRIDE.Directly.moved.away",
      data: { mover: "Jax", other: "Vex", distance: "3", units: "in" },
    });
    expect(directlyReport(move(1.25, "wall"), "towards", names, "in", "en").key).toBe("STRIDE.Directly.stopped.wall");
    expect(directlyReport(move(1.25, "wall"), "towards", names, "in", "en").data.distance).toBe("1.25");
    expect(directlyReport(move(0.5, "terrain"), "away", names, "in", "en").key).toBe("STRIDE.Directly.stopped.terrain");
    expect(directlyReport(move(2, "model"), "towards", names, "in", "en").key).toBe("STRIDE.Directly.stopped.model");
  });
});

/** A scene's update that records its changes in `kept`; as Foundry's server, it refuses a user who is not a GM. */
const gmOnlyUpdate = (kept: Record<string, unknown>) =>
  vi.fn(async (data: Record<string, unknown>) => {
    if ((globalThis as unknown as { game: { user?: { isGM?: boolean } } }).game.user?.isGM !== true) {
      throw new Error("User lacks permission to update Scene");
    }
    return Object.assign(kept, data);
  });

describe("Move directly and Loot on the token HUD", () => {
  function hud(doc: object) {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col right"></div>';
    renderDirectlyAndLootHUD({ document: doc }, html);
    return html;
  }
  const names = (html: HTMLElement) => [...html.querySelectorAll("button")].map((b) => b.className);

  it("gives the GM both controls under Necromunda, players none", () => {
    const [fighter] = scene({ id: "f", name: "Jax", actor: { type: "fighter", system: {} } }).tokens;
    asGM();
    expect(names(hud(fighter!))).toEqual(["control-icon stride-directly", "control-icon stride-loot"]);
    asGM(false);
    expect(names(hud(fighter!))).toEqual([]);
  });

  it('offers no Loot toggle on a vehicle, and nothing under a ruleset without the 1" rule or vehicles', () => {
    asGM();
    const [truck] = scene({ id: "t", name: "Hauler", actor: { type: "vehicle", system: { kind: "vehicle" } } }).tokens;
    expect(names(hud(truck!))).toEqual(["control-icon stride-directly"]);
    installWorld({ ruleset: "dh2" });
    asGM();
    const [crate] = scene({ id: "c", name: "Crate", actor: null }).tokens;
    expect(names(hud(crate!))).toEqual([]);
  });

  it("keeps the GM's loot mark on the scene by token id, shows it on the toggle, and flips it", async () => {
    asGM();
    const unsetFlag = vi.fn(async () => undefined);
    const setFlag = vi.fn(async () => undefined);
    const s = scene({ id: "c", name: "Crate", actor: null, flags: {}, setFlag, unsetFlag });
    const kept: Record<string, unknown> = {};
    Object.assign(s, {
      flags: {},
      update: gmOnlyUpdate(kept),
    });
    const crate = s.tokens[0]!;
    let button = hud(crate).querySelector<HTMLButtonElement>(".stride-loot")!;
    expect([button.classList.contains("active"), button.getAttribute("aria-pressed")]).toEqual([false, "false"]);
    button.click();
    await vi.waitFor(() => expect(kept).toEqual({ "flags.stride.kept.c.loot": true }));
    await vi.waitFor(() => expect(button.classList.contains("active")).toBe(true));
    expect(setFlag).not.toHaveBeenCalled();
    Object.assign(s, { flags: { stride: { kept: { c: { loot: true } } } } });
    button = hud(crate).querySelector<HTMLButtonElement>(".stride-loot")!;
    expect([button.classList.contains("active"), button.getAttribute("aria-pressed")]).toEqual([true, "true"]);
    button.click();
    await vi.waitFor(() => expect(kept).toEqual({ "flags.stride.kept.c.loot": false }));
    await vi.waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("false"));
    expect(unsetFlag).not.toHaveBeenCalled();
  });

  it("a loot flag on the token itself counts for the GM only on a token no player owns; unmarking clears it", async () => {
    asGM();
    const unsetFlag = vi.fn(async () => undefined);
    const s = scene(
      { id: "c", name: "Crate", actor: null, flags: { stride: { loot: true } }, hasPlayerOwner: false, unsetFlag },
      {
        id: "f",
        name: "Jax",
        actor: { type: "fighter", system: {} },
        flags: { stride: { loot: true } },
        hasPlayerOwner: true,
      },
    );
    const kept: Record<string, unknown> = {};
    Object.assign(s, { flags: {}, update: gmOnlyUpdate(kept) });
    const [crate, fighter] = s.tokens;
    // The fighter's owner wrote the flag on its own token: the GM does not read it.
    expect(isLoot(fighter as never)).toBe(false);
    expect(isLoot(crate as never)).toBe(true);
    hud(crate!).querySelector<HTMLButtonElement>(".stride-loot")!.click();
    await vi.waitFor(() => expect(kept).toEqual({ "flags.stride.kept.c.loot": false }));
    await vi.waitFor(() => expect(unsetFlag).toHaveBeenCalledWith("stride", "loot"));
  });

  it("adds each button once however often the HUD renders into the same element", () => {
    asGM();
    const [fighter] = scene({ id: "f", name: "Jax", actor: { type: "fighter", system: {} } }).tokens;
    const html = hud(fighter!);
    renderDirectlyAndLootHUD({ document: fighter }, html);
    expect(names(html)).toEqual(["control-icon stride-directly", "control-icon stride-loot"]);
  });

  it("warns instead of opening the dialog when the scene has no other token", async () => {
    asGM();
    const [alone] = scene({ id: "f", name: "Jax", actor: { type: "fighter", system: {} } }).tokens;
    const warn = (globalThis as unknown as { ui: { notifications: { warn: ReturnType<typeof vi.fn> } } }).ui
      .notifications.warn;
    hud(alone!).querySelector<HTMLButtonElement>(".stride-directly")!.click();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("STRIDE.Directly.noOther"));
  });
});

describe("the fighter sheet's weapon list (§ Charge: Versatile, Long range)", () => {
  it("reads the form's index-keyed weapons back in index order, coercing each field", () => {
    const submitted = {
      "10": { name: "Long las", versatile: false, longRange: 24 },
      "2": { name: "Shock whip", versatile: true, longRange: 2 },
      x: { name: "not an index" },
      "3": { versatile: "on", longRange: "-1" },
    };
    expect(weaponsFromForm(submitted)).toEqual([
      { name: "Shock whip", versatile: true, longRange: 2 },
      { name: "", versatile: false, longRange: 0 },
      { name: "Long las", versatile: false, longRange: 24 },
    ]);
    expect(weaponsFromForm(null)).toEqual([]);
    expect(weaponsFromForm("whip")).toEqual([]);
  });

  it("rewrites only system.weapons of the submit data", () => {
    const data = {
      name: "Jax",
      system: { status: "standing", weapons: { "0": { name: "Whip", versatile: true, longRange: 3 } } },
    };
    expect(weaponsSubmitData(data)).toEqual({
      name: "Jax",
      system: { status: "standing", weapons: [{ name: "Whip", versatile: true, longRange: 3 }] },
    });
    expect(weaponsSubmitData({ name: "Jax" })).toEqual({ name: "Jax" });
  });

  it("adds an empty profile at the end and deletes one by index", async () => {
    const whip = { name: "Whip", versatile: true, longRange: 3 };
    const pistol = { name: "Stub gun", versatile: false, longRange: 12 };
    const update = vi.fn(async () => undefined);
    const actor = { system: { weapons: [whip, pistol] }, update };
    await addWeapon(actor);
    expect(update).toHaveBeenLastCalledWith({
      "system.weapons": [whip, pistol, { name: "", versatile: false, longRange: 0 }],
    });
    await deleteWeapon(actor, 0);
    expect(update).toHaveBeenLastCalledWith({ "system.weapons": [pistol] });
    update.mockClear();
    await deleteWeapon(actor, 2);
    await deleteWeapon(actor, Number.NaN);
    expect(update).not.toHaveBeenCalled();
    await addWeapon({ system: {}, update });
    expect(update).toHaveBeenLastCalledWith({ "system.weapons": [{ name: "", versatile: false, longRange: 0 }] });
  });
});

describe("the engine reads what the sheet stores", () => {
  it('a Versatile Long range of 2" lets a Charge stop 2" from the enemy', () => {
    const model = {
      id: "f",
      name: "Jax",
      kind: "character" as const,
      disposition: "friendly" as const,
      base: { x: 0, y: 0, radius: 0.5 },
      elevation: 0,
      status: null,
      characteristics: {},
      visible: true,
      weapons: weaponsFromForm({ "0": { name: "Whip", versatile: true, longRange: 2 } }),
    };
    expect(necromunda.engagement.engageReach(model as never, "charge")).toBe(2);
    expect(necromunda.engagement.engageReach(model as never, "move")).toBe(0);
  });
});

// @vitest-environment happy-dom
/**
 * Stride's buttons on a host system's token HUD in the `stride-movement` module: the entry point
 * wires the same `renderTokenHUD` handlers as the system, and they read the host actor through the
 * host adapter in use (hosts.ts), for the ruleset the module chose, writing nothing into the host's
 * sheets. Actors are the host fixtures (tests/fixtures/hosts, sources named there).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { HostActor } from "../../src/foundry/rulesets";
import { renderTokenHUD } from "../../src/foundry/hooks/render-token-hud";
import { renderVehicleTestsHUD } from "../../src/foundry/hooks/vehicle-tests-hud";
import { actorFlight, useHost } from "../../src/foundry/hosts";
import { changeAltitude, type AltitudeToken } from "../../src/foundry/hooks/altitude-hud";
import { darkHeresy2ndHost } from "../../src/foundry/rulesets/dh2/host/dark-heresy-2nd";
import { od6sHost } from "../../src/foundry/rulesets/d6/host/od6s";
import { wh40kRpgHost } from "../../src/foundry/rulesets/dh2/host/wh40k-rpg";
import { installWorld, removeWorld } from "./fakes";
import { loadHostPlugins } from "../support/plugins";
import { strengthNumbers } from "../../src/foundry/rulesets/dh2/strength/strength-card";
import { rollStrengthTest, type StrengthRollActor } from "../../src/foundry/rulesets/dh2/strength/strength-rolls";

/** A host actor fixture's actor, as a token's actor. */
function hostActor(name: string): HostActor & { name: string; uuid: string; isOwner: boolean } {
  const file = JSON.parse(readFileSync(join(process.cwd(), "tests", "fixtures", "hosts", name), "utf8")) as {
    actor: HostActor;
  };
  return { ...file.actor, statuses: new Set<string>(), name, uuid: `Actor.${name}`, isOwner: true };
}

/** The HUD's element after both of the module's renderTokenHUD handlers ran, as the entry point wires them. */
function hud(document_: object): HTMLElement {
  const html = document.createElement("div");
  html.innerHTML = '<div class="col right"></div>';
  renderTokenHUD({ document: document_ }, html);
  renderVehicleTestsHUD({ document: document_ }, html);
  return html;
}

const buttons = (html: HTMLElement) =>
  [...html.querySelectorAll<HTMLButtonElement>("button")].map((b) => b.className.replace(/^.*stride-/, ""));

// The module's plugins (rulesets/host-plugins.ts), as its entry point registers them.
beforeAll(async () => void (await loadHostPlugins()));
beforeEach(() => {
  vi.stubGlobal("foundry", { utils: { escapeHTML: (text: string) => text } });
});
afterEach(() => {
  useHost(null);
  removeWorld();
  vi.unstubAllGlobals();
});

describe("the module's token HUD on a host's tokens", () => {
  it("gives the owner of a wh40k-rpg character the dh2 tests the character chooses (jumps, climbs)", () => {
    installWorld({ ruleset: "dh2" });
    useHost(wh40kRpgHost);
    const actor = hostActor("wh40k-rpg-dh2-character.json");
    const html = hud({ uuid: "Scene.s.Token.t", isOwner: true, actor });
    expect(buttons(html)).toContain("post-test");
    // The host's sheet data is left as it was: the HUD only reads.
    expect(actor.system).toEqual(hostActor("wh40k-rpg-dh2-character.json").system);
  });

  it("gives the GM an od6s vehicle's vehicle tests, read through the host adapter, and none on a character", () => {
    installWorld({ ruleset: "d6", variant: "open" });
    (globalThis as unknown as { game: Record<string, unknown> }).game["user"] = { isGM: true };
    useHost(od6sHost);
    const vehicle = hud({ uuid: "Scene.s.Token.v", isOwner: true, actor: hostActor("od6s-vehicle.json") });
    expect(buttons(vehicle)).toContain("vehicle-tests");
    const character = hud({ uuid: "Scene.s.Token.c", isOwner: true, actor: hostActor("od6s-character.json") });
    expect(buttons(character)).not.toContain("vehicle-tests");
    // Without the module's host the same actor offers nothing to read: no vehicle tests.
    useHost(null);
    const bare = hud({ uuid: "Scene.s.Token.v", isOwner: true, actor: hostActor("od6s-vehicle.json") });
    expect(buttons(bare)).not.toContain("vehicle-tests");
  });

  it("shows nothing to a player who does not own the host's token", () => {
    installWorld({ ruleset: "dh2" });
    useHost(wh40kRpgHost);
    const actor = { ...hostActor("wh40k-rpg-dh2-character.json"), isOwner: false };
    expect(buttons(hud({ uuid: "Scene.s.Token.t", isOwner: false, actor }))).toEqual([]);
  });

  it("gives a wh40k-rpg character's owner dh2's Lift, push or throw button, reading Strength 35 (SB 3) and Toughness 38 (TB 3) from the host", () => {
    installWorld({ ruleset: "dh2" });
    useHost(wh40kRpgHost);
    const actor = hostActor("wh40k-rpg-dh2-character.json");
    expect(buttons(hud({ uuid: "Scene.s.Token.t", isOwner: true, actor }))).toContain("strength");
    expect(strengthNumbers(actor as unknown as StrengthRollActor)).toEqual({
      strength: 35,
      strengthBonus: 3,
      toughnessBonus: 3,
    });
    // Without the module's host the host actor has no Carrying limits Stride can read: no button.
    useHost(null);
    expect(buttons(hud({ uuid: "Scene.s.Token.t", isOwner: true, actor }))).not.toContain("strength");
  });
});

describe("the Strength card's Fatigue on a host's character", () => {
  /** A failed lift of 100 kg (SB 3 + TB 3: limit 72 kg, a Challenging test) rolled 95 on Strength 35. */
  async function failedLift(actor: object) {
    class FakeRoll {
      total = 0;
      constructor(readonly formula: string) {}
      async evaluate() {
        this.total = 95;
        return this;
      }
    }
    vi.stubGlobal("Roll", FakeRoll);
    vi.stubGlobal("ChatMessage", { implementation: { create: vi.fn() }, getSpeaker: () => ({}) });
    vi.stubGlobal("fromUuidSync", (uuid: string) => (uuid === "Actor.h" ? actor : null));
    const system = {
      actorUuid: "Actor.h",
      tokenUuid: null,
      task: "lift",
      weightKg: 100,
      gravity: "normal",
      result: null,
    };
    const message = { id: "m1", isOwner: true, system, update: vi.fn(async () => undefined) };
    return rollStrengthTest(message);
  }

  it("goes through a wh40k-rpg actor's own applyFatigue, else into the host's fatigue.value, never Stride's field", async () => {
    installWorld({ ruleset: "dh2" });
    (globalThis as unknown as { game: Record<string, unknown> }).game["user"] = { id: "u1", isGM: false };
    useHost(wh40kRpgHost);
    const applyFatigue = vi.fn(async () => undefined);
    const update = vi.fn(async () => undefined);
    const npc = {
      ...hostActor("wh40k-rpg-dh2-character.json"),
      type: "dh2-npc",
      uuid: "Actor.h",
      update,
      applyFatigue,
    };
    expect(await failedLift(npc)).toBe(true);
    expect(applyFatigue.mock.calls).toEqual([[1]]);
    expect(update).not.toHaveBeenCalled();
    const character = { ...hostActor("wh40k-rpg-dh2-character.json"), uuid: "Actor.h", update };
    expect(await failedLift(character)).toBe(true);
    expect(update.mock.calls).toEqual([[{ "system.fatigue.value": 1 }]]);
  });
});

describe("the altitude control on a Dark Heresy host's flyer (dh2 AltitudeCapability)", () => {
  /** The HUD's element with a left column, as core's token HUD has one. */
  const leftHud = (document_: object): HTMLElement => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col left"></div><div class="col right"></div>';
    renderTokenHUD({ document: document_ }, html);
    return html;
  };
  const options = (html: HTMLElement) =>
    [...html.querySelectorAll<HTMLButtonElement>(".stride-altitude-option")].map((b) => b.dataset["altitude"]);

  it("shows a wh40k-rpg Flyer (6)'s owner the ground, hovering, low and high altitude, and keeps the choice in the module's flag", async () => {
    installWorld({ ruleset: "dh2" });
    useHost(wh40kRpgHost);
    const update = vi.fn(async () => undefined);
    const actor = { ...hostActor("wh40k-rpg-dh2-character.json"), update };
    const token = { uuid: "Scene.s.Token.t", isOwner: true, actor, flags: {}, combatant: null };
    const html = leftHud(token);
    expect(html.querySelector(".col.left .stride-altitude")).not.toBeNull();
    expect(options(html)).toEqual(["ground", "hovering", "low", "high"]);
    expect(await changeAltitude(token as unknown as AltitudeToken, "low")).toMatchObject({ level: "info" });
    expect(update.mock.calls).toEqual([[{ "flags.stride.altitude": "low" }]]);
    // Read back from the flag: the control's current position, and the snapshot's flying model.
    const flying = { ...actor, flags: { stride: { altitude: "low" } } };
    expect(actorFlight(flying)).toEqual({ trait: "flyer", position: "low", path: "flags.stride.altitude" });
    const again = leftHud({ ...token, actor: flying });
    expect(again.querySelector(".stride-altitude-option.active")?.getAttribute("data-altitude")).toBe("low");
    // The host's own data is untouched.
    expect(actor.system).toEqual(hostActor("wh40k-rpg-dh2-character.json").system);
  });

  it("offers a dark-heresy-2nd Hoverer (4) the ground and hovering only; a stored altitude it cannot reach reads the ground", () => {
    installWorld({ ruleset: "dh2" });
    useHost(darkHeresy2ndHost);
    const actor = { ...hostActor("dark-heresy-2nd-acolyte.json"), update: vi.fn(async () => undefined) };
    expect(options(leftHud({ uuid: "Scene.s.Token.a", isOwner: true, actor }))).toEqual(["ground", "hovering"]);
    expect(actorFlight({ ...actor, flags: { stride: { altitude: "high" } } })?.position).toBe("ground");
  });

  it("shows no control for a host actor without Flyer or Hoverer, nor to a player who does not own it", () => {
    installWorld({ ruleset: "dh2" });
    useHost(wh40kRpgHost);
    const grounded = { ...hostActor("wh40k-rpg-dh2-character.json"), items: [] };
    expect(
      leftHud({ uuid: "Scene.s.Token.g", isOwner: true, actor: grounded }).querySelector(".stride-altitude"),
    ).toBeNull();
    expect(actorFlight(grounded)).toBeNull();
    // A host field of Stride's names is not Stride's flight.
    const named = {
      ...grounded,
      system: { ...(grounded.system as object), flightTrait: "flyer", flightPosition: "high" },
    };
    expect(actorFlight(named)).toBeNull();
    const other = { ...hostActor("wh40k-rpg-dh2-character.json"), isOwner: false };
    expect(
      leftHud({ uuid: "Scene.s.Token.o", isOwner: false, actor: other }).querySelector(".stride-altitude"),
    ).toBeNull();
  });
});

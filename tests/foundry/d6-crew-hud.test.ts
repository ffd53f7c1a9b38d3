// @vitest-environment happy-dom
/**
 * The GM's Vehicle tests button on a vehicle token's HUD (#12 point 5): its DialogV2 prompt, the
 * spook card posted for the vehicle, and the leap out posted for the passenger chosen in the dialog
 * at the vehicle's km/h with the GM's difficulty.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderVehicleTestsHUD } from "../../src/foundry/hooks/vehicle-tests-hud";
import { installWorld, removeWorld } from "./fakes";
import { renderServedTemplate } from "../support/render";

let prompt: ReturnType<typeof vi.fn>;
let create: ReturnType<typeof vi.fn>;

/** DialogV2.prompt answering with the form's selects by name (or null when closed). */
function answer(choice: Record<string, string> | null) {
  prompt = vi.fn(async () => choice);
  create = vi.fn(async (data: object) => data);
  vi.stubGlobal("foundry", {
    applications: { api: { DialogV2: { prompt } }, handlebars: { renderTemplate: renderServedTemplate } },
  });
  vi.stubGlobal("ChatMessage", { implementation: { create }, getSpeaker: () => ({ alias: "Carriage" }) });
}

const mara = { uuid: "Actor.mara", name: "Mara", isOwner: true, system: {} };
/** The road carriage at high speed: Move 15, level 3 (30 m a round, 21.6 km/h), horses' Move 15. */
const carriage = {
  uuid: "Actor.carriage",
  name: "Carriage",
  isOwner: true,
  system: {
    kind: "vehicle",
    passengers: ["mara"],
    movementProfile: { characteristics: { move: 15, vehicle: 1, vehicleSpeed: 3, pullingMove: 15, pilotry: 9 } },
  },
};

beforeEach(() => {
  installWorld({ ruleset: "d6", variant: "open" });
  const game = globalThis as unknown as { game: Record<string, unknown> };
  game.game["user"] = { isGM: true };
  game.game["actors"] = { get: (id: string) => (id === "mara" ? mara : undefined) };
});
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

const hud = (doc: object) => {
  const html = document.createElement("div");
  html.innerHTML = '<div class="col right"></div>';
  renderVehicleTestsHUD({ document: doc }, html);
  return html.querySelector<HTMLButtonElement>("button.stride-vehicle-tests");
};

describe("the vehicle tests button", () => {
  it("posts the leap out for the chosen passenger at the vehicle's km/h and the GM's difficulty", async () => {
    answer({ test: "2", passenger: "mara", "option.2.difficulty": "15" });
    const button = hud({ uuid: "Scene.s.Token.c", actor: carriage });
    button!.click();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const content = (prompt.mock.calls[0]![0] as { content: string }).content;
    const form = document.createElement("form");
    form.innerHTML = content;
    const passenger = form.querySelector<HTMLSelectElement>('select[name="passenger"]')!;
    expect([...passenger.options].map((o) => [o.value, o.textContent])).toEqual([["mara", "Mara"]]);
    // The first test (spook) is not a passenger's: the passenger row starts hidden.
    expect(passenger.closest<HTMLElement>("[data-stride-field]")!.hidden).toBe(true);
    const data = create.mock.calls[0]![0] as { system: { actorUuid: string; tokenUuid: null; request: unknown } };
    expect(data.system.actorUuid).toBe("Actor.mara");
    expect(data.system.tokenUuid).toBeNull();
    expect(data.system.request).toMatchObject({ kind: "leapOut", options: { kmh: "21.6", difficulty: "15" } });
  });

  it("posts the spook card for the vehicle itself", async () => {
    answer({ test: "0", "option.0.intimidation": "4D", "option.0.mettle": "10" });
    hud({ uuid: "Scene.s.Token.c", actor: carriage })!.click();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const data = create.mock.calls[0]![0] as { system: { actorUuid: string; tokenUuid: string; request: unknown } };
    expect(data.system).toMatchObject({ actorUuid: "Actor.carriage", tokenUuid: "Scene.s.Token.c" });
    expect(data.system.request).toMatchObject({ kind: "spook", options: { intimidation: "4D", mettle: "10" } });
  });

  it("posts an animal-drawn carriage's team's running roll over the distance the GM gives, at its pulling rate", async () => {
    const drawn = {
      ...carriage,
      system: {
        ...carriage.system,
        movementProfile: {
          characteristics: { ...carriage.system.movementProfile.characteristics, vehicleKind: 3, teamRunning: 12 },
        },
      },
    };
    answer({ test: "0", distance: "45", "option.0.terrain": "rough" });
    hud({ uuid: "Scene.s.Token.c", actor: drawn })!.click();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const content = (prompt.mock.calls[0]![0] as { content: string }).content;
    const form = document.createElement("form");
    form.innerHTML = content;
    expect(form.querySelector('[name="distance"]')).not.toBeNull();
    const data = create.mock.calls[0]![0] as { system: { actorUuid: string; request: unknown } };
    expect(data.system.actorUuid).toBe("Actor.carriage");
    expect(data.system.request).toMatchObject({
      kind: "team",
      distance: 45,
      options: { move: "15", terrain: "rough" },
    });
  });

  it("is not there for other players or on characters' tokens", () => {
    answer(null);
    expect(hud({ uuid: "Scene.s.Token.m", actor: { ...mara, system: { movementProfile: {} } } })).toBeNull();
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = false;
    expect(hud({ uuid: "Scene.s.Token.c", actor: { ...carriage, isOwner: false } })).toBeNull();
    // Its owner, the player driving, gets the button (the combat cards only: d6-crew.test.ts).
    expect(hud({ uuid: "Scene.s.Token.c", actor: carriage })).not.toBeNull();
  });
});

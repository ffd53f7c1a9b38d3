// @vitest-environment happy-dom
/** The OpenD6 vehicle sheet template (#12): the five speed levels with ranges and difficulties. */
import { describe, expect, it } from "vitest";
import {
  d6VehicleSheetContext,
  type D6VehicleSheetSystem,
} from "../../src/foundry/rulesets/d6/d6-vehicle-sheet-context";
import * as d6 from "../../src/rules/rulesets/d6";
import { localize, renderTemplate } from "../support/render";

const PATH = "templates/actor/d6-vehicle-sheet.hbs";

/** Prepared data of a river boat: Move 12, cruising, one passenger. */
function system(over: Partial<D6VehicleSheetSystem> = {}): D6VehicleSheetSystem {
  const move = over.move ?? 12;
  const speedLoss = over.speedLoss ?? 0;
  const top = d6.SPEED_LEVELS.indexOf(d6.topSpeed(speedLoss));
  return {
    move,
    pilotry: "3D+1",
    maneuverability: "1D",
    toughness: "3D",
    armor: "",
    scale: 6,
    vehicleKind: "water",
    pullingMove: 0,
    familiarity: "moderatelyCommon",
    speed: "cruising",
    damage: "none",
    maneuverabilityLoss: 0,
    speedLoss,
    passengers: ["p1", "gone"],
    exposure: "exposed",
    speeds: d6.SPEED_LEVELS.map((level, i) => ({ level, ...d6.vehicleSpeed({ level, move }), lost: i > top })),
    topSpeed: d6.topSpeed(speedLoss),
    resistancePips: 9,
    warnings: [],
    ...over,
  };
}

function render(editable = true, over: Partial<D6VehicleSheetSystem> = {}): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderTemplate(
    PATH,
    d6VehicleSheetContext({ name: "River boat", img: null, system: system(over) }, editable, localize, (id) =>
      id === "p1" ? "Mara" : null,
    ),
  );
  return root;
}

const rows = (html: HTMLElement, selector: string) =>
  [...html.querySelectorAll(selector)].map((tr) =>
    [...tr.children].map((c) => (c.textContent ?? "").trim()).join(" | "),
  );

/** The option a select marks selected (read from the markup: happy-dom's select.value misses it after whitespace). */
const chosen = (html: HTMLElement, field: string) =>
  html.querySelector<HTMLOptionElement>(`select[name="system.${field}"] option[selected]`)?.value;

describe("OpenD6 vehicle sheet template", () => {
  it("shows the five speed levels with their ranges and difficulties, the current one marked", () => {
    const html = render();
    expect(rows(html, "tr[data-speed]")).toEqual([
      "Stopped | 0 m | No roll",
      "Cautious | 3 m – 6 m | No roll",
      "Cruising | 6 m – 12 m | No roll",
      "High | 12 m – 24 m | 5",
      "All-out | 24 m – 48 m | 10",
    ]);
    expect(html.querySelector("tr.stride-band--current")!.getAttribute("data-speed")).toBe("cruising");
  });

  it("marks levels lost to damage", () => {
    const lost = [...render(true, { speedLoss: 1 }).querySelectorAll("tr.stride-band--lost")];
    expect(lost.map((tr) => tr.getAttribute("data-speed"))).toEqual(["allOut"]);
  });

  it("binds the fields, shows the pulling Move only for animal-drawn vehicles, and lists passengers", () => {
    const html = render();
    expect(html.querySelector<HTMLInputElement>('input[name="system.move"]')!.value).toBe("12");
    expect(chosen(html, "vehicleKind")).toBe("water");
    expect(chosen(html, "exposure")).toBe("exposed");
    expect(html.querySelector('input[name="system.pullingMove"]')).toBeNull();
    expect(
      render(true, { vehicleKind: "animalDrawn" }).querySelector('input[name="system.pullingMove"]'),
    ).not.toBeNull();
    expect([...html.querySelectorAll("li[data-passenger]")].map((li) => li.textContent)).toEqual(["Mara", "gone"]);
  });

  it("disables every input when not editable", () => {
    const html = render(false);
    expect([...html.querySelectorAll("input, select")].every((e) => e.hasAttribute("disabled"))).toBe(true);
  });
});

describe("the OpenD6 vehicle sheet's familiarity (§ Vehicle Familiarity)", () => {
  const box = (html: HTMLElement, field: string) =>
    html.querySelector<HTMLInputElement>(`input[type="checkbox"][name="system.${field}"]`);

  it("shows whether the pilot is unfamiliar and has a manual, as checkboxes bound to the fields", () => {
    const html = render(true, { unfamiliar: true, manual: false });
    expect(box(html, "unfamiliar")?.hasAttribute("checked")).toBe(true);
    expect(box(html, "manual")?.hasAttribute("checked")).toBe(false);
    // Data prepared without the fields reads familiar; a sheet that is not editable disables them.
    expect(box(render(true), "unfamiliar")?.hasAttribute("checked")).toBe(false);
    expect(box(render(false, { unfamiliar: true }), "unfamiliar")?.hasAttribute("disabled")).toBe(true);
  });
});

describe("the OpenD6 vehicle sheet's declared stunt and Very Light count (§ Ramming & Sideswiping Vehicles, § Vehicle Damage)", () => {
  it("offers none, ram and sideswipe for the next move, and shows the turn starts a Very Light hit's −1D lasts", () => {
    const html = render(true, { declaredStunt: "ram", veryLightRounds: 2, veryLightUntil: 4 });
    const options = [...html.querySelectorAll<HTMLOptionElement>('select[name="system.declaredStunt"] option')];
    expect(options.map((o) => o.value)).toEqual(["none", "ram", "sideswipe"]);
    expect(options.map((o) => o.textContent)).toEqual([
      "None",
      "Ram (nose; water or magical vehicles)",
      "Sideswipe (side)",
    ]);
    expect(chosen(html, "declaredStunt")).toBe("ram");
    expect(html.querySelector<HTMLInputElement>('input[name="system.veryLightRounds"]')?.value).toBe("2");
    // Data prepared before the fields existed: none declared, no count.
    expect(chosen(render(true), "declaredStunt")).toBe("none");
    expect(html.querySelector<HTMLInputElement>('input[name="system.veryLightRounds"]')?.max).toBe("2");
    // The last combat round it lasts through; 0 for data prepared before the field existed.
    expect(html.querySelector<HTMLInputElement>('input[name="system.veryLightUntil"]')?.value).toBe("4");
    expect(render(true).querySelector<HTMLInputElement>('input[name="system.veryLightUntil"]')?.value).toBe("0");
  });
});

describe("the OpenD6 vehicle sheet's pulling team (§ Vehicle Movement: the team runs at the pulling rate)", () => {
  /** The example carriage: pulling rate 15, its team's running 4D; the model's rows at the pulling rate. */
  const carriage = (over: Partial<D6VehicleSheetSystem> = {}): Partial<D6VehicleSheetSystem> => ({
    vehicleKind: "animalDrawn",
    move: 15,
    pullingMove: 15,
    teamRunning: "4D",
    speeds: d6.SPEED_LEVELS.map((level) => ({
      level,
      ...d6.vehicleSpeed({ level, move: 15 }),
      lost: false,
      running: d6.teamLevelDifficulty({ level, rate: 15 }),
    })),
    ...over,
  });

  it("shows the team's running code with its hint, only for an animal-drawn vehicle", () => {
    const html = render(true, carriage());
    const field = html.querySelector<HTMLInputElement>('input[name="system.teamRunning"]');
    expect(field?.value).toBe("4D");
    expect(field?.closest("label")?.getAttribute("data-tooltip")).toBe(
      localize("STRIDE.D6Vehicle.Sheet.teamRunningHint"),
    );
    expect(field?.closest("label")?.textContent).toContain(localize("STRIDE.D6Vehicle.Sheet.teamRunning"));
    expect(render().querySelector('input[name="system.teamRunning"]')).toBeNull();
    expect(render(false, carriage()).querySelector('input[name="system.teamRunning"]')?.hasAttribute("disabled")).toBe(
      true,
    );
    // Data prepared before the field existed reads 3D.
    const older = { ...system(carriage()) };
    delete older.teamRunning;
    const context = d6VehicleSheetContext({ name: "Carriage", img: null, system: older }, true, localize);
    expect(context.teamRunning).toBe("3D");
  });

  it("shows the team creature's own Move (panic speed) with its hint, only for an animal-drawn vehicle", () => {
    const field = render(true, carriage({ creatureMove: 20 })).querySelector<HTMLInputElement>(
      'input[name="system.creatureMove"]',
    );
    expect(field?.value).toBe("20");
    expect(field?.closest("label")?.getAttribute("data-tooltip")).toBe(
      localize("STRIDE.D6Vehicle.Sheet.creatureMoveHint"),
    );
    expect(render().querySelector('input[name="system.creatureMove"]')).toBeNull();
    // Data prepared before the field existed reads 0 (the pulling rate).
    const older = { ...system(carriage()) };
    delete older.creatureMove;
    expect(d6VehicleSheetContext({ name: "Carriage", img: null, system: older }, true, localize).creatureMove).toBe(0);
  });

  it("heads the difficulties as the team's running roll: free, 0, 5 and 10–15 across all-out", () => {
    const html = render(true, carriage());
    expect(html.querySelector("thead")?.textContent).toContain(localize("STRIDE.D6Vehicle.Sheet.teamDifficulty"));
    expect(rows(html, "tr[data-speed]")).toEqual([
      "Stopped | 0 m | No roll",
      "Cautious | 3.75 m – 7.5 m | No roll",
      "Cruising | 7.5 m – 15 m | No roll",
      "High | 15 m – 30 m | 5",
      "All-out | 30 m – 60 m | 10–15",
    ]);
    expect(render().querySelector("thead")?.textContent).toContain(localize("STRIDE.D6Vehicle.Sheet.difficulty"));
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { fighterSheetContext, vehicleSheetContext } from "../../src/foundry/rulesets/necromunda/gang-sheet-context";
import { getRuleset } from "../../src/rules";
import { localize, renderTemplate } from "../support/render";

const necromunda = getRuleset("necromunda");
const profile = { move: 5, ws: 4, bs: 3, s: 3, t: 3, w: 1, i: 4, a: 1, ld: 7, cl: 6, wil: 7, int: 8 };

function render(path: string, context: object): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderTemplate(path, context);
  return root;
}

describe("fighter sheet template", () => {
  const movement = {
    bands: necromunda.bands.movementBands({ characteristics: { move: 5 } }),
    actions: necromunda.actions,
  };
  const context = (editable = true) =>
    fighterSheetContext(
      { name: "Jax", img: null, system: { profile, status: "pinned", warnings: [] } },
      movement,
      editable,
      localize,
    );

  it("prints the profile with M in inches and X+ characteristics", () => {
    const html = render("templates/actor/fighter-sheet.hbs", context());
    expect([...html.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
      "M",
      "WS",
      "BS",
      "S",
      "T",
      "W",
      "I",
      "A",
      "Ld",
      "Cl",
      "Wil",
      "Int",
    ]);
    expect((html.querySelector('input[name="system.profile.i"]') as HTMLInputElement).value).toBe("4");
    expect(html.querySelector('[data-profile="i"] .stride-suffix')!.textContent).toBe("+");
    expect(html.querySelector('[data-profile="move"] .stride-suffix')!.textContent).toBe('"');
    expect(html.querySelector('[data-profile="s"] .stride-suffix')!.textContent).toBe("");
  });

  it("lists each action's inches and selects the status", () => {
    const html = render("templates/actor/fighter-sheet.hbs", context());
    expect(
      [...html.querySelectorAll(".stride-rates tr")].map((tr) => [...tr.children].map((c) => c.textContent).join(" ")),
    ).toEqual(['Crawl 3"', 'Move 5"', 'Charge 8"', 'Run (two Moves) 10"']);
    expect(html.querySelector('select[name="system.status"] option[selected]')!.textContent).toBe("Pinned");
  });

  it("offers Standing and Seriously Injured, and reads Pinned from the Prone status (no Pinned field)", () => {
    const html = render(
      "templates/actor/fighter-sheet.hbs",
      fighterSheetContext(
        { name: "Jax", img: null, system: { profile, status: "standing", warnings: [] }, statuses: new Set(["prone"]) },
        movement,
        true,
        localize,
      ),
    );
    expect(
      [...html.querySelectorAll('select[name="system.status"] option')].map((o) => o.getAttribute("value")),
    ).toEqual(["standing", "seriouslyInjured"]);
    expect(html.querySelector(".stride-pinned")!.getAttribute("data-pinned")).toBe("true");
  });

  it("disables every input when not editable", () => {
    const html = render("templates/actor/fighter-sheet.hbs", context(false));
    expect([...html.querySelectorAll("input, select")].every((e) => e.hasAttribute("disabled"))).toBe(true);
  });
});

describe("vehicle sheet template", () => {
  it("shows Move, Toughness per facing, Handling, Hull Points and the actions", () => {
    const system = {
      move: 7,
      toughness: { front: 8, side: 7, rear: 6 },
      handling: 5,
      hullPoints: { value: 3, max: 3 },
      warnings: [],
    };
    const movement = {
      bands: necromunda.bands.movementBands({ characteristics: { move: 7 } }),
      actions: necromunda.actions,
    };
    const html = render(
      "templates/actor/vehicle-sheet.hbs",
      vehicleSheetContext({ name: "Hauler", img: null, system }, movement, true, localize),
    );
    expect((html.querySelector('input[name="system.toughness.front"]') as HTMLInputElement).value).toBe("8");
    expect((html.querySelector('input[name="system.toughness.rear"]') as HTMLInputElement).value).toBe("6");
    expect((html.querySelector('input[name="system.handling"]') as HTMLInputElement).value).toBe("5");
    expect(html.querySelector('tr[data-band="move"] .stride-rate')!.textContent).toBe('7"');
    expect(html.querySelector('tr[data-band="ram"] .stride-rate')!.textContent).toBe('7"');
  });
});

describe("issue #16 on the gang sheets", () => {
  const movement = (move: number) => ({
    bands: necromunda.bands.movementBands({ characteristics: { move } }),
    actions: necromunda.actions,
  });
  const weapons = [
    { name: "Shock whip", versatile: true, longRange: 2 },
    { name: "Stub gun", versatile: false, longRange: 12 },
  ];
  const fighter = (editable: boolean, list = weapons) =>
    render(
      "templates/actor/fighter-sheet.hbs",
      fighterSheetContext(
        { name: "Jax", img: null, system: { profile, status: "standing", weapons: list, warnings: [] } },
        movement(5),
        editable,
        localize,
      ),
    );

  it("lists each weapon profile with inputs named by index, Versatile checked, Long range in inches", () => {
    const html = fighter(true);
    const rows = [...html.querySelectorAll("tr[data-weapon]")];
    expect(rows.map((r) => r.getAttribute("data-weapon"))).toEqual(["0", "1"]);
    expect((html.querySelector('input[name="system.weapons.0.name"]') as HTMLInputElement).value).toBe("Shock whip");
    expect((html.querySelector('input[name="system.weapons.0.versatile"]') as HTMLInputElement).checked).toBe(true);
    expect((html.querySelector('input[name="system.weapons.1.versatile"]') as HTMLInputElement).checked).toBe(false);
    expect((html.querySelector('input[name="system.weapons.1.longRange"]') as HTMLInputElement).value).toBe("12");
    expect(html.querySelectorAll('[data-action="deleteWeapon"]').length).toBe(2);
    expect(html.querySelector('[data-action="deleteWeapon"][data-index="1"]')).not.toBeNull();
    expect(html.querySelector('[data-action="addWeapon"]')!.textContent).toContain("Add a weapon");
    expect(html.querySelector(".stride-weapons .hint")!.textContent).toContain("Versatile");
  });

  it("says a Charge ends in base contact when there is no profile, and offers no buttons when locked", () => {
    const empty = fighter(true, []);
    expect(empty.querySelector(".stride-weapons table")).toBeNull();
    expect(empty.querySelector(".stride-empty")!.textContent).toContain("base contact");
    const locked = fighter(false);
    expect(locked.querySelectorAll("[data-action]").length).toBe(0);
    expect(locked.querySelector('input[name="system.weapons.0.name"]')!.hasAttribute("disabled")).toBe(true);
  });

  it("selects the vehicle's transport area, `none` when the data has none", () => {
    const system = {
      move: 7,
      toughness: { front: 8, side: 7, rear: 6 },
      handling: 5,
      hullPoints: { value: 3, max: 3 },
      warnings: [],
    };
    const select = (transportArea?: string) =>
      render(
        "templates/actor/vehicle-sheet.hbs",
        vehicleSheetContext(
          { name: "Hauler", img: null, system: transportArea ? { ...system, transportArea } : system },
          movement(7),
          true,
          localize,
        ),
      ).querySelector('select[name="system.transportArea"]') as HTMLSelectElement;
    const none = select();
    expect([...none.options].map((o) => [o.value, o.textContent])).toEqual([
      ["none", "None"],
      ["rear", "Rear half"],
      ["deck", "Whole deck"],
    ]);
    expect(none.value).toBe("none");
    expect(select("rear").value).toBe("rear");
  });
});

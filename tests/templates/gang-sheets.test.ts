// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { fighterSheetContext, vehicleSheetContext } from "../../src/foundry/applications/sheets/gang-sheet-context";
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

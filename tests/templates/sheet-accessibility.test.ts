// @vitest-environment happy-dom
/**
 * Every actor sheet: each field has an accessible name (aria-label, aria-labelledby, a
 * `label for=` or a wrapping label), the portrait opens the FilePicker through
 * DocumentSheetV2's `editImage` action when the sheet is editable, and a prepared actor with a
 * missing sub-object (issue #15) still renders.
 */
import { describe, expect, it } from "vitest";
import { fighterSheetContext, vehicleSheetContext } from "../../src/foundry/rulesets/necromunda/gang-sheet-context";
import { getRuleset } from "../../src/rules";
import { sheetContext, sheetSystem } from "../support/contexts";
import { localize, renderTemplate } from "../support/render";

const necromunda = getRuleset("necromunda");
const movement = (move: number) => ({
  bands: necromunda.bands.movementBands({ characteristics: { move } }),
  actions: necromunda.actions,
});
const profile = { move: 5, ws: 4, bs: 3, s: 3, t: 3, w: 1, i: 4, a: 1, ld: 7, cl: 6, wil: 7, int: 8 };
const vehicle = {
  move: 7,
  toughness: { front: 8, side: 7, rear: 6 },
  handling: 5,
  hullPoints: { value: 3, max: 3 },
  warnings: [],
};

const sheets = {
  character: (editable: boolean) => sheetContext("Vex", sheetSystem(), editable),
  fighter: (editable: boolean) =>
    fighterSheetContext(
      { name: "Jax", img: "jax.webp", system: { profile, status: "standing", warnings: [] } },
      movement(5),
      editable,
      localize,
    ),
  vehicle: (editable: boolean) =>
    vehicleSheetContext({ name: "Hauler", img: "hauler.webp", system: vehicle }, movement(7), editable, localize),
};

function render(kind: keyof typeof sheets, context: object): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderTemplate(`templates/actor/${kind}-sheet.hbs`, context);
  document.body.replaceChildren(root);
  return root;
}

/** The accessible name of a form control, by the HTML-AAM steps Stride's templates use. */
function accessibleName(control: Element): string {
  const text = (e: Element | null) => (e?.textContent ?? "").replace(/\s+/g, " ").trim();
  const aria = control.getAttribute("aria-label")?.trim();
  if (aria) return aria;
  const labelledBy = control.getAttribute("aria-labelledby");
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .join(" ");
  const id = control.getAttribute("id");
  const forLabel = id ? document.querySelector(`label[for="${id}"]`) : null;
  if (forLabel) return text(forLabel);
  const wrapping = control.closest("label");
  if (!wrapping) return "";
  // The label's own text, without the text of the controls inside it (a select's options).
  const clone = wrapping.cloneNode(true) as Element;
  clone.querySelectorAll("input, select, textarea").forEach((c) => c.remove());
  return text(clone);
}

describe.each(Object.keys(sheets) as (keyof typeof sheets)[])("%s sheet accessibility", (kind) => {
  it("names every input and select for screen readers", () => {
    const html = render(kind, sheets[kind](true));
    const controls = [...html.querySelectorAll("input, select, textarea")];
    expect(controls.length).toBeGreaterThan(2);
    const unnamed = controls.filter((c) => accessibleName(c) === "").map((c) => c.getAttribute("name"));
    expect(unnamed).toEqual([]);
  });

  it("gives fields distinct names where they would otherwise read alike", () => {
    const html = render(kind, sheets[kind](true));
    const names = [...html.querySelectorAll("input, select")].map(accessibleName);
    expect(new Set(names).size).toBe(names.length);
  });

  it("lets an editor change the portrait through DocumentSheetV2's editImage action", () => {
    const portrait = render(kind, sheets[kind](true)).querySelector("img.stride-sheet__portrait")!;
    expect(portrait.getAttribute("data-action")).toBe("editImage");
    expect(portrait.getAttribute("data-edit")).toBe("img");
    expect(portrait.getAttribute("alt")).not.toBe("");
    expect(portrait.getAttribute("data-tooltip")).toBe(localize("STRIDE.Sheet.editPortrait"));
  });

  it("offers no portrait action on a sheet the user cannot edit", () => {
    const portrait = render(kind, sheets[kind](false)).querySelector("img.stride-sheet__portrait")!;
    expect(portrait.hasAttribute("data-action")).toBe(false);
    expect(portrait.hasAttribute("data-edit")).toBe(false);
  });
});

describe("sheets of actors with a missing sub-object (issue #15)", () => {
  it("render the character sheet with the characteristics empty", () => {
    const system = sheetSystem();
    delete (system as { characteristics?: unknown }).characteristics;
    delete (system as { movement?: unknown }).movement;
    const html = render("character", sheetContext("Vex", system, true));
    const agility = html.querySelector('input[name="system.characteristics.agility.value"]') as HTMLInputElement;
    expect(agility.value).toBe("");
    expect((html.querySelector('input[name="system.movement.modifiers.run"]') as HTMLInputElement).value).toBe("0");
  });

  it("render the fighter and vehicle sheets with the profile, Toughness and Hull Points empty", () => {
    const fighter = render(
      "fighter",
      fighterSheetContext(
        { name: "Jax", img: null, system: { status: "standing", warnings: [] } },
        movement(0),
        true,
        localize,
      ),
    );
    expect((fighter.querySelector('input[name="system.profile.move"]') as HTMLInputElement).value).toBe("");
    const hauler = render(
      "vehicle",
      vehicleSheetContext(
        { name: "Hauler", img: null, system: { move: 7, handling: 5, warnings: [] } },
        movement(7),
        true,
        localize,
      ),
    );
    expect((hauler.querySelector('input[name="system.toughness.front"]') as HTMLInputElement).value).toBe("");
    expect((hauler.querySelector('input[name="system.hullPoints.max"]') as HTMLInputElement).value).toBe("");
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { localize, renderTemplate } from "../support/render";
import { characterSheetContext } from "../../src/foundry/rulesets/dh2/character-sheet-context";
import type { Gravity } from "../../src/rules";
import { sheetContext, sheetSystem } from "../support/contexts";

function render(context = sheetContext()): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderTemplate("templates/actor/character-sheet.hbs", context);
  return root;
}

describe("character sheet template", () => {
  it("shows every characteristic with its value, Unnatural (X) and bonus", () => {
    const html = render();
    const rows = [...html.querySelectorAll("tr[data-characteristic]")];
    expect(rows.map((r) => r.getAttribute("data-characteristic"))).toEqual([
      "agility",
      "strength",
      "toughness",
      "perception",
      "willpower",
      "ballisticSkill",
    ]);
    const agility = html.querySelector('tr[data-characteristic="agility"]')!;
    expect(agility.querySelector("th")!.textContent).toBe("Agility");
    expect(
      (agility.querySelector('input[name="system.characteristics.agility.value"]') as HTMLInputElement).value,
    ).toBe("42");
    expect(html.querySelector('tr[data-characteristic="strength"] .stride-bonus')!.textContent).toBe("4");
  });

  it("shows the structured rates with editable modifiers, and the Agility bonus in the hint", () => {
    const html = render();
    const rates = [...html.querySelectorAll(".stride-rates:not(.stride-rates--flying) .stride-rate")].map(
      (e) => e.textContent,
    );
    expect(rates).toEqual(["4", "8", "12", "26"]);
    expect((html.querySelector('input[name="system.movement.modifiers.run"]') as HTMLInputElement).value).toBe("2");
    expect(html.querySelector(".hint")!.textContent).toContain("(4)");
    expect(html.querySelector('tr[data-band="full"] th')!.textContent).toBe("Full Move");
  });

  it("shows flying and narrative rates", () => {
    const html = render();
    expect([...html.querySelectorAll(".stride-rates--flying .stride-rate")].map((e) => e.textContent)).toEqual([
      "6",
      "12",
      "18",
      "36",
    ]);
    expect(html.querySelector('[data-rate="perMinute"]')!.textContent).toBe("96 m");
    expect(html.querySelector('[data-rate="perDay"]')!.textContent).toBe("60 km");
  });

  it("selects the Size and lists all ten", () => {
    const select = render().querySelector('select[name="system.size"]') as HTMLSelectElement;
    expect(select.options).toHaveLength(10);
    const selected = select.querySelectorAll("option[selected]");
    expect(selected).toHaveLength(1);
    expect(selected[0]!.textContent).toBe("4 · Average");
  });

  it("lists clamped values, and disables inputs when not editable", () => {
    const system = sheetSystem({ warnings: [{ path: "characteristics.agility.value", value: 500, used: 100 }] });
    const html = render(sheetContext("Vex", system, false));
    expect(html.querySelector(".stride-sheet__warnings li")!.textContent).toBe(
      "characteristics.agility.value: 500 → 100",
    );
    expect([...html.querySelectorAll("input, select")].every((e) => e.hasAttribute("disabled"))).toBe(true);
  });

  it("escapes the actor's name", () => {
    const html = render(sheetContext('<img src=x onerror="alert(1)">'));
    expect(html.querySelector("img[src=x]")).toBeNull();
    expect((html.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('<img src=x onerror="alert(1)">');
  });
});

describe("waypoint label template", () => {
  it("shows the band text when Stride supplies it, and the core measurement otherwise", () => {
    const root = document.createElement("div");
    const base = {
      cssClass: "",
      units: "m",
      action: { icon: "fa-solid fa-person-running", label: "" },
      elevation: null,
      secret: false,
      cost: null,
      distance: { total: 6, delta: 0 },
    };
    root.innerHTML = renderTemplate("templates/canvas/waypoint-label.hbs", {
      ...base,
      stride: {
        text: "Full Move 6/8 m",
        remaining: "18 m to Run",
        band: "full",
        index: 1,
        colorVar: "var(--stride-band-1)",
        stop: '1" from Ganger',
        stopFull: 'Stopped 1" from Ganger',
      },
    });
    const label = root.querySelector<HTMLElement>(".stride-band-label--full")!;
    expect(label.textContent).toBe("Full Move 6/8 m");
    expect(label.style.getPropertyValue("--stride-band-color")).toBe("var(--stride-band-1)");
    expect(root.querySelector(".stride-remaining-label")!.textContent).toBe("18 m to Run");
    expect(root.querySelector(".stride-stop-label")!.getAttribute("title")).toBe('Stopped 1" from Ganger');
    root.innerHTML = renderTemplate("templates/canvas/waypoint-label.hbs", { ...base, stride: null });
    expect(root.querySelector(".total-measurement")!.textContent).toBe("6 m");
  });
});

describe("character sheet: carrying, Fatigue and movement skills (issue #14)", () => {
  it("shows the Carrying, Lifting and Pushing Weights of SB + TB 7 and flags the Encumbered load", () => {
    const html = render();
    expect(["carry", "lift", "push"].map((k) => html.querySelector(`[data-limit="${k}"]`)!.textContent)).toEqual([
      "45 kg",
      "90 kg",
      "180 kg",
    ]);
    expect(html.querySelector(".stride-carrying .hint")!.textContent).toContain("= 7");
    const flag = html.querySelector("[data-encumbrance]")!;
    expect(flag.getAttribute("data-encumbrance")).toBe("encumbered");
    expect(flag.getAttribute("role")).toBe("status");
    expect(flag.textContent).toContain("Encumbered");
    expect((html.querySelector('input[name="system.carriedWeight"]') as HTMLInputElement).value).toBe("50");
    expect((html.querySelector('input[name="system.fatigue"]') as HTMLInputElement).value).toBe("1");
  });

  it("shows the limits at the viewed scene's low or high gravity too (§ Low/High Gravity Worlds: ±4 rows)", () => {
    const at = (gravity: Gravity) =>
      render(characterSheetContext({ name: "Vex", img: null, system: sheetSystem() }, true, localize, gravity));
    const scene = (html: HTMLElement) =>
      ["carry", "lift", "push"].map(
        (k) => html.querySelector(`[data-gravity="scene"] [data-limit="${k}"]`)?.textContent,
      );
    // SB 4 + TB 3 = 7; high gravity reads row 3 (9 / 18 / 36 kg), low gravity row 11 (90 / 180 / 360 kg).
    expect(scene(at("high"))).toEqual(["9 kg", "18 kg", "36 kg"]);
    expect(at("high").textContent).toContain("high gravity (4 rows up the table)");
    expect(scene(at("low"))).toEqual(["90 kg", "180 kg", "360 kg"]);
    // Normal and zero gravity shift no row: only the normal limits are shown.
    expect(at("normal").querySelector('[data-gravity="scene"]')).toBeNull();
    expect(at("zero").querySelector('[data-gravity="scene"]')).toBeNull();
  });

  it("shows the armour box (§ Swimming: −30 in armour) checked as the data holds it", () => {
    const box = (armour: boolean) =>
      render(sheetContext("Vex", sheetSystem({ armour }))).querySelector(
        'input[name="system.armour"]',
      ) as HTMLInputElement;
    expect(box(true).checked).toBe(true);
    expect(box(false).checked).toBe(false);
    expect(box(true).type).toBe("checkbox");
  });

  it("does not flag a load within the Carrying Weight", () => {
    const html = render(sheetContext("Light", sheetSystem({ carriedWeight: 10, encumbrance: "unencumbered" })));
    const flag = html.querySelector("[data-encumbrance]")!;
    expect(flag.textContent).toBe("Not encumbered");
    expect(flag.hasAttribute("role")).toBe(false);
  });

  it("offers the five training levels with their modifiers, the stored one selected", () => {
    const html = render();
    const athletics = html.querySelector('select[name="system.skills.athletics.training"]') as HTMLSelectElement;
    expect([...athletics.options].map((o) => o.textContent)).toEqual([
      "Untrained (−20)",
      "Known (+0)",
      "Trained (+10)",
      "Experienced (+20)",
      "Veteran (+30)",
    ]);
    const chosen = (key: string) =>
      html.querySelector(`select[name="system.skills.${key}.training"] option[selected]`)?.getAttribute("value");
    expect(chosen("athletics")).toBe("trained");
    expect(chosen("acrobatics")).toBe("untrained");
  });

  it("renders data prepared before these fields existed", () => {
    const system = sheetSystem();
    for (const key of ["carrying", "encumbrance", "skillTraining", "skills", "fatigue", "carriedWeight"] as const) {
      delete system[key];
    }
    const html = render(sheetContext("Old", system));
    expect(html.querySelector("[data-limit]")).toBeNull();
    expect(html.querySelector("[data-encumbrance]")).toBeNull();
    expect(html.querySelectorAll('select[name^="system.skills"]').length).toBe(2);
  });
});

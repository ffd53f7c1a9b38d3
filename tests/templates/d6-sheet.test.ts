// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { d6SheetContext, type D6SheetSystem } from "../../src/foundry/rulesets/d6/d6-sheet-context";
import { localize, renderTemplate } from "../support/render";

const PATH = "templates/actor/d6-character-sheet.hbs";

/** Prepared data of a courier: Move 10, running 4D+1, the rest untrained. */
function system(over: Partial<D6SheetSystem> = {}): D6SheetSystem {
  const skill = (code: string, trained: boolean) => ({ code, trained });
  return {
    move: 10,
    flyingMove: 0,
    attributes: { agility: "3D+1", physique: "2D+2" },
    skills: { running: "4D+1", swimming: "", climbing: "", jumping: "", flying: "", stamina: "" },
    bases: { run: 10, swim: 5, climb: 5, jump: 3 },
    runDifficulties: [
      { times: 2, distance: 20, difficulty: 5 },
      { times: 3, distance: 30, difficulty: 10 },
      { times: 4, distance: 40, difficulty: 15 },
    ],
    rolled: {
      running: skill("4D+1", true),
      swimming: skill("2D+2", false),
      climbing: skill("3D+1", false),
      jumping: skill("3D+1", false),
      flying: skill("3D+1", false),
      stamina: skill("2D+2", false),
    },
    warnings: [],
    ...over,
  };
}

function render(editable = true, over: Partial<D6SheetSystem> = {}): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderTemplate(
    PATH,
    d6SheetContext({ name: "Courier", img: null, system: system(over) }, editable, localize),
  );
  return root;
}

const rows = (html: HTMLElement, selector: string) =>
  [...html.querySelectorAll(selector)].map((tr) =>
    [...tr.children].map((c) => (c.textContent ?? "").trim()).join(": "),
  );

describe("OpenD6 character sheet template", () => {
  it("shows the running, swimming, climbing and jumping bases and the difficulty of 2×, 3×, 4× Move", () => {
    expect(rows(render(), ".stride-rates tr")).toEqual([
      "Running (Move): 10 m",
      "Swimming Move: 5 m",
      "Climbing Move: 5 m",
      "Standing leap: 3 m",
      "2× Move (20 m): Difficulty 5",
      "3× Move (30 m): Difficulty 10",
      "4× Move (40 m): Difficulty 15",
    ]);
  });

  it("shows each skill's code and the attribute an untrained one is rolled at", () => {
    const html = render();
    const skills = rows(html, "tr[data-skill]");
    expect(skills[0]).toBe("Running: : 4D+1");
    expect(skills[2]).toBe("Climbing: : 3D+1 (untrained)");
    expect(html.querySelector<HTMLInputElement>('input[name="system.skills.running"]')!.value).toBe("4D+1");
    expect(html.querySelector<HTMLInputElement>('input[name="system.move"]')!.value).toBe("10");
  });

  it("offers the portrait's editImage action only when editable", () => {
    expect(render(true).querySelector("img.stride-sheet__portrait")!.getAttribute("data-action")).toBe("editImage");
    const locked = render(false).querySelector("img.stride-sheet__portrait")!;
    expect(locked.hasAttribute("data-action")).toBe(false);
    expect(locked.hasAttribute("data-edit")).toBe(false);
  });

  it("disables the inputs when not editable and lists warnings", () => {
    const html = render(false, { warnings: [{ path: "move", value: 0, used: 10 }] });
    expect([...html.querySelectorAll("input")].every((i) => i.disabled)).toBe(true);
    expect(html.querySelector("[role=alert] li")!.textContent).toBe("move: 0 → 10");
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { runnerSheetContext, type RunnerSheetSystem } from "../../src/foundry/rulesets/shadowrun/runner-sheet-context";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";
import { localize, renderTemplate } from "../support/render";

const PATH = "templates/actor/runner-sheet.hbs";

/** Prepared data of a troll: Agility 4, Strength 7, Body 9, Running 3, Swimming 1. */
function system(over: Partial<RunnerSheetSystem> = {}): RunnerSheetSystem {
  const record = {
    metatype: "troll" as const,
    agility: 4,
    strength: 7,
    body: 9,
    running: 3,
    swimming: 1,
    acrobatics: 2,
    armour: 14,
    physicalLimit: 9,
  };
  return {
    metatype: "troll",
    attributes: { agility: 4, strength: 7, body: 9 },
    skills: { running: 3, swimming: 1, acrobatics: 2 },
    armour: 14,
    physicalLimit: 9,
    monitors: { physical: { value: 2, max: 13 }, stun: { value: 0, max: 10 } },
    rates: shadowrun.movementRates(record),
    sprintTests: shadowrun.sprintTestLimit(record),
    swim: { rate: shadowrun.swimRate(record), perHit: shadowrun.swimSprintPerHit(record) },
    treadWater: shadowrun.treadWaterMinutes(record),
    warnings: [],
    ...over,
  };
}

function render(editable = true, over: Partial<RunnerSheetSystem> = {}, used = 0, worldTime = 0): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderTemplate(
    PATH,
    runnerSheetContext({ name: "Grit", img: null, system: system(over) }, editable, localize, used, worldTime),
  );
  return root;
}

const rows = (html: HTMLElement) =>
  [...html.querySelectorAll(".stride-rates tr")].map((tr) => [...tr.children].map((c) => c.textContent).join(": "));

describe("runner sheet: treading water keeps time (§ Swimming)", () => {
  it("Strength 7 and Body 9 hold 8 minutes: 5 minutes 30 s after it began, 2.5 min are left", () => {
    const html = render(true, { treading: true, treadingSince: 1000 }, 0, 1330);
    const box = html.querySelector<HTMLInputElement>('input[name="system.treading"]')!;
    expect(box.checked).toBe(true);
    expect(html.querySelector(".stride-treading-left")!.textContent).toBe("2.5 min left before the test");
  });

  it("not treading: the box is clear and no time is shown; a read-only sheet disables it", () => {
    const html = render(false, { treading: false, treadingSince: null }, 0, 5000);
    const box = html.querySelector<HTMLInputElement>('input[name="system.treading"]')!;
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    expect(html.querySelector(".stride-treading-left")).toBeNull();
  });
});

describe("runner sheet template", () => {
  it("shows Walk, Run, Sprint per hit, sprint tests left, swim rate and tread-water time", () => {
    expect(rows(render(true, {}, 1))).toEqual([
      "Walk: 8 m",
      "Run: 16 m",
      "Sprint per hit: 1 m",
      "Sprinting tests: 1 of 2 left this Combat Turn",
      "Swimming: 5.5 m",
      "Swimming sprint per hit: 2 m",
      "Treading water: 8 minutes",
      "Treading water now: ",
    ]);
  });

  it("never shows fewer than 0 sprint tests left", () => {
    expect(rows(render(true, {}, 5))[3]).toBe("Sprinting tests: 0 of 2 left this Combat Turn");
  });

  it("edits metatype, attributes, skills, Armour, the limit and both monitors", () => {
    const html = render();
    expect(html.querySelector('select[name="system.metatype"] option[selected]')!.textContent).toBe("Troll");
    const value = (name: string) => (html.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;
    expect(value("system.attributes.body")).toBe("9");
    expect(value("system.skills.running")).toBe("3");
    expect(value("system.armour")).toBe("14");
    expect(value("system.physicalLimit")).toBe("9");
    expect(value("system.monitors.physical.value")).toBe("2");
    expect(value("system.monitors.physical.max")).toBe("13");
    expect([...html.querySelectorAll("[data-attribute] th, [data-skill] th")].map((th) => th.textContent)).toEqual([
      "Agility",
      "Strength",
      "Body",
      "Running",
      "Swimming",
      "Acrobatics",
    ]);
  });

  it("disables every input when not editable", () => {
    const html = render(false);
    expect([...html.querySelectorAll("input, select")].every((e) => e.hasAttribute("disabled"))).toBe(true);
  });

  it("opens the portrait with core's editImage action only when editable", () => {
    const portrait = render(true).querySelector("img.stride-sheet__portrait")!;
    expect(portrait.getAttribute("data-action")).toBe("editImage");
    expect(portrait.getAttribute("data-edit")).toBe("img");
    expect(portrait.getAttribute("data-tooltip")).toBe("Change the portrait");
    const locked = render(false).querySelector("img.stride-sheet__portrait")!;
    expect(locked.hasAttribute("data-action")).toBe(false);
    expect(locked.hasAttribute("data-edit")).toBe(false);
  });

  it("lists what was clamped, escaping the entered value", () => {
    const html = render(true, { warnings: [{ path: "metatype", value: "<b>gnome</b>", used: "human" }] });
    expect(html.querySelector(".stride-sheet__warnings li")!.textContent).toBe("metatype: <b>gnome</b> → human");
    expect(html.querySelector(".stride-sheet__warnings b")).toBeNull();
  });
});

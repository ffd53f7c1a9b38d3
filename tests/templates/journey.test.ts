// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  initialJourneyState,
  journeyDialogContext,
} from "../../src/foundry/rulesets/dh2/journey/journey-dialog-context";
import { localize, renderTemplate } from "../support/render";
import { JOURNEY_ACTORS as ACTORS, journeyCard } from "../support/journey-contexts";

function html(template: string, context: object): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderTemplate(template, context);
  return root;
}

describe("the Journey dialog template", () => {
  it("names every field and lists the travellers, ticking the chosen ones", () => {
    const root = html(
      "templates/apps/journey.hbs",
      journeyDialogContext(ACTORS, initialJourneyState(["Actor.ines"]), "core", localize),
    );
    const boxes = [...root.querySelectorAll<HTMLInputElement>('input[name="member"]')];
    expect(boxes.map((b) => [b.value, b.hasAttribute("checked")])).toEqual([
      ["Actor.vex", false],
      ["Actor.ines", true],
    ]);
    for (const field of root.querySelectorAll("input[id], select[id]")) {
      expect(root.querySelector(`label[for="${field.id}"]`)?.textContent, field.id).toBeTruthy();
    }
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(root.querySelector('button[type="submit"]')!.textContent).toContain("Plan and post");
  });

  it("shows the input's problems in an alert", () => {
    const state = { ...initialJourneyState([]), errors: ["noMembers", "hours"] as const };
    const root = html("templates/apps/journey.hbs", journeyDialogContext(ACTORS, state, "core", localize));
    expect([...root.querySelectorAll('[role="alert"] li')].map((li) => li.textContent)).toEqual([
      "Choose at least one traveller.",
      "Hours of travel a day must be from 1 to 24.",
    ]);
  });
});

describe("the journey card template", () => {
  it("shows each member's tests, results and Roll buttons only where the viewer may roll", () => {
    const root = html("templates/chat/journey-card.hbs", journeyCard());
    const vex = root.querySelector('[data-member="0"]')!;
    // Vex: TB 3, alternate hurrying: after 3 h, then 2 h, then every hour (ruling J7); 12 h a day, 2 days.
    expect([...vex.querySelectorAll("li[data-test]")].slice(0, 4).map((li) => li.getAttribute("data-state"))).toEqual([
      "passed",
      "failed",
      "pending",
      "pending",
    ]);
    expect(vex.querySelector('li[data-test="0"] button')).toBeNull();
    expect(vex.querySelector('li[data-test="2"] button[data-action="journeyRoll"]')!.getAttribute("data-member")).toBe(
      "0",
    );
    expect(root.querySelector('[data-member="1"] button')).toBeNull();
    expect(vex.querySelector("[data-tally]")!.textContent).toBe(
      "Fatigue 1 (bears 5); 1 failed test(s) on this journey",
    );
    expect(root.textContent).toContain("−10");
  });
});

// @vitest-environment happy-dom
/**
 * The Bonus Action of a Running runner in the combat tracker (shadowrun-movement.md § Standard
 * Movement: a Running runner spends its Bonus Action in every Initiative Pass): a note beside each combatant whose actor is Running, with its tooltip, replaced on each
 * render; none for other rulesets' statuses.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import {
  addTrackerNotes,
  carriesTrackerStatus,
  refreshTrackerOnStatus,
  renderCombatTracker,
  TRACKER_NOTE_CLASS,
  trackerNotes,
} from "../../src/foundry/hooks/render-combat-tracker";
import { installWorld, removeWorld } from "./fakes";
import { i18nEn } from "../support/render";

const sr = getRuleset("shadowrun").statuses.statuses;

/** A v13 tracker list: one `li.combatant` row per id, with core's `.token-name`. */
function tracker(ids: string[]): HTMLElement {
  const html = document.createElement("section");
  html.innerHTML = `<ol class="combat-tracker">${ids
    .map(
      (id) =>
        `<li class="combatant" data-combatant-id="${id}"><div class="token-name"><strong class="name">${id}</strong></div></li>`,
    )
    .join("")}</ol>`;
  return html;
}

/** The tracker application as the hook reads it: the combat it shows and its combatants' statuses. */
function app(statuses: Record<string, string[]>) {
  const combatants = new Map(Object.entries(statuses).map(([id, s]) => [id, { actor: { statuses: new Set(s) } }]));
  return { viewed: { combatants: { get: (id: string) => combatants.get(id) } } };
}

describe("the combat tracker's Bonus Action note (§ Standard Movement)", () => {
  it("a Running runner's row says its Bonus Action goes to running, with the rule as tooltip; a walker's says nothing", () => {
    const html = tracker(["razor", "slow"]);
    addTrackerNotes(app({ razor: ["srRunning", "srSprinting"], slow: [] }), html, sr, (k) => i18nEn.localize(k));
    const notes = [...html.querySelectorAll(`.${TRACKER_NOTE_CLASS}`)] as HTMLElement[];
    expect(notes.map((n) => [n.closest("li")!.dataset["combatantId"], n.textContent])).toEqual([
      ["razor", "Bonus Action: running"],
    ]);
    expect(notes[0]!.dataset["tooltip"]).toBe(
      "Running: this Initiative Pass's Bonus Action goes to running (Standard Movement).",
    );
    expect(notes[0]!.parentElement!.classList.contains("token-name")).toBe(true);
  });

  it("a render again replaces the notes: once the runner is no longer Running the note goes", () => {
    const html = tracker(["razor"]);
    addTrackerNotes(app({ razor: ["srRunning"] }), html, sr, (k) => i18nEn.localize(k));
    addTrackerNotes(app({ razor: ["srRunning"] }), html, sr, (k) => i18nEn.localize(k));
    expect(html.querySelectorAll(`.${TRACKER_NOTE_CLASS}`)).toHaveLength(1);
    addTrackerNotes(app({ razor: [] }), html, sr, (k) => i18nEn.localize(k));
    expect(html.querySelectorAll(`.${TRACKER_NOTE_CLASS}`)).toHaveLength(0);
  });

  it("only statuses with a tracker note give one: Sprinting and other rulesets' statuses none", () => {
    expect(trackerNotes(sr, ["srSprinting"])).toEqual([]);
    expect(trackerNotes(sr, ["srRunning"])).toEqual([
      { label: "STRIDE.Shadowrun.Status.runningTracker", hint: "STRIDE.Shadowrun.Status.runningTrackerHint" },
    ]);
    expect(trackerNotes(getRuleset("necromunda").statuses?.statuses ?? [], ["srRunning"])).toEqual([]);
    expect(carriesTrackerStatus({ statuses: new Set(["srRunning"]) }, sr)).toBe(true);
    expect(carriesTrackerStatus({ statuses: new Set(["prone"]) }, sr)).toBe(false);
    expect(carriesTrackerStatus(null, sr)).toBe(false);
  });
});

describe("the hooks in a world", () => {
  afterEach(() => removeWorld());

  it("in a Shadowrun world the render hook adds the note, and a Running effect re-renders the tracker", () => {
    installWorld({ ruleset: "shadowrun", variant: "core" });
    const html = tracker(["razor"]);
    renderCombatTracker(app({ razor: ["srRunning"] }), html);
    expect(html.querySelectorAll(`.${TRACKER_NOTE_CLASS}`)).toHaveLength(1);
    const render = vi.fn();
    Object.assign(globalThis, { ui: { combat: { render } } });
    refreshTrackerOnStatus({ statuses: new Set(["srRunning"]) });
    refreshTrackerOnStatus({ statuses: new Set(["dead"]) });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("in a world whose ruleset has no tracker notes nothing is added or re-rendered", () => {
    installWorld({ ruleset: "necromunda" });
    const html = tracker(["razor"]);
    renderCombatTracker(app({ razor: ["srRunning"] }), html);
    expect(html.querySelectorAll(`.${TRACKER_NOTE_CLASS}`)).toHaveLength(0);
    const render = vi.fn();
    Object.assign(globalThis, { ui: { combat: { render } } });
    refreshTrackerOnStatus({ statuses: new Set(["srRunning"]) });
    expect(render).not.toHaveBeenCalled();
  });
});

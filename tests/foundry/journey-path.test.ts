// @vitest-environment happy-dom
/**
 * A journey's distance measured along a path drawn on the viewed scene (issue #14 item 1): the scene's
 * polygon and freehand Drawings read into plain points and measured by the engine, the dialog's list and
 * note, and the dialog's Measure action with fakes of `canvas.scene` and `canvas.drawings.controlled`.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  defaultPath,
  isPathDrawing,
  measureDrawing,
  pathChoices,
  takePath,
  type PathDrawing,
  type PathScene,
} from "../../src/foundry/rulesets/dh2/journey/journey-path";
import {
  initialJourneyState,
  journeyDialogContext,
} from "../../src/foundry/rulesets/dh2/journey/journey-dialog-context";
import { format, localize } from "../support/render";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";

/** A Drawing as its document holds it: `shape` {type, points relative to x, y}, `text`. */
const drawing = (id: string, type: string, points: number[], text = ""): PathDrawing & { x: number; y: number } => ({
  id,
  text,
  x: 1200,
  y: 300,
  shape: { type, points },
});

// 3-4-5 then straight down: 500 + 1,000 = 1,500 px, 15 grid spaces of 100 px.
const ROAD = drawing("road", "p", [0, 0, 300, 400, 300, 1400], "Road to Tarsus");
// A freehand scrawl of 4 segments of 50 px: 200 px, 2 grid spaces.
const RIVER = drawing("river", "p", [0, 0, 50, 0, 100, 0, 150, 0, 200, 0]);
const HALL = drawing("hall", "r", []);
const LABEL = drawing("label", "t", []);
const DOT = drawing("dot", "p", [10, 10]);

/** A Scene as journey-path.ts reads it: `grid` {size, distance, units} and its embedded `drawings`. */
const scene = (units = "m", distance = 5, size = 100, drawings: PathDrawing[] = [ROAD, HALL, RIVER, LABEL, DOT]) =>
  ({ grid: { size, distance, units }, drawings }) satisfies PathScene;

describe("reading a scene's drawn paths", () => {
  it("offers only polygon and freehand drawings of two or more vertices, numbered in the scene's order", () => {
    expect([ROAD, RIVER, HALL, LABEL, DOT].map(isPathDrawing)).toEqual([true, true, false, false, false]);
    expect(isPathDrawing(drawing("old", "f", [0, 0, 5, 5]))).toBe(true);
    const choices = pathChoices(scene());
    expect(choices.map((c) => [c.id, c.name, c.number, c.error])).toEqual([
      ["road", "Road to Tarsus", 1, null],
      ["river", "", 2, null],
    ]);
    expect(pathChoices(null)).toEqual([]);
  });

  it("measures each in the scene's units: 15 spaces of 5 m is 75 m, 0.075 km; of 5 ft, 0.02286 km", () => {
    const [road, river] = pathChoices(scene());
    expect(road!.measured).toEqual({ pixels: 1500, sceneDistance: 75, km: 0.075 });
    expect(river!.measured).toEqual({ pixels: 200, sceneDistance: 10, km: 0.01 });
    const feet = measureDrawing(scene("ft"), ROAD);
    expect(feet.ok && feet.measured.km).toBeCloseTo(0.02286, 10);
    const miles = measureDrawing(scene("mi", 1), ROAD);
    expect(miles.ok && miles.measured.km).toBeCloseTo(24.14016, 10);
  });

  it("says why a path cannot be measured: an unknown unit, a grid of 0, a corrupt point", () => {
    expect(pathChoices(scene("leagues")).map((c) => [c.id, c.measured, c.error])).toEqual([
      ["road", null, "pathUnits"],
      ["river", null, "pathUnits"],
    ]);
    expect(measureDrawing(scene("m", 0), ROAD)).toEqual({ ok: false, error: "pathGrid" });
    expect(measureDrawing(scene("m", 5, 0), ROAD)).toEqual({ ok: false, error: "pathGrid" });
    expect(measureDrawing(scene(), drawing("bad", "p", [0, 0, Number.NaN, 3]))).toEqual({
      ok: false,
      error: "pathNotAPath",
    });
    expect(measureDrawing(scene(), HALL)).toEqual({ ok: false, error: "pathNotAPath" });
  });

  it("takes a path as the distance, rounded to the metre, or says why not", () => {
    const taken = takePath(scene("km", 1.2345), "road");
    expect(taken.ok && taken.distanceKm).toBe(18.518);
    expect(taken.ok && taken.choice.name).toBe("Road to Tarsus");
    expect(takePath(null, "road")).toEqual({ ok: false, error: "pathNoScene" });
    expect(takePath(scene(), "")).toEqual({ ok: false, error: "pathNoDrawing" });
    expect(takePath(scene(), "gone")).toEqual({ ok: false, error: "pathNoDrawing" });
    expect(takePath(scene(), "hall")).toEqual({ ok: false, error: "pathNotAPath" });
    expect(takePath(scene("sq"), "road")).toEqual({ ok: false, error: "pathUnits" });
  });

  it("offers the controlled drawing first, else the scene's only path, else none", () => {
    const choices = pathChoices(scene());
    expect(defaultPath(choices, ["hall", "river"])).toBe("river");
    expect(defaultPath(choices, [])).toBe("");
    expect(defaultPath(pathChoices(scene("m", 5, 100, [HALL, ROAD])), [])).toBe("road");
  });
});

describe("the dialog's path field", () => {
  it("labels each path with its length in the scene's units and in km, and notes what was taken", () => {
    const state = {
      ...initialJourneyState([]),
      path: "river",
      measured: { name: "Road to Tarsus", sceneDistance: 75, units: "m", km: 0.075 },
    };
    const context = journeyDialogContext(
      [],
      state,
      "core",
      localize,
      { choices: pathChoices(scene()), units: "m" },
      format,
    );
    expect(context.paths).toEqual([
      { value: "road", label: "Road to Tarsus: 75 m (0.075 km)", selected: false },
      { value: "river", label: "Drawing 2: 10 m (0.01 km)", selected: true },
    ]);
    expect(context.pathNote).toBe("Measured along Road to Tarsus: 75 m = 0.075 km.");
  });

  it("labels a path it cannot measure with why, naming the unit, and shows the problem in the alert", () => {
    const state = { ...initialJourneyState([]), pathError: "pathUnits" as const };
    const context = journeyDialogContext(
      [],
      state,
      "core",
      localize,
      { choices: pathChoices(scene("leagues")), units: "leagues" },
      format,
    );
    expect(context.paths[0]).toMatchObject({ value: "road", selected: false });
    expect(context.paths[0]!.label).toBe('Road to Tarsus: cannot be measured (unit "leagues" unknown)');
    expect(context.errors).toEqual([
      "This scene's grid unit \"leagues\" cannot be measured as a journey: set it to m, km, ft or mi in the scene's Grid settings.",
    ]);
  });

  it("tells how to draw a path when the scene has none, and how to pick one when it has some", () => {
    const none = journeyDialogContext([], initialJourneyState([]), "core", localize);
    expect(none.paths).toEqual([]);
    expect(none.pathNote).toBe(localize("STRIDE.Journey.path.none"));
    const some = journeyDialogContext([], initialJourneyState([]), "core", localize, {
      choices: pathChoices(scene()),
      units: "m",
    });
    expect(some.pathNote).toBe(localize("STRIDE.Journey.path.hint"));
  });
});

/** ApplicationV2 reduced to what the dialog uses: construction, context, render and its element. */
class ApplicationV2 {
  element!: HTMLFormElement;
  renders = 0;
  async _prepareContext(): Promise<object> {
    return {};
  }
  async render() {
    this.renders++;
    return this;
  }
}

type Dialog = InstanceType<
  (typeof import("../../src/foundry/rulesets/dh2/journey/journey-dialog"))["StrideJourneyDialog"]
>;
let dialogs: typeof import("../../src/foundry/rulesets/dh2/journey/journey-dialog");

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      applications: {
        api: { ApplicationV2, HandlebarsApplicationMixin: (base: unknown) => base },
        instances: new Map(),
      },
    },
  });
  dialogs = await import("../../src/foundry/rulesets/dh2/journey/journey-dialog");
});

describe("the Journey dialog's Measure action", () => {
  let world: FakeWorld;
  beforeEach(() => {
    world = installWorld();
    Object.assign((globalThis as unknown as { game: object }).game, { actors: [] });
    Object.assign(globalThis, {
      canvas: { scene: scene(), drawings: { controlled: [{ document: { id: "road" } }] }, tokens: { controlled: [] } },
    });
  });
  afterEach(() => {
    removeWorld();
    Reflect.deleteProperty(globalThis, "canvas");
  });

  /** The dialog's form with the fields the action reads. */
  const form = (path: string, distance = "") => {
    const element = document.createElement("form");
    element.innerHTML =
      `<input name="distanceKm" value="${distance}"><input name="swimmingKm" value="2">` +
      `<select name="pathDrawing"><option value="road">r</option><option value="river">v</option><option value="hall">h</option></select>` +
      `<select name="pace"><option value="hurry" selected>h</option></select>`;
    (element.elements.namedItem("pathDrawing") as HTMLSelectElement).value = path;
    return element;
  };
  const measure = async (dialog: Dialog) => {
    const actions = (dialogs.StrideJourneyDialog.DEFAULT_OPTIONS as { actions: Record<string, () => Promise<void>> })
      .actions;
    await actions["measurePath"]!.call(dialog);
  };

  it("lists the scene's paths with the controlled drawing chosen", async () => {
    const dialog = new dialogs.StrideJourneyDialog();
    const context = (await (dialog as unknown as { _prepareContext(o: object): Promise<object> })._prepareContext(
      {},
    )) as { paths: { value: string; selected: boolean }[] };
    expect(context.paths.map((p) => [p.value, p.selected])).toEqual([
      ["road", true],
      ["river", false],
    ]);
  });

  it("fills the distance with the chosen path's km, keeps what else was typed, and notes it", async () => {
    const dialog = new dialogs.StrideJourneyDialog();
    (dialog as unknown as ApplicationV2).element = form("road", "99");
    await measure(dialog);
    expect(dialog.journeyState.values.distanceKm).toBe("0.075");
    expect(dialog.journeyState.values.swimmingKm).toBe("2");
    expect(dialog.journeyState.values.pace).toBe("hurry");
    expect(dialog.journeyState.path).toBe("road");
    expect(dialog.journeyState.measured).toEqual({ name: "Road to Tarsus", sceneDistance: 75, units: "m", km: 0.075 });
    expect(dialog.journeyState.pathError).toBeNull();
    expect((dialog as unknown as ApplicationV2).renders).toBe(1);
  });

  it("names an unnamed path by its number, and warns without touching the distance when it cannot measure", async () => {
    const dialog = new dialogs.StrideJourneyDialog();
    (dialog as unknown as ApplicationV2).element = form("river");
    await measure(dialog);
    expect(dialog.journeyState.measured?.name).toBe('STRIDE.Journey.path.unnamed {"number":"2"}');
    (globalThis as unknown as { canvas: { scene: PathScene } }).canvas.scene = scene("hex");
    (dialog as unknown as ApplicationV2).element = form("road", "12");
    await measure(dialog);
    expect(dialog.journeyState.values.distanceKm).toBe("12");
    expect(dialog.journeyState.measured).toBeNull();
    expect(dialog.journeyState.pathError).toBe("pathUnits");
    expect(world.notifications.warn).toHaveBeenCalledWith('STRIDE.Journey.error.pathUnits {"units":"hex"}');
  });
});

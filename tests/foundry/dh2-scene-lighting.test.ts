/**
 * A scene's lighting as the adapter reads it (canvas/lighting.ts; docs/foundry-evidence.md § 48):
 * `environment.darknessLevel`, ambient lights (`x`, `y` pixels, `config.bright`/`dim` in scene
 * units, `hidden`), tokens' lights (centred on the token; the mover's own goes with it) and the
 * GM's level in `flags.stride.lighting`; and the conditions the dh2 ruleset draws from them at a
 * move's waypoints (effects/finished-move.ts lightingConditionsOf, dh2-movement.md § Lighting).
 */
import { describe, expect, it } from "vitest";
import { lightingFactsAt, sceneLightingOverride, type LightingSceneLike } from "../../src/foundry/canvas/lighting";
import { lightingConditionsOf } from "../../src/foundry/effects/finished-move";
import { getRuleset } from "../../src/rules";

/** A 100 px, 1 m grid: 100 px a metre. */
const scene = (over: Record<string, unknown> = {}): LightingSceneLike => ({
  environment: { darknessLevel: 1 },
  grid: { size: 100, distance: 1 },
  flags: {},
  lights: [],
  tokens: [],
  ...over,
});
/** A glow-globe at (1000, 0) px: bright 2 m, dim 4 m. */
const globe = { x: 1000, y: 0, hidden: false, config: { bright: 2, dim: 4 } };

describe("lightingFactsAt", () => {
  it("reads the scene's darkness and no light where none reaches", () => {
    expect(lightingFactsAt(scene(), { x: 0, y: 0 })).toEqual({
      sceneDarkness: 1,
      light: "none",
      darkness: "none",
      override: null,
    });
  });

  it("an ambient light's bright radius (2 m = 200 px) gives bright, its dim radius dim, beyond none", () => {
    const lit = scene({ lights: [globe] });
    expect(lightingFactsAt(lit, { x: 1150, y: 0 }).light).toBe("bright");
    expect(lightingFactsAt(lit, { x: 1350, y: 0 }).light).toBe("dim");
    expect(lightingFactsAt(lit, { x: 1450, y: 0 }).light).toBe("none");
  });

  it("a hidden light gives none; a token's light reaches from its centre; the mover's own goes with it", () => {
    expect(lightingFactsAt(scene({ lights: [{ ...globe, hidden: true }] }), { x: 1000, y: 0 }).light).toBe("none");
    // A 1×1 token at (0, 0) px: its centre (50, 50); a lamp of dim 1 m.
    const lamp = { id: "t1", x: 0, y: 0, width: 1, height: 1, light: { bright: 0, dim: 1 } };
    expect(lightingFactsAt(scene({ tokens: [lamp] }), { x: 120, y: 50 }).light).toBe("dim");
    // As the mover it is left where it stood and carried to the point.
    const far = { x: 5000, y: 0 };
    expect(lightingFactsAt(scene({ tokens: [lamp] }), far, { id: "t1", light: lamp.light }).light).toBe("dim");
    expect(lightingFactsAt(scene({ tokens: [lamp] }), far).light).toBe("none");
  });

  it("reads the GM's level from the scene's flags; `auto` or none is not set", () => {
    expect(sceneLightingOverride(scene({ flags: { stride: { lighting: "darkness" } } }))).toBe("darkness");
    expect(sceneLightingOverride(scene({ flags: { stride: { lighting: "auto" } } }))).toBeNull();
    expect(sceneLightingOverride(null)).toBeNull();
  });

  it("junk reads as a lit midday without lights: no darkness, no grid, no light", () => {
    expect(lightingFactsAt({ environment: { darknessLevel: "dark" } }, { x: 0, y: 0 })).toEqual({
      sceneDarkness: 0,
      light: "none",
      darkness: "none",
      override: null,
    });
    expect(lightingFactsAt(scene({ grid: null, lights: [globe] }), { x: 1000, y: 0 }).light).toBe("none");
  });

  // The global illumination as Crucible's Adventure scene stores it: enabled, darkness 0 … 1, not bright.
  const globalLight = (over: Record<string, unknown> = {}) => ({
    enabled: true,
    bright: false,
    darkness: { min: 0, max: 1 },
    ...over,
  });

  it("the scene's global illumination lights every point: dim, or bright in its bright mode", () => {
    const at = (env: Record<string, unknown>) => lightingFactsAt(scene({ environment: env }), { x: 0, y: 0 }).light;
    expect(at({ darknessLevel: 0.9, globalLight: globalLight() })).toBe("dim");
    expect(at({ darknessLevel: 0.9, globalLight: globalLight({ bright: true }) })).toBe("bright");
    expect(at({ darknessLevel: 0.9, globalLight: globalLight({ enabled: false }) })).toBe("none");
  });

  it("the global illumination is off outside its darkness range (a threshold of 0.5 at darkness 0.6)", () => {
    const env = (darknessLevel: number) => ({
      darknessLevel,
      globalLight: globalLight({ darkness: { min: 0, max: 0.5 } }),
    });
    expect(lightingFactsAt(scene({ environment: env(0.6) }), { x: 0, y: 0 }).light).toBe("none");
    expect(lightingFactsAt(scene({ environment: env(0.5) }), { x: 0, y: 0 }).light).toBe("dim");
  });

  it("a light outside its own darkness range does not shine (a street lamp lit only from darkness 0.7)", () => {
    const lamp = { ...globe, config: { ...globe.config, darkness: { min: 0.7, max: 1 } } };
    const at = (darknessLevel: number) =>
      lightingFactsAt(scene({ environment: { darknessLevel }, lights: [lamp] }), { x: 1000, y: 0 }).light;
    expect(at(0.5)).toBe("none");
    expect(at(0.7)).toBe("bright");
  });

  it("a darkness source (negative) is read apart from the lights, by its own radii", () => {
    const shroud = { x: 0, y: 0, hidden: false, config: { bright: 1, dim: 3, negative: true } };
    const lit = scene({ lights: [globe, shroud], environment: { darknessLevel: 0 } });
    expect(lightingFactsAt(lit, { x: 50, y: 0 })).toMatchObject({ light: "none", darkness: "bright" });
    expect(lightingFactsAt(lit, { x: 250, y: 0 })).toMatchObject({ light: "none", darkness: "dim" });
    expect(lightingFactsAt(lit, { x: 1000, y: 0 })).toMatchObject({ light: "bright", darkness: "none" });
  });
});

describe("lightingConditionsOf (a finished move's waypoints, dh2 § Lighting)", () => {
  const dh2 = getRuleset("dh2");
  const mover = (parent: unknown) => ({ id: "m", width: 1, height: 1, parent, light: null }) as never;

  it("a waypoint in the dark of a midnight scene gives darkness; all lit by the globe gives none", () => {
    const lit = scene({ lights: [globe] });
    // Waypoints' top-left corners: centres at (1050, 50) and (1550, 50): the second is 5.5 m away.
    expect(
      lightingConditionsOf(
        mover(lit),
        [
          { x: 1000, y: 0 },
          { x: 1500, y: 0 },
        ],
        dh2,
      ),
    ).toEqual(["darkness"]);
    expect(
      lightingConditionsOf(
        mover(lit),
        [
          { x: 1000, y: 0 },
          { x: 1100, y: 0 },
        ],
        dh2,
      ),
    ).toEqual([]);
  });

  it("reads between waypoints every half grid space: a leg through an unlit gap between two globes is in Darkness", () => {
    // Globes at x 1000 and x 3000 px (dim 4 m = 400 px): centres from 1450 to 2550 px are unlit.
    const lit = scene({ lights: [globe, { ...globe, x: 3000 }] });
    const leg = [
      { x: 950, y: -50, action: "walk" },
      { x: 2950, y: -50, action: "walk" },
    ];
    expect(lightingConditionsOf(mover(lit), leg, dh2)).toEqual(["darkness"]);
    // Both ends lit: a teleport's leg is read at its ends only.
    const blink = [leg[0]!, { ...leg[1]!, action: "blink" }];
    expect(lightingConditionsOf(mover(lit), blink, dh2, (action) => action === "blink")).toEqual([]);
  });

  it("gives none on a midday scene, for a ruleset that reads no lighting, or a token without a scene", () => {
    expect(lightingConditionsOf(mover(scene({ environment: { darknessLevel: 0 } })), [{ x: 0, y: 0 }], dh2)).toEqual(
      [],
    );
    expect(lightingConditionsOf(mover(scene()), [{ x: 0, y: 0 }], getRuleset("necromunda"))).toEqual([]);
    expect(lightingConditionsOf(mover(null), [{ x: 0, y: 0 }], dh2)).toEqual([]);
  });
});

/**
 * Dark Heresy's altitudes for another system's attack roll (dh2-movement.md § Low Altitude: −10 to
 * ground attackers' Ballistic Skill; § High Altitude: only attackers at the same altitude), as the
 * dh2 plugin's API (`game.system.api.altitudeAttack`) answers it for tokens, actors and names.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { attackPosition } from "../../src/foundry/rulesets/dh2/altitude/altitude-attack";
import { loadPlugins } from "../support/plugins";

type Attack = (a: unknown, t: unknown) => { possible: boolean; modifier: number };
let attack: Attack;
beforeAll(async () => {
  const dh2 = (await loadPlugins()).find((plugin) => plugin.id === "dh2");
  // The API addition comes with the plugin's chunk (rulesets/dh2/active.ts), loaded in a Dark Heresy world.
  attack = (await dh2!.load!()).api!["altitudeAttack"] as Attack;
});
/** A token document whose actor's data model gives `flightPosition`. */
const token = (flightPosition: string) => ({ actor: { system: { flightPosition } } });

describe("the dh2 API's altitudeAttack", () => {
  it("gives a ground attacker −10 against a Low Altitude token (§ Low Altitude)", () => {
    expect(attack(token("ground"), token("low"))).toEqual({ possible: true, modifier: -10 });
    expect(attack(token("hovering"), token("low"))).toEqual({ possible: true, modifier: -10 });
    expect(attack(token("low"), token("ground"))).toEqual({ possible: true, modifier: 0 });
  });

  it("lets only High Altitude reach High Altitude (§ High Altitude)", () => {
    expect(attack(token("low"), token("high"))).toEqual({ possible: false, modifier: 0 });
    expect(attack(token("high"), token("ground"))).toEqual({ possible: false, modifier: 0 });
    expect(attack({ system: { flightPosition: "high" } }, "high")).toEqual({ possible: true, modifier: 0 });
  });

  it("reads an unknown side as the ground and never throws", () => {
    expect(attackPosition(null)).toBe("ground");
    expect(attackPosition({ actor: null })).toBe("ground");
    expect(attackPosition({ actor: { system: {} } })).toBe("ground");
    expect(attackPosition("orbit")).toBe("ground");
    expect(attack("orbit", token("high"))).toEqual({ possible: false, modifier: 0 });
  });
});

/**
 * Dark Heresy's altitudes for another system's attack roll (dh2-movement.md § Low Altitude,
 * § High Altitude), as `game.system.api.altitudeAttack` in a Dark Heresy world.
 * @module
 */
import * as dh2 from "../../../../rules/rulesets/dh2/index";

/** A token document, an actor or a position name (`ground`, `hovering`, `low`, `high`). */
export type AttackSide = string | { readonly actor?: AttackSide | null; readonly system?: unknown } | null | undefined;

/**
 * Where a side flies: a position name as given, an actor's `system.flightPosition` (its data model),
 * a token's actor's; anything else (no actor, an actor that cannot fly, an unknown name) the ground.
 */
export function attackPosition(side: AttackSide): dh2.Elevation {
  const name =
    typeof side === "string"
      ? side
      : ((side?.system as { flightPosition?: unknown } | undefined)?.flightPosition ??
        (typeof side?.actor === "object"
          ? (side.actor?.system as { flightPosition?: unknown } | undefined)?.flightPosition
          : undefined));
  return (dh2.FLIGHT_POSITIONS as readonly unknown[]).includes(name) ? (name as dh2.Elevation) : "ground";
}

/**
 * Whether an attacker reaches a target across altitudes, and the modifier its Ballistic Skill test
 * takes (dh2 `altitudeAttack`: −10 from the ground or hovering at a Low Altitude target; High
 * Altitude only against High Altitude). Never throws: an unknown side is on the ground.
 * @example stride.altitudeAttack(attackerToken.document, target.document) // { possible: true, modifier: -10 }
 */
export function altitudeAttackApi(attacker: AttackSide, target: AttackSide): { possible: boolean; modifier: number } {
  return dh2.altitudeAttack(attackPosition(attacker), attackPosition(target));
}

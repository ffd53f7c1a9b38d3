/**
 * Stride's canvas Token: stops a dragged path where the turn's allowance runs out.
 * @module
 */
import { judgeMove } from "../../movement/allowance";
import { guard } from "../../notify";
import { enforcementMode } from "../../settings";
import { tokenAllowance } from "../../movement/token-allowance";
import type { CoreMovementWaypoint, CoreTokenMovementApi } from "../../../types/foundry-augment";
import { historyCost, truncatePath, type PathMeasurement } from "./tokens/movement-path";

/** The v13 movement members of the core Token class, typed (src/types/foundry-augment.d.ts). */
const coreToken = foundry.canvas.placeables.Token.prototype as unknown as CoreTokenMovementApi;

/** Stride's canvas Token class, registered as `CONFIG.Token.objectClass`. */
export class StrideToken extends foundry.canvas.placeables.Token {
  /**
   * Foundry's constraint (walls, cost) first; then, when enforcement is `block` and the mover
   * is a player in a started combat, the path is cut where the turn's allowance runs out.
   * @inheritDoc
   */
  constrainMovementPath(
    waypoints: CoreMovementWaypoint[],
    options: Parameters<CoreTokenMovementApi["constrainMovementPath"]>[1] = {},
  ): [CoreMovementWaypoint[], boolean] {
    const result = coreToken.constrainMovementPath.call(this, waypoints, options);
    return guard("path constraint", result, () => {
      const document = this.document;
      const mover = {
        isGM: game.user?.isGM === true,
        enforcement: enforcementMode(),
        inStartedCombat: document.combatant?.combat?.started === true,
      };
      if (mover.enforcement !== "block" || mover.isGM || !mover.inStartedCombat) return result;
      const allowance = tokenAllowance(document);
      if (!allowance) return result;
      const [path, constrained] = result;
      const complete = document.getCompleteMovementPath(path as never) as unknown as CoreMovementWaypoint[];
      const history = document.movementHistory as unknown as CoreMovementWaypoint[];
      const historyDistance = history.length > 1 ? document.measureMovementPath(history as never).distance : 0;
      const cost = coreToken._getMovementCostFunction.call(this, options);
      const measurement = document.measureMovementPath(complete as never, {
        cost: cost as never,
      }) as unknown as PathMeasurement;
      const truncated = truncatePath({
        path: complete,
        measurement,
        history: { cost: historyCost(history), distance: historyDistance },
        allows: (action, total, distance) => judgeMove(mover, allowance, action, total, distance).allowed,
        gridless: document.parent?.grid.isGridless === true,
      });
      return truncated ? [truncated, true] : [path, constrained];
    });
  }
}

/**
 * Stride's canvas Token: stops a dragged path where the turn's allowance runs out (holding a
 * climb that cannot be finished), at a gap's edge until the leap test is passed, where it would
 * enter an enemy's engagement zone (the 1" rule), before an obstacle it would end on top of,
 * and short of ending on another base.
 * @module
 */
import { judgeMove, rulesetPerSceneUnit } from "../../movement/allowance";
import { guard } from "../../notify";
import { activeRuleset, enforcementMode } from "../../settings";
import {
  engagementStop,
  enemyBases,
  heldByEngagement,
  otherBases,
  overlapStop,
  pixelScale,
  type EngagementGrid,
  type EngagementToken,
} from "../../movement/engagement";
import { tokenAllowance } from "../../movement/token-allowance";
import { isClimbStep } from "../../movement/vertical";
import { cutAtEdge, cutForbiddenEnd, turnKey } from "../../movement/terrain-path";
import { SYSTEM_ID } from "../../constants";
import type { CoreMovementWaypoint, CoreTokenMovementApi } from "../../../types/foundry-augment";
import { historyCost, truncatePath, type PathMeasurement } from "./tokens/movement-path";

/** The v13 movement members of the core Token class, typed (src/types/foundry-augment.d.ts). */
const coreToken = foundry.canvas.placeables.Token.prototype as unknown as CoreTokenMovementApi;

/** Why the last constrained path stopped short, for the ruler's label. */
export interface ConstraintStop {
  /**
   * `engaged`: an enemy's 1" zone held the token off; `climb`: a climb it could not finish;
   * `leap`: a gap's edge, where it must take the leap test before going on.
   */
  readonly reason: "engaged" | "climb" | "leap";
  /** The enemy's name (engaged). */
  readonly enemy?: string;
  /** Where the path now ends (top-left, pixels). */
  readonly x: number;
  readonly y: number;
}

/** Stride's canvas Token class, registered as `CONFIG.Token.objectClass`. */
export class StrideToken extends foundry.canvas.placeables.Token {
  /** Why the path of the current drag stops short, or null. Read by the ruler. */
  strideStop: ConstraintStop | null = null;

  /**
   * Where Foundry's own constraint (walls, impassable terrain) cut the current drag short
   * (top-left, pixels), or null. Read by the move hook: a vehicle whose move ends there ran into
   * solid terrain (necromunda-movement.md § Colliding with Terrain).
   */
  strideBlocked: { readonly x: number; readonly y: number } | null = null;

  /**
   * Foundry's constraint (walls, cost) first; then, when enforcement is `block` and the mover
   * is a player in a started combat, the path is cut in turn by the allowance, a gap's edge, the
   * 1" rule, an obstacle's top and other bases (each where the ruleset has it).
   * @inheritDoc
   */
  constrainMovementPath(
    waypoints: CoreMovementWaypoint[],
    options: Parameters<CoreTokenMovementApi["constrainMovementPath"]>[1] = {},
  ): [CoreMovementWaypoint[], boolean] {
    const result = coreToken.constrainMovementPath.call(this, waypoints, options);
    this.strideStop = null;
    const blockedAt = result[1] ? result[0].at(-1) : undefined;
    this.strideBlocked = blockedAt ? { x: blockedAt.x, y: blockedAt.y } : null;
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
      const complete = document.getCompleteMovementPath(result[0] as never) as unknown as CoreMovementWaypoint[];
      const history = document.movementHistory as unknown as CoreMovementWaypoint[];
      const historyDistance = history.length > 1 ? document.measureMovementPath(history as never).distance : 0;
      const cost = coreToken._getMovementCostFunction.call(this, options);
      const measurement = document.measureMovementPath(complete as never, {
        cost: cost as never,
      }) as unknown as PathMeasurement;
      const gridless = document.parent?.grid.isGridless === true;
      const ruleset = allowance.ruleset;
      const vertical = ruleset.vertical;
      const ratio = rulesetPerSceneUnit(document.parent?.grid.units ?? "", ruleset.unit);
      const truncation = truncatePath({
        path: complete,
        measurement,
        history: { cost: historyCost(history), distance: historyDistance },
        allows: (action, total, distance) => judgeMove(mover, allowance, action, total, distance).allowed,
        gridless,
        mustComplete: vertical
          ? (from, to) => isClimbStep(from, to, vertical, ratio) && !vertical.mayEndMidClimb(to.action)
          : undefined,
      });
      if (truncation?.held) {
        const start = truncation.path[0]!;
        this.strideStop = { reason: "climb", x: start.x, y: start.y };
        return [truncation.path, true];
      }
      // Each later stage may only shorten the path further; the last that cuts says why.
      let kept = truncation?.path ?? complete;
      const cut = (next: CoreMovementWaypoint[] | null, reason?: ConstraintStop["reason"], enemy?: string) => {
        if (!next) return;
        kept = next;
        const end = next.at(-1)!;
        this.strideStop = reason ? { reason, ...(enemy ? { enemy } : {}), x: end.x, y: end.y } : this.strideStop;
      };
      const edgeTest = ruleset.terrain?.edgeTest;
      if (edgeTest && !this.#leapCleared()) cut(cutAtEdge(kept, edgeTest)?.path ?? null, "leap");
      const zone = ruleset.engagement?.zone ?? 0;
      const engaged = this.#engagementStop(kept, zone, gridless);
      cut(engaged?.path ?? null, "engaged", engaged?.enemy);
      const terrain = ruleset.terrain;
      if (terrain) cut(cutForbiddenEnd(kept, (conditions) => terrain.mayEndOn(conditions)));
      cut(this.#overlapStop(kept, zone));
      return kept === complete ? result : [kept, true];
    });
  }

  /** Whether the token passed a leap test this turn, so it may cross gaps (§ Leaping Gaps). */
  #leapCleared(): boolean {
    const combat = this.document.combatant?.combat;
    const flag = (this.document as unknown as { flags?: Record<string, { leapCleared?: unknown }> }).flags?.[SYSTEM_ID]
      ?.leapCleared;
    return !!combat && flag === turnKey(combat as never);
  }

  /** The token on its scene, with the pixel-to-ruleset-unit scale, or null off a scene. */
  #onScene() {
    const document = this.document as unknown as EngagementToken & {
      parent: { grid: EngagementGrid; tokens: Iterable<EngagementToken> } | null;
    };
    const scene = document.parent;
    return scene ? { document, scene, scale: pixelScale(scene.grid, activeRuleset().unit) } : null;
  }

  /** The path cut back so it does not end on another base (rulesets with an engagement zone), or null. */
  #overlapStop(path: CoreMovementWaypoint[], zone: number) {
    const at = this.#onScene();
    if (zone <= 0 || !at) return null;
    const { document, scene, scale } = at;
    return overlapStop(document, path, otherBases(document, scene.tokens, scene.grid, scale), scene.grid, scale);
  }

  /** Where the 1" rule stops a complete path on this scene, or null. */
  #engagementStop(path: CoreMovementWaypoint[], zone: number, gridless: boolean) {
    const at = this.#onScene();
    if (zone <= 0 || !at || !heldByEngagement(at.document)) return null;
    const { document, scene, scale } = at;
    const enemies = enemyBases(document, scene.tokens, scene.grid, scale);
    return engagementStop(document, path, enemies, scene.grid, scale, zone, gridless);
  }
}

/**
 * Stride's token ruler: colours the path by the movement band it reaches (canvas/placeables/tokens/ruler-colors.ts)
 * and labels each waypoint with the band, the allowance and what is left ("Half Move 3/4 m · 21 m to Run").
 * @module
 */
import { systemPath } from "../../../constants";
import { guard } from "../../../notify";
import { tokenAllowance } from "../../../movement/token-allowance";
import { historyCost } from "./movement-path";
import type { ConstraintStop } from "../token";
import type { TurnAllowance } from "../../../movement/allowance";
import {
  formatDistance,
  limitBand,
  rootOf,
  rulesetRulerLabel,
  waypointAction,
  waypointStanding,
  withUnits,
  type RulerMover,
  type RulerWaypointLike,
  modeChangeAt,
} from "./ruler-bands";
import { bandColor, bandSlot, slotProperty } from "./ruler-colors";
import { notifyStop, stopText, type StopText } from "./stop-text";
import { frameOf } from "../../../snapshot";
import { movementSourceOf } from "../../../movement/allowance";
import { CLIMB_DOWN_MODE, CLIMB_UP_MODE, type PaceContext } from "../../../../rules";
import { allowanceKeyLabel } from "./allowance-test";
import { activeRuleset } from "../../../settings";
import { paceContext } from "../../../movement/pace";
import { localizeText } from "../../../chat/localize";
import { actionRollStatus } from "../../../movement/action-roll";

type CoreRuler = foundry.canvas.placeables.tokens.TokenRuler;
type SegmentStyle = ReturnType<CoreRuler["_getSegmentStyle"]>;
type HighlightStyle = ReturnType<CoreRuler["_getGridHighlightStyle"]>;

/** The label of one of core's movement actions (`CONFIG.Token.movement.actions`, v13), or its id. */
function coreActionLabel(id: string): string {
  const config = (
    globalThis as { CONFIG?: { Token?: { movement?: { actions?: Record<string, { label?: string }> } } } }
  ).CONFIG;
  return config?.Token?.movement?.actions?.[id]?.label ?? id;
}

/** Stride's TokenRuler, registered as `CONFIG.Token.rulerClass`. */
export class StrideTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
  /** @inheritDoc */
  static override WAYPOINT_LABEL_TEMPLATE = systemPath("templates/canvas/waypoint-label.hbs");

  /**
   * The allowance and history of one drawn path, keyed by the path's first waypoint: worked out
   * once per refresh instead of once per waypoint.
   */
  #perPath = new WeakMap<
    RulerWaypointLike,
    { allowance: TurnAllowance | null; history: number; pace: PaceContext | undefined; mover?: RulerMover }
  >();

  /** The token's band standing at a waypoint, or null when it has no allowance. */
  #standing(waypoint: unknown) {
    const root = rootOf(waypoint as RulerWaypointLike);
    let path = this.#perPath.get(root);
    if (!path) {
      const document = this.token.document;
      const history = historyCost(document.movementHistory as unknown as { cost?: number }[]);
      const allowance = tokenAllowance(document);
      const source = movementSourceOf(document.actor);
      const grid = document.parent?.grid;
      // The ruler's path and the mover's profile for the ruleset's label (RulerMeasure.path, .profile).
      const mover: RulerMover | undefined =
        allowance && grid
          ? {
              scale: frameOf(grid, allowance.ruleset.unit).scale,
              ...(source ? { profile: source.movementProfile } : {}),
            }
          : undefined;
      path = { allowance, history, pace: paceContext(document, activeRuleset()), ...(mover ? { mover } : {}) };
      this.#perPath.set(root, path);
    }
    const { allowance, history, pace, mover } = path;
    if (!allowance) return null;
    // The recorded distance is not stored per waypoint; cost stands in for it, which only
    // forgoes the rounding bonus of halved terrain crossed in an earlier drag.
    const w = waypoint as RulerWaypointLike;
    const measured = { cost: history, distance: history };
    const standing = waypointStanding(w, allowance, measured);
    return standing && { standing, allowance, label: () => rulesetRulerLabel(w, allowance, measured, pace, mover) };
  }

  /** Whether the token's scene is gridless: the line is coloured there, the grid spaces elsewhere. */
  get #gridless(): boolean {
    return this.token.document.parent?.grid.isGridless === true;
  }

  /**
   * Why the drag stops at this waypoint, when the path ends there (stop-text.ts): the label shows
   * the short line, the notification on drop the full text.
   */
  #stopText(waypoint: unknown): StopText | null {
    const stop = (this.token as unknown as { strideStop?: ConstraintStop | null }).strideStop;
    const w = waypoint as { x?: number; y?: number; next?: unknown };
    if (!stop || w.next || w.x !== stop.x || w.y !== stop.y) return null;
    return stopText(stop, activeRuleset(), allowanceKeyLabel(), game.i18n!);
  }

  /**
   * Called by Stride's token when a drag is dropped (token.ts `_onDragLeftDrop`): the full reason the
   * drag stopped, as a notification (stop-text.ts). Never throws.
   */
  strideDropped(stop: ConstraintStop | null): void {
    notifyStop(stop, activeRuleset);
  }

  /** @inheritDoc */
  protected override _getSegmentStyle(waypoint: Parameters<CoreRuler["_getSegmentStyle"]>[0]): SegmentStyle {
    const style = super._getSegmentStyle(waypoint);
    if (!this.#gridless) return style;
    return guard("ruler segment", style, () => {
      const found = this.#standing(waypoint);
      if (found) style.color = bandColor(found.standing.index, found.standing.bands.length);
      return style;
    });
  }

  /** @inheritDoc */
  protected override _getGridHighlightStyle(
    waypoint: Parameters<CoreRuler["_getGridHighlightStyle"]>[0],
    offset: Parameters<CoreRuler["_getGridHighlightStyle"]>[1],
  ): HighlightStyle {
    const style = super._getGridHighlightStyle(waypoint, offset);
    if (this.#gridless) return style;
    return guard("ruler highlight", style, () => {
      const found = this.#standing(waypoint);
      if (found) style.color = bandColor(found.standing.index, found.standing.bands.length);
      return style;
    });
  }

  /** @inheritDoc */
  protected override _getWaypointLabelContext(
    waypoint: Parameters<CoreRuler["_getWaypointLabelContext"]>[0],
    state: Parameters<CoreRuler["_getWaypointLabelContext"]>[1],
  ): ReturnType<CoreRuler["_getWaypointLabelContext"]> {
    const context = super._getWaypointLabelContext(waypoint, state);
    if (!context) return context;
    return guard("ruler label", context, () => {
      const found = this.#standing(waypoint);
      if (!found) return context;
      const { standing, allowance } = found;
      const i18n = game.i18n!;
      const lang = i18n.lang;
      const units = this.token.document.parent?.grid.units ?? "";
      const band = standing.band;
      const actionLabel = (id: string | undefined) => {
        const action = id !== undefined && allowance.ruleset.actions.find((a) => a.id === id);
        return action ? i18n.localize(action.label) : "";
      };
      // The ruleset's own words when it has them (opend6: the difficulty of the distance).
      const own = found.label();
      const text = own
        ? localizeText(own, i18n)
        : i18n.format(band ? "STRIDE.Ruler.Band" : "STRIDE.Ruler.Beyond", {
            band: actionLabel((band ?? standing.bands.at(-1))?.action),
            used: formatDistance(standing.cost, lang),
            allowance: withUnits(formatDistance(standing.budget, lang), units),
          });
      // An action whose distance is rolled at the table (a Necromunda Charge's D3) shows the roll kept.
      const rolled = actionRollStatus(this.token.document, allowance.ruleset, waypointAction(waypoint, allowance));
      const rollText = rolled
        ? i18n.format(rolled.total === null ? "STRIDE.Ruler.NotRolled" : "STRIDE.Ruler.Rolled", {
            formula: rolled.formula,
            total: String(rolled.total ?? ""),
          })
        : "";
      // A ruleset's own label says what the distance asks (opend6: its difficulty and any chase range),
      // so the distance left of a last band standing for "no hard limit" is not shown beside it.
      const limit = limitBand(standing.bands, waypointAction(waypoint, allowance));
      const left = withUnits(formatDistance(Math.max(0, standing.limit - standing.cost), lang), units);
      const remaining =
        own || !band
          ? ""
          : limit && limit !== band
            ? i18n.format("STRIDE.Ruler.RemainingTo", { remaining: left, band: actionLabel(limit.action) })
            : i18n.format("STRIDE.Ruler.Remaining", { remaining: left });
      const slot = bandSlot(standing.index, standing.bands.length);
      const stop = this.#stopText(waypoint);
      // Where the way of moving changes (a climb, water swum, flight), its name (the engine's stepMode).
      const mode = modeChangeAt(waypoint, allowance);
      const modeLabel =
        mode === CLIMB_UP_MODE || mode === CLIMB_DOWN_MODE
          ? i18n.localize(`STRIDE.Ruler.Mode.${mode}`)
          : mode
            ? actionLabel(mode) || i18n.localize(coreActionLabel(mode))
            : "";
      return Object.assign(context, {
        stride: {
          text: rollText ? `${text} · ${rollText}` : text,
          remaining,
          band: band?.action ?? "beyond",
          index: standing.index,
          // The band's colour for the label: a palette slot's CSS custom property (ruler-colors.ts).
          slot,
          colorVar: `var(${slotProperty(slot)})`,
          mode: modeLabel || null,
          stop: stop?.short ?? null,
          stopFull: stop?.full ?? null,
        },
      });
    });
  }
}

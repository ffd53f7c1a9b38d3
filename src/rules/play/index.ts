/**
 * `rules.play`: a turn played from plain data, with no Foundry. Give it a table in the ruleset's
 * unit (models with their actor type and system data, regions with their shapes and Stride
 * Terrain, walls), then move models by path, resolve the tests the moves call for with given
 * dice, and end turns (docs/user-guide.md § Playing a turn from plain data).
 * @module
 */
import { PlayTable } from "./table";
import type { PlayInput } from "./input";

export type {
  PlayInput,
  PlayLighting,
  PlayModel,
  PlayMoveInput,
  PlayRegion,
  PlayShape,
  PlayTerrain,
  PlayWall,
} from "./input";
export {
  PlayTable,
  WALK_ACTION,
  type PlayMove,
  type PlayResolution,
  type PlayRoll,
  type PlaySegment,
  type PlayStop,
  type PlayTest,
} from "./table";

/**
 * A table to play moves on.
 * @example
 *   const table = rules.play({ ruleset: "dh2", combat: true, models: [{ id: "a", type: "character",
 *     side: "friendly", x: 0, y: 0, base: 1, system: { characteristics: { agility: { value: 40 } } } }],
 *     regions: [{ id: "r", shape: { type: "rectangle", x: 4, y: -2, width: 5, height: 4 },
 *     terrain: [{ condition: "rubble" }] }] });
 *   const m = table.move("a", { action: null, path: [[0, 0], [12, 0]] });
 *   // m.band "charge" (Agility Bonus 4: Half 4, Full 8, Charge 12 m); m.tests[0].kind "treacherous"
 * @throws {TypeError|RangeError} when the input is malformed (the first wrong field named), the
 *   ruleset is unknown or reads no actor data, or a model's type is not one of the ruleset's
 */
export function play(input: PlayInput): PlayTable {
  return new PlayTable(input);
}

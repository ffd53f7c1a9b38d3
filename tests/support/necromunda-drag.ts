/**
 * What the Necromunda drag tests hand the engine (moves/drag.ts `dragStop`): a fighter's turn bands
 * and a path's input whose segments each cost their 3D distance (plan + rise), inches.
 */
import { getRuleset, type DragInput, type PathStep, type TurnBands } from "../../src/rules";

/** A Necromunda fighter's walking bands for Move `move` (default 5"), core variant. */
export function necromundaBands(move = 5): TurnBands {
  return {
    bands: getRuleset("necromunda").bands.movementBands({ characteristics: { move } }),
    flying: null,
    variant: "core",
    ratio: 1,
  };
}

/** The drag input for `path`: each segment costs its 3D distance, Move 5 bands, no history; `extra` overrides. */
export function dragInput(path: PathStep[], extra: Partial<DragInput> = {}): DragInput {
  const segments = path.slice(1).map((p, i) => {
    const d = Math.hypot(p.x - path[i]!.x, p.y - path[i]!.y) + Math.abs(p.elevation - path[i]!.elevation);
    return { cost: d, distance: d };
  });
  return {
    path,
    segments,
    turn: necromundaBands(),
    history: { cost: 0, distance: 0 },
    edgeCleared: false,
    exact: false,
    ...extra,
  };
}

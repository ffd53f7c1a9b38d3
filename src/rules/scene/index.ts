/**
 * The engine's kernel, shared by the moves and the rulesets (which never import each other): the
 * scene snapshot's shapes (snapshot.ts), its checks and unchecked look-ups (check.ts), checked
 * queries (query.ts), terrain condition ids (terrain-ids.ts), the stored path's encoding (path.ts)
 * and the finite and whole number guards (numbers.ts). This module gives the snapshot's shapes; the
 * rest is imported from its own file. Imports only geometry/ and types.ts.
 * @module
 */
export type * from "./snapshot";
export type { AreaPolygon, RegionArea, RegionShapeData, Ring } from "./shapes";

/**
 * The capabilities a ruleset can implement; {@link Ruleset} lists them.
 * @module
 */
export type * from "./actors";
export type * from "./altitude";
export type * from "./bands";
export type * from "./engagement";
export type * from "./outcomes";
export type * from "./statuses";
export type * from "./structures";
export type * from "./terrain";
export type * from "./tests";
export type * from "./vehicles";
export type * from "./vertical";
export type * from "./weather";

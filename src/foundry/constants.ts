/**
 * Which package this bundle is, as the build defines it (scripts/build.mjs, vite.config.ts `define`):
 * the `stride` system or the `stride-movement` module. Undefined outside a build (tests): the system.
 */
declare const __STRIDE_PACKAGE__: { readonly id: string; readonly folder: "systems" | "modules" } | undefined;

/** The package this bundle is: its id and the folder Foundry serves it from (`systems`, `modules`). */
export const STRIDE_PACKAGE: { readonly id: string; readonly folder: "systems" | "modules" } =
  typeof __STRIDE_PACKAGE__ === "object" && __STRIDE_PACKAGE__ !== null
    ? __STRIDE_PACKAGE__
    : { id: "stride", folder: "systems" };

/** Whether this bundle is the `stride-movement` module (it reads a host system's actors: foundry/hosts.ts). */
export const IS_MODULE = STRIDE_PACKAGE.folder === "modules";

/**
 * The package id, as in system.json (`stride`) or module.json (`stride-movement`): the namespace of
 * Stride's settings and flags, which Foundry accepts only under an active package's id. Typed as the
 * system's id, under which src/types/foundry-augment.d.ts declares the settings and flags; the
 * module's bundle holds the module's id.
 */
export const SYSTEM_ID = STRIDE_PACKAGE.id as "stride";

/** Path of a file inside the installed package, as Foundry serves it (`systems/stride/…`, `modules/stride-movement/…`). */
export function systemPath(path: string): string {
  return `${STRIDE_PACKAGE.folder}/${SYSTEM_ID}/${path}`;
}

/**
 * A document subtype Stride declares in its manifest (`documentTypes`), as Foundry names it: as
 * declared in the system, prefixed `<module-id>.` in the module, which Foundry does to every
 * subtype a module declares (https://foundryvtt.com/article/module-sub-types/;
 * docs/foundry-evidence.md § 31). Typed as the system's name, under which
 * src/types/foundry-augment.d.ts declares the subtypes (as {@link SYSTEM_ID} is typed as the system's id).
 * @example subtype("movementTest") // "movementTest" in the system, "stride-movement.movementTest" in the module
 */
export function subtype<T extends string>(type: T): T {
  return (IS_MODULE ? `${SYSTEM_ID}.${type}` : type) as T;
}

/** The movement test ChatMessage subtype, as declared in system.json `documentTypes.ChatMessage`. */
export const MOVEMENT_TEST_TYPE = subtype("movementTest");

/** The collision notice ChatMessage subtype, as declared in system.json `documentTypes.ChatMessage`. */
export const COLLISION_NOTICE_TYPE = subtype("collisionNotice");

/** The rule notice ChatMessage subtype (a ruleset's notice without a roll: dh2 push-off), as declared in system.json. */
export const RULE_NOTICE_TYPE = subtype("ruleNotice");

/** Stride's terrain region behavior type, as registered in `CONFIG.RegionBehavior.dataModels`. */
export const TERRAIN_BEHAVIOR_TYPE = `${SYSTEM_ID}.terrain`;

/** Stride's ductway region behavior type (necromunda-movement.md § Ductways). */
export const DUCTWAY_BEHAVIOR_TYPE = `${SYSTEM_ID}.ductway`;

/** Stride's lift region behavior type (necromunda-movement.md § Lift). */
export const LIFT_BEHAVIOR_TYPE = `${SYSTEM_ID}.lift`;

/** Core's movement action for moves the mover does not make itself (pushed, carried, placed). */
export const DISPLACE_ACTION = "displace";

/** The fall card ChatMessage subtype (a fall without a test: dh2 flyers), as declared in system.json. */
export const FALL_CARD_TYPE = subtype("fallCard");

/** The collision card ChatMessage subtype (opend6 vehicles' collision damage), as declared in system.json. */
export const COLLISION_CARD_TYPE = subtype("collisionCard");

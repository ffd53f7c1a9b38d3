/**
 * Stride's Actor: the Create Actor dialog offers the active ruleset's actor types only
 * (data/actor/ruleset-types.ts). `createDialog(data, createOptions, options)` takes
 * `options.types`, "a restriction of the selectable sub-types" (v13 and v14 API,
 * https://foundryvtt.com/api/classes/foundry.documents.Actor.html#createdialog; Draw Steel's
 * DrawSteelCombatantGroup.createDialog documents the same option); a caller's own `types` wins.
 * @module
 */
import { guard } from "../notify";
import { activeManifest } from "../settings";
import { playedActorTypes } from "../data/actor/ruleset-types";

type CreateDialog = typeof foundry.documents.Actor.createDialog;

/** The `types` restriction for the Create dialog: the caller's, else the active ruleset's played types. */
export function createDialogTypes(requested: unknown): unknown {
  if (requested !== undefined && requested !== null) return requested;
  return guard("actor create dialog", undefined, () => playedActorTypes(activeManifest().id) ?? undefined);
}

/** Stride's Actor class, registered as `CONFIG.Actor.documentClass`. */
export class StrideActor extends foundry.documents.Actor {
  /** @inheritDoc */
  static override async createDialog(...args: Parameters<CreateDialog>): ReturnType<CreateDialog> {
    const [data, createOptions, options] = args as unknown as [unknown, unknown, { types?: unknown } | undefined];
    const types = createDialogTypes(options?.types);
    const rest = (args as unknown[]).slice(3);
    const restricted = [data, createOptions, { ...options, ...(types ? { types } : {}) }, ...rest];
    return super.createDialog(...(restricted as Parameters<CreateDialog>));
  }
}

/**
 * Whether a token's actor can take the Strength card (dh2-movement.md § Carrying, Lifting, and
 * Pushing Objects), apart from the card's rules, so the token HUD can offer its button without
 * loading them.
 * @module
 */
import { hostReading } from "../../../hosts";
import type { HostActor } from "../../plugin";

/**
 * Whether an actor's data can take the card: a character with Carrying limits (character-model.ts),
 * or, in the `stride-movement` module, a host character the host adapter reads with a Strength.
 */
export function canStrain(actor: ({ system?: unknown } & HostActor) | null | undefined): boolean {
  if (typeof (actor?.system as { carrying?: unknown } | undefined)?.carrying === "object") return true;
  const reading = hostReading(actor);
  return reading?.kind === "character" && typeof reading.movementProfile.characteristics["strength"] === "number";
}

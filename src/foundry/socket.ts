/**
 * The system socket: a player asks the active GM to do what only a GM may (operate a lift that
 * carries other players' tokens). Messages are checked before anything is done.
 * @module
 */
import type { necromunda } from "../rules";
import { SYSTEM_ID } from "./constants";
import { runLift, type MovableToken } from "./movement/structure-actions";
import { guardAsync } from "./notify";
import { activeRuleset } from "./settings";

/** The socket's event name, as Foundry names a system's socket. */
export const SOCKET_EVENT = `system.${SYSTEM_ID}`;

/** A request to operate the lift a token stands on. */
export interface LiftRequest {
  readonly type: "operateLift";
  readonly tokenUuid: string;
  readonly direction: necromunda.LiftDirection;
}

/** A token's UUID on a scene: `Scene.<id>.Token.<id>`. */
const TOKEN_UUID = /^Scene\.[A-Za-z0-9]+\.Token\.[A-Za-z0-9]+$/;

/** Whether a socket message is a well-formed lift request. */
export function isLiftRequest(message: unknown): message is LiftRequest {
  const m = message as Partial<LiftRequest> | null;
  return (
    m?.type === "operateLift" &&
    typeof m.tokenUuid === "string" &&
    TOKEN_UUID.test(m.tokenUuid) &&
    (m.direction === "up" || m.direction === "down")
  );
}

/**
 * Handles a socket message on the active GM's client; other clients ignore it.
 * @returns what the lift did, or null when this client does not handle the message
 */
export async function handleSocketMessage(message: unknown): Promise<string | null> {
  if (!game.users?.activeGM?.isSelf || !isLiftRequest(message)) return null;
  const token = (await fromUuid(message.tokenUuid as `Scene.${string}`)) as unknown as MovableToken | null;
  return token ? runLift(token, message.direction, activeRuleset()) : null;
}

/** Sends a request to the active GM. */
export function requestLift(request: LiftRequest): void {
  game.socket?.emit(SOCKET_EVENT, request);
}

/** Listens on the system socket. Call once on `ready`. */
export function registerSocket(): void {
  game.socket?.on(
    SOCKET_EVENT,
    (message: unknown) => void guardAsync("socket", null, () => handleSocketMessage(message)),
  );
}

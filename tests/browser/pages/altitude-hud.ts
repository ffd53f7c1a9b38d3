/**
 * The token HUD's altitude control (src/foundry/hooks/altitude-hud.ts) in a page: a fake token whose
 * actor flies, words from the real lang/en.json, and what the control stored and said, on `window`.
 */
import { addAltitudeControl } from "../../../src/foundry/hooks/altitude-hud";
import lang from "../../../lang/en.json";

const log = window as unknown as { updates: object[]; notices: string[] };
log.updates = [];
log.notices = [];

/** A lang key's English words, or the key. */
function localize(key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
  return typeof value === "string" ? value : key;
}

/** Adds the control for a token whose actor has this trait and position, as this kind of user. */
export function mount(root: HTMLElement, trait: "flyer" | "hoverer" | null, position: string, isOwner: boolean) {
  const system = { flightTrait: trait, flightPosition: position };
  const token = {
    isOwner,
    actor: {
      system,
      update: async (data: Record<string, string>) => {
        log.updates.push(data);
        system.flightPosition = data["system.altitude"] ?? position;
      },
    },
  };
  addAltitudeControl(token, root, false, localize, (change) => log.notices.push(change.text.key));
}

/** The system id, as in system.json and the folder name under Data/systems. */
export const SYSTEM_ID = "stride";

/** Path of a file inside the installed system, as Foundry serves it. */
export function systemPath(path: string): string {
  return `systems/${SYSTEM_ID}/${path}`;
}

/**
 * The example macro pack (issue #14 quality bar: "a compendium macro that opens the dialog with the
 * Proving Ground party"): declared in system.json, compiled like every pack (scripts/packs.mjs), and its
 * script runs against a small fake of the world it reads (scenes, actors, the system API).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { readPackSources } from "../../scripts/packs.mjs";
import { langValue } from "../support/lang";

const ROOT = process.cwd();
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
const sceneDoc = JSON.parse(readFileSync(join(ROOT, "packs/adventures/scenes/stride-proving-ground.json"), "utf8"));

/** Runs a script macro's command with these globals, as Foundry's Macro#execute runs a script body. */
function run(command: string, globals: Record<string, unknown>): void {
  const names = Object.keys(globals);
  // Foundry runs a script macro's body as a function of its globals; so does this test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(...names, command)(...names.map((n) => globals[n]));
}

describe("the example macro pack", () => {
  it("is declared as a Macro pack of the system", () => {
    expect(manifest.packs).toContainEqual(
      expect.objectContaining({ name: "macros", path: "packs/macros", type: "Macro", system: "stride" }),
    );
  });

  it("holds a script macro that opens the Journey dialog with the Proving Ground party", async () => {
    const [macro] = (await readPackSources(join(ROOT, "packs/macros"))) as Record<string, string>[];
    expect(macro).toMatchObject({ _key: "!macros!sTrIdEjOuRnEy001", type: "script" });
    // The scene as imported: its tokens' actors (a character, an NPC and a vehicle-less world).
    const actors = (sceneDoc.tokens as { name: string; actorId: string }[]).map((t) => ({
      uuid: `Actor.${t.actorId}`,
      name: t.name,
      type: t.name === "Vat-Grown Brute" || t.name === "Servo-Skull" ? "npc" : "character",
    }));
    const openJourney = vi.fn();
    const scene = { name: sceneDoc.name, tokens: { contents: actors.map((actor) => ({ actor })) } };
    const info = vi.fn();
    const game = {
      scenes: [scene],
      actors: [],
      i18n: { localize: (k: string) => k },
      system: { api: { openJourney } },
    };
    run(macro!["command"]!, { game, ui: { notifications: { info } } });
    expect(openJourney).toHaveBeenCalledWith(actors.map((a) => a.uuid));
    expect(info).not.toHaveBeenCalled();
  });

  it("falls back to the example characters by name, and says so when there is no party", async () => {
    const [macro] = (await readPackSources(join(ROOT, "packs/macros"))) as Record<string, string>[];
    const openJourney = vi.fn();
    const info = vi.fn();
    const world = (actors: object[]) => ({
      scenes: [],
      actors,
      i18n: { localize: (k: string) => k },
      system: { api: { openJourney } },
    });
    const warden = { uuid: "Actor.w", name: "Hab Warden", type: "character" };
    run(macro!["command"]!, {
      game: world([warden, { uuid: "Actor.x", name: "Ganger", type: "character" }]),
      ui: { notifications: { info } },
    });
    expect(openJourney).toHaveBeenLastCalledWith(["Actor.w"]);
    run(macro!["command"]!, { game: world([]), ui: { notifications: { info } } });
    expect(info).toHaveBeenCalledWith("STRIDE.Journey.macroNoParty");
    expect(typeof langValue("STRIDE.Journey.macroNoParty")).toBe("string");
  });
});

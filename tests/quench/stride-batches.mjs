/**
 * Live checks for Stride in a running Foundry v13 world, for the Quench module (DESIGN.md
 * testing pyramid, level 8). They cover what the offline suite takes on trust from the API
 * notes: registrations, terrain pricing through Foundry's own measurement, recorded movement
 * history, chat cards, and (in a Necromunda world) heights, obstacles, forced moves and ductway
 * data. Run them before a release:
 *
 *   1. Enable Quench in a world using the Stride system (ruleset Dark Heresy 2e), as a GM.
 *   2. In the browser console: `await import("/systems/stride/quench/stride-batches.mjs")`.
 *   3. Open Quench and run the "Stride" batches. They create and delete their own scene,
 *      actor and messages.
 */
/** A 20 × 10 scene of 100 px grid spaces, one unit each, for a batch to create and delete. */
const scratchScene = (name, units) =>
  Scene.create({ name, width: 2000, height: 1000, grid: { type: 1, size: 100, distance: 1, units } });

/** A rectangular region with one Stride Terrain behavior of the same name (pixels). */
const terrainRegion = (scene, name, { x, y, width, height }, system) =>
  scene.createEmbeddedDocuments("Region", [
    {
      name,
      shapes: [{ type: "rectangle", x, y, width, height, rotation: 0, hole: false }],
      behaviors: [{ type: "stride.terrain", name, system }],
    },
  ]);

/** A linked 1×1 token of the actor at (x, y) pixels on the scene. */
const placeToken = async (scene, actor, name, x = 0, y = 0) =>
  (
    await scene.createEmbeddedDocuments("Token", [
      { actorId: actor.id, name, x, y, width: 1, height: 1, actorLink: true },
    ])
  )[0];

const register = (quench) => {
  quench.registerBatch(
    "stride.registration",
    ({ describe, it, expect }) => {
      describe("Stride registers with Foundry", () => {
        it("adds the band movement actions with derived terrain", () => {
          for (const id of ["half", "full", "charge", "run"]) {
            const action = CONFIG.Token.movement.actions[id];
            expect(action, id).to.not.equal(undefined);
            expect(action.deriveTerrainDifficulty({ walk: 2 })).to.equal(2);
          }
        });
        it("uses Stride's token classes, ruler and terrain data", () => {
          expect(CONFIG.Token.rulerClass.name).to.equal("StrideTokenRuler");
          expect(CONFIG.Token.objectClass.name).to.equal("StrideToken");
          expect(CONFIG.Token.movement.TerrainData.name).to.equal("StrideTerrainData");
        });
        it("declares the region behavior and chat message subtypes", () => {
          expect(CONFIG.RegionBehavior.dataModels["stride.terrain"]).to.not.equal(undefined);
          expect(CONFIG.ChatMessage.dataModels.movementTest).to.not.equal(undefined);
          expect(game.system.api.rules.getRuleset("dh2").movementRates({ agility: 42 })).to.deep.equal({
            half: 4,
            full: 8,
            charge: 12,
            run: 24,
          });
        });
      });
    },
    { displayName: "Stride: registration" },
  );

  quench.registerBatch(
    "stride.movement",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      before(async () => {
        scene = await scratchScene("Stride Quench", "m");
        actor = await Actor.create({
          name: "Stride Quench Acolyte",
          type: "character",
          system: { characteristics: { agility: { value: 42, unnatural: 0 } } },
        });
        token = await placeToken(scene, actor, "Acolyte", 0, 0);
        await terrainRegion(scene, "Rubble", { x: 300, y: 0, width: 300, height: 100 }, { condition: "rubble" });
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("terrain through Foundry's own measurement", () => {
        it("charges double inside a Stride Terrain region", () => {
          const path = token.getCompleteMovementPath([
            { x: 0, y: 0 },
            { x: 900, y: 0 },
          ]);
          const terrainPath = token.object?.createTerrainMovementPath?.(path) ?? path;
          const cost = token.object._getMovementCostFunction({});
          const measured = token.measureMovementPath(terrainPath, { cost });
          expect(measured.distance).to.equal(9);
          expect(measured.cost).to.equal(12); // 6 clear + 3 rubble × 2
        });
      });

      describe("recorded history and cards", () => {
        it("records the turn's movement with its cost in a started combat", async () => {
          const combat = await Combat.create({ scene: scene.id });
          await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id, sceneId: scene.id }]);
          await combat.startCombat();
          await token.move([{ x: 200, y: 0 }]);
          const history = token.movementHistory;
          expect(history.reduce((sum, w) => sum + (w.cost ?? 0), 0)).to.equal(2);
          await combat.delete();
        });
        it("posts a movement test card with its request in system data, rendered from it (no content)", async () => {
          const message = await game.system.api.requestMovementTest(token, {
            kind: "treacherous",
            condition: "rubble",
          });
          expect(message.type).to.equal("movementTest");
          expect(message.system.request).to.include({ kind: "treacherous", condition: "rubble" });
          expect(message.content ?? "").to.equal("");
          const html = await message.renderHTML();
          expect(html.querySelector("[data-action='roll']"), "the Roll button the data model declares").to.not.equal(
            null,
          );
          await message.delete();
        });
      });
    },
    { displayName: "Stride: movement (creates a scratch scene)" },
  );

  quench.registerBatch(
    "stride.necromunda",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      before(async function () {
        // Needs a world whose Ruleset setting is Necromunda.
        if (game.system.api.activeRuleset().id !== "necromunda") return this.skip();
        scene = await scratchScene("Stride Quench Underhive", "in");
        actor = await Actor.create({ name: "Stride Quench Juve", type: "fighter", system: { profile: { move: 5 } } });
        token = await placeToken(scene, actor, "Juve", 0, 0);
        await scene.createEmbeddedDocuments("Region", [
          {
            name: "Barricade",
            shapes: [{ type: "rectangle", x: 300, y: 0, width: 100, height: 100, rotation: 0, hole: false }],
            behaviors: [{ type: "stride.terrain", name: "Barricade", system: { condition: "obstacle", height: 1 } }],
          },
          {
            name: "Ductway west",
            shapes: [{ type: "rectangle", x: 800, y: 500, width: 100, height: 100, rotation: 0, hole: false }],
            behaviors: [{ type: "stride.ductway", name: "Ductway west", system: {} }],
          },
        ]);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      const measure = (waypoints) => {
        const path = token.getCompleteMovementPath(waypoints);
        const terrainPath = token.object?.createTerrainMovementPath?.(path) ?? path;
        return token.measureMovementPath(terrainPath, { cost: token.object._getMovementCostFunction({}) });
      };

      describe("heights through Foundry's own measurement", () => {
        it('charges 2" per inch climbed and nothing for going down', () => {
          expect(
            measure([
              { x: 1000, y: 0, elevation: 0 },
              { x: 1000, y: 0, elevation: 2 },
            ]).cost,
          ).to.equal(4);
          expect(
            measure([
              { x: 1000, y: 0, elevation: 2 },
              { x: 1000, y: 0, elevation: 0 },
            ]).cost,
          ).to.equal(0);
        });
        it("charges an obstacle's height once for crossing it", () => {
          expect(
            measure([
              { x: 0, y: 0 },
              { x: 600, y: 0 },
            ]).cost,
          ).to.equal(7); // 6" + 1" barricade
        });
      });

      describe("forced moves and structures", () => {
        it("records no movement cost for a forced (displace) move in a started combat", async () => {
          const combat = await Combat.create({ scene: scene.id });
          await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id, sceneId: scene.id }]);
          await combat.startCombat();
          await token.move([{ x: 1500, y: 0, action: "displace" }]);
          expect(token.movementHistory.reduce((sum, w) => sum + (w.cost ?? 0), 0)).to.equal(0);
          await combat.delete();
        });
        it("stores a ductway end's exit as a region UUID", async () => {
          const [west] = scene.regions.filter((r) => r.name === "Ductway west");
          const behavior = west.behaviors.contents[0];
          await behavior.update({ system: { exit: west.uuid } });
          expect(behavior.system.exit).to.equal(west.uuid);
        });
      });
    },
    { displayName: "Stride: Necromunda (needs the Necromunda ruleset; creates a scratch scene)" },
  );

  // --- Drag (h/drag): what the drag constraint takes from the live v13 API. ---
  quench.registerBatch(
    "stride.drag",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      before(async function () {
        // Needs a world whose Ruleset setting is Necromunda, and this scene viewed on the canvas.
        if (game.system.api.activeRuleset().id !== "necromunda") return this.skip();
        scene = await scratchScene("Stride Quench Drag", "in");
        await scene.view();
        actor = await Actor.create({
          name: "Stride Quench Drag Juve",
          type: "fighter",
          system: { profile: { move: 5 } },
        });
        token = await placeToken(scene, actor, "Juve", 0, 0);
        await terrainRegion(scene, "Sump", { x: 300, y: 0, width: 200, height: 100 }, { condition: "dangerous" });
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("the drag's touch points", () => {
        it("builds terrain into a path: createTerrainMovementPath marks the dangerous stretch", () => {
          const path = token.object.createTerrainMovementPath([
            { x: 0, y: 0, elevation: 0, width: 1, height: 1, shape: token.shape, action: "move" },
            { x: 700, y: 0, elevation: 0, width: 1, height: 1, shape: token.shape, action: "move" },
          ]);
          const dangerous = path.filter((w) => w.terrain?.conditions?.includes("dangerous"));
          expect(dangerous.length).to.be.greaterThan(0);
        });
        it("has the drag lifecycle the per-drag snapshot is cleared in", () => {
          const proto = globalThis.foundry.canvas.placeables.Token.prototype;
          for (const name of ["_onDragLeftStart", "_onDragLeftDrop", "_onDragLeftCancel", "_onUpdate"]) {
            expect(typeof proto[name], name).to.equal("function");
          }
          expect(globalThis.canvas.tokens._draggedToken ?? null).to.equal(null);
        });
        it("tells whether the user sees a token (Token#isVisible; a GM sees hidden tokens)", async () => {
          expect(token.object.isVisible).to.equal(true);
          await token.update({ hidden: true });
          expect(token.hidden).to.equal(true);
          expect(typeof token.object.isVisible).to.equal("boolean");
          await token.update({ hidden: false });
        });
        it("lets a constrained path end past its last waypoint (a short Charge's run-on)", () => {
          // As a GM nothing is enforced; this checks core accepts an appended waypoint.
          const [path] = token.object.constrainMovementPath(
            [
              { x: 0, y: 0, elevation: 0, action: "charge" },
              { x: 200, y: 0, elevation: 0, action: "charge" },
              { x: 600, y: 600, elevation: 0, action: "charge" },
            ],
            { preview: true },
          );
          expect(path.at(-1).x).to.equal(600);
        });
      });
    },
    { displayName: "Stride: drag (needs the Necromunda ruleset; creates and views a scratch scene)" },
  );
  // --- end drag ---

  // --- h/moves: the executor, the GM socket and whole movements (keep this block contiguous) ---
  quench.registerBatch(
    "stride.effects",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Effects", "in");
        actor = await Actor.create({ name: "Stride Quench Ganger", type: "fighter", system: { profile: { move: 5 } } });
        token = await placeToken(scene, actor, "Ganger", 0, 0);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("the executor through the GM's socket handler", () => {
        it("moves a token the sender owns (the GM owns all), as a forced move", async () => {
          const request = {
            type: "effects",
            sceneId: scene.id,
            cause: token.id,
            effects: [{ type: "move", model: token.id, to: { x: 5.5, y: 0.5 } }],
          };
          const done = await game.system.api.effects.handleSocketRequest(request, game.user.id);
          expect(done).to.equal("done");
          expect(token.x).to.equal(500);
          expect(token.movementHistory.at(-1)?.action ?? "displace").to.equal("displace");
        });
        it("ignores an unknown sender and a malformed request", async () => {
          const request = { type: "effects", sceneId: scene.id, cause: token.id, effects: [{ type: "test" }] };
          expect(await game.system.api.effects.handleSocketRequest(request, game.user.id)).to.equal(null);
          const move = { ...request, effects: [{ type: "move", model: token.id, to: { x: 9.5, y: 0.5 } }] };
          expect(await game.system.api.effects.handleSocketRequest(move, "noSuchUser00000")).to.equal(null);
          expect(token.x).to.equal(500);
        });
        // Two-client check, by hand: log in as a player owning a vehicle, drive it over another
        // player's fighter; the GM's client moves the fighter aside (the server gives the GM's
        // socket listener the player's id as its second argument, as socketlib relies on).
      });

      describe("a movement Foundry splits at a region's move-in checkpoint", () => {
        it("fires moveToken per piece: the first without a chain, the last with nothing pending", async () => {
          await scene.createEmbeddedDocuments("Region", [
            {
              name: "Trip wire",
              shapes: [{ type: "rectangle", x: 800, y: 0, width: 100, height: 100, rotation: 0, hole: false }],
              behaviors: [{ type: "executeScript", name: "Listen", system: { events: ["tokenMoveIn"], source: "" } }],
            },
          ]);
          const pieces = [];
          const id = Hooks.on("moveToken", (document, movement) => {
            if (document === token) {
              pieces.push({
                chain: movement.chain.length,
                pending: movement.pending.waypoints.length,
                constrained: typeof movement.constrained,
              });
            }
          });
          await token.move([{ x: 1500, y: 0 }]);
          await new Promise((resolve) => globalThis.setTimeout(resolve, 1500));
          Hooks.off("moveToken", id);
          expect(pieces.length).to.be.greaterThan(1);
          expect(pieces[0].chain).to.equal(0);
          expect(pieces.at(-1).pending).to.equal(0);
          expect(pieces.at(-1).chain).to.be.greaterThan(0);
          expect(pieces[0].constrained).to.equal("boolean");
        });
      });
    },
    { displayName: "Stride: effects executor and whole movements (GM; creates a scratch scene)" },
  );

  // --- v14 (issue #9): what the offline suite takes from the v14 API pages. Skips on v13. ---
  quench.registerBatch(
    "stride.v14",
    ({ describe, it, expect, before, after }) => {
      const v14 = () => typeof ChatMessage.applyMode === "function";
      let scene;
      let actor;
      let token;
      before(async function () {
        if (!v14()) return this.skip();
        scene = await scratchScene("Stride Quench v14", "m");
        actor = await Actor.create({ name: "Stride Quench v14", type: "character" });
        token = await placeToken(scene, actor, "v14", 0, 0);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });
      describe("v14 features Stride detects", () => {
        it("keeps terrainAction 'walk' on the band actions (config.ts)", () => {
          for (const id of game.system.api.activeRuleset().actions.map((a) => a.id)) {
            expect(CONFIG.Token.movement.actions[id].terrainAction, id).to.equal("walk");
          }
        });
        it("posts cards in the user's message mode (chat/message-mode.ts)", () => {
          const data = {};
          ChatMessage.applyMode(data, "gm");
          expect(data.whisper?.length ?? 0).to.be.greaterThan(0);
        });
        it("starts a planned move through _preUpdateMovement (documents/token-document.ts)", async () => {
          const seen = [];
          const id = Hooks.on("preMoveToken", (document) => seen.push(document.id));
          await token.move([{ x: 200, y: 0 }], { planned: true });
          expect(seen).to.deep.equal([]);
          const movementId = token.movement?.id;
          if (movementId) await token.startMovement(movementId);
          Hooks.off("preMoveToken", id);
          expect(seen).to.include(token.id);
        });
        it("gives ruler waypoints cumulative measurements across subpaths (ruler-bands.ts)", () => {
          const ruler = token.object?.ruler;
          expect(ruler, "canvas token ruler").to.not.equal(undefined);
          expect(typeof CONFIG.Token.rulerClass.prototype._getWaypointLabelContext).to.equal("function");
        });
        it("reads a token's level into the snapshot where the scene has levels (snapshot/scene-snapshot.ts)", () => {
          expect(token.level === undefined || typeof token.level === "string").to.equal(true);
        });
        it("offers the combat tracker entry in the v14 shape (applications/sidebar/combat-tracker.ts)", () => {
          const tracker = new CONFIG.ui.combat();
          const entries = tracker._getEntryContextOptions();
          const own = entries.find((e) => (e.label ?? e.name) === "STRIDE.Combat.ResetMovement");
          expect(own?.onClick, "v14 entries use onClick").to.be.a("function");
        });
      });
    },
    { displayName: "Stride: v14 features (skips on v13)" },
  );

  // stride.journey (issue #14): what only a live world shows of journeys, Encumbered and the Strength card.
  quench.registerBatch(
    "stride.journey",
    ({ describe, it, expect, before, after }) => {
      const { ui, foundry, ChatMessage, document, MouseEvent } = globalThis;
      const wait = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));
      const created = [];
      let actor;
      before(async () => {
        actor = await Actor.create({
          name: "Stride Quench Traveller",
          type: "character",
          system: {
            characteristics: { agility: { value: 35 }, strength: { value: 30 }, toughness: { value: 40 } },
            carriedWeight: 0,
          },
        });
      });
      after(async () => {
        foundry.applications.instances.get("stride-journey")?.close();
        for (const message of created) await message.delete().catch(() => undefined);
        await actor?.delete();
      });

      describe("Journeys, Encumbered and the Strength card in a live world (GM)", () => {
        it("adds the Journey tool to the Token controls, and it opens the dialog", async () => {
          await ui.controls.render({ reset: true });
          const tool = ui.controls.controls.tokens.tools["stride-journey"];
          expect(tool, "stride-journey tool").to.not.equal(undefined);
          expect(tool.button).to.equal(true);
          tool.onChange();
          await wait(300);
          expect(foundry.applications.instances.get("stride-journey")?.rendered).to.equal(true);
          await foundry.applications.instances.get("stride-journey").close();
        });

        it("offers Plan a journey on the Actors directory's context menu, with the actor ticked", async () => {
          await ui.actors.render(true);
          const li = ui.actors.element.querySelector(`[data-entry-id="${actor.id}"]`);
          expect(li, "directory entry").to.not.equal(null);
          li.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true, button: 2 }));
          await wait(200);
          const label = game.i18n.localize("STRIDE.Journey.open");
          const item = [...document.querySelectorAll("#context-menu li")].find((e) => e.textContent.includes(label));
          expect(item, "context menu entry").to.not.equal(undefined);
          item.click();
          await wait(300);
          const dialog = foundry.applications.instances.get("stride-journey");
          expect(dialog?.journeyState.chosen).to.deep.equal([actor.uuid]);
          const checked = dialog.element.querySelector(`input[name="member"][value="${actor.uuid}"]`);
          expect(checked.checked).to.equal(true);
        });

        it("posts a journey card from the dialog and renders it from its data", async () => {
          const dialog =
            foundry.applications.instances.get("stride-journey") ?? game.system.api.openJourney([actor.uuid]);
          await wait(300);
          const form = dialog.element;
          form.querySelector('[name="distanceKm"]').value = "40";
          form.querySelector('[name="pace"]').value = "hurry";
          const before = game.messages.size;
          form.requestSubmit();
          await wait(800);
          expect(game.messages.size).to.equal(before + 1);
          const message = game.messages.contents.at(-1);
          created.push(message);
          expect(message.type).to.equal("journey");
          expect(message.system.members[0].tests.length).to.be.greaterThan(0);
          const html = await message.renderHTML();
          await wait(300);
          expect(html.querySelector(".stride-journey-card")).to.not.equal(null);
          expect(html.querySelectorAll("button[data-action='journeyRoll']").length).to.equal(
            message.system.members[0].tests.length,
          );
        });

        it("the active GM writes a player's flagged result onto the journey card", async () => {
          const card = created.find((m) => m.type === "journey");
          const result = { roll: 99, target: 40, success: false, degrees: 6 };
          const flagged = await ChatMessage.create({
            content: "relay",
            flags: { stride: { journeyResult: { messageId: card.id, memberIndex: 0, testIndex: 0, result } } },
          });
          created.push(flagged);
          await wait(600);
          expect(game.messages.get(card.id).system.members[0].tests[0].result?.roll).to.equal(99);
        });

        it("registers Encumbered and sets it from the carried weight (on, then off)", async () => {
          expect(CONFIG.statusEffects.find((s) => s.id === "encumbered")?.name).to.equal("STRIDE.Status.encumbered");
          const limit = actor.system.carrying.carry;
          await actor.update({ "system.carriedWeight": limit + 1 });
          await wait(500);
          expect(actor.statuses.has("encumbered")).to.equal(true);
          await actor.update({ "system.carriedWeight": 0 });
          await wait(500);
          expect(actor.statuses.has("encumbered")).to.equal(false);
        });

        it("renders a Strength test card from its data with a Roll button", async () => {
          const message = await ChatMessage.create({
            type: "strengthTest",
            system: { actorUuid: actor.uuid, tokenUuid: null, task: "lift", weightKg: 500, gravity: "normal" },
          });
          created.push(message);
          const html = await message.renderHTML();
          await wait(300);
          expect(html.querySelector(".stride-strength-card")).to.not.equal(null);
          expect(html.querySelector("button[data-action='strengthRoll']")).to.not.equal(null);
        });
      });
    },
    { displayName: "Stride: journeys, Encumbered and the Strength card (GM; creates an actor and messages)" },
  );

  // --- h/necro16: directly towards/away through core's collision test, the house-rule setting (keep this block contiguous) ---
  quench.registerBatch(
    "stride.necromunda16",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let mover;
      let other;
      before(async function () {
        if (!game.user.isGM || game.system.api.activeRuleset().id !== "necromunda") return this.skip();
        scene = await scratchScene("Stride Quench Directly", "in");
        actor = await Actor.create({ name: "Stride Quench Brute", type: "fighter", system: { profile: { move: 5 } } });
        [mover, other] = await scene.createEmbeddedDocuments("Token", [
          { actorId: actor.id, name: "Mover", x: 500, y: 0, width: 1, height: 1 },
          { actorId: actor.id, name: "Other", x: 1500, y: 0, width: 1, height: 1, disposition: -1 },
        ]);
        // A wall from (300, -100) to (300, 300): 2.5" behind the mover's centre at (550, 50).
        await scene.createEmbeddedDocuments("Wall", [{ c: [300, 0, 300, 300], move: 20 }]);
        await scene.view();
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("core's collision test (CONFIG.Canvas.polygonBackends.move.testCollision)", () => {
        it("gives the closest collision point of a move through a wall, null on a clear line", () => {
          const test = CONFIG.Canvas.polygonBackends.move.testCollision;
          const hit = test({ x: 550, y: 50 }, { x: 50, y: 50 }, { type: "move", mode: "closest" });
          expect(hit?.x).to.be.closeTo(300, 0.5);
          expect(test({ x: 550, y: 50 }, { x: 950, y: 50 }, { type: "move", mode: "closest" })).to.equal(null);
        });
        it('stops a fighter moved 4" directly away at the wall: its 1" base 2" back', async () => {
          const moved = await game.system.api.moveDirectly(mover, other, "away", 4);
          expect(moved.stoppedBy).to.equal("wall");
          expect(moved.distance).to.be.closeTo(2, 0.01);
          expect(mover.x).to.be.closeTo(300, 1);
        });
      });

      describe("the voluntary-engage house rule setting", () => {
        it("is registered as a world setting, off by default, with a name and hint", () => {
          const setting = game.settings.settings.get("stride.voluntaryEngage");
          expect(setting?.scope).to.equal("world");
          expect(setting?.default).to.equal(false);
          expect(game.i18n.has(setting?.hint)).to.equal(true);
          expect(typeof game.settings.get("stride", "voluntaryEngage")).to.equal("boolean");
        });
      });
    },
    { displayName: "Stride: Necromunda #16 (GM, Necromunda ruleset; creates and views a scratch scene)" },
  );

  quench.registerBatch(
    "stride.shadowrun",
    ({ describe, it, expect, before }) => {
      // A world with the Shadowrun ruleset (issue #10): what only a live Foundry can show.
      before(function () {
        if (game.settings.get("stride", "ruleset") !== "shadowrun") this.skip();
      });
      describe("Shadowrun pools, statuses and the Combat Turn", () => {
        it("rolls Nd6cs>=5 keeping each die's face value, with the hits as total (ruling 9)", async () => {
          const roll = await new globalThis.Roll("12d6cs>=5").evaluate();
          const faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
          expect(faces.length).to.equal(12);
          for (const face of faces) expect(face).to.be.within(1, 6);
          expect(roll.total).to.equal(faces.filter((f) => f >= 5).length);
        });
        it("registers Running and Sprinting as status effects whose icons exist and descriptions are localized", async () => {
          for (const id of ["srRunning", "srSprinting"]) {
            const status = CONFIG.statusEffects.find((s) => s.id === id);
            expect(status, id).to.not.equal(undefined);
            expect(status.description).to.not.match(/^STRIDE\./);
            const response = await globalThis.fetch(globalThis.foundry.utils.getRoute(status.img));
            expect(response.ok, status.img).to.equal(true);
          }
        });
        it("uses StrideCombat, whose turn start keeps the history and whose round start clears it", () => {
          expect(CONFIG.Combat.documentClass.name).to.equal("StrideCombat");
          const proto = CONFIG.Combat.documentClass.prototype;
          expect(proto._clearMovementHistoryOnStartTurn).to.not.equal(
            globalThis.foundry.documents.Combat.prototype._clearMovementHistoryOnStartTurn,
          );
          expect(typeof proto._onStartRound).to.equal("function");
        });
        it("gives a terrain behavior a gap width field", () => {
          const fields = CONFIG.RegionBehavior.dataModels["stride.terrain"].schema.fields;
          expect(fields.width.initial).to.equal(0);
        });
      });
    },
    { displayName: "Stride: Shadowrun (a world with the Shadowrun ruleset)" },
  );

  quench.registerBatch(
    "stride.d6vehicles",
    ({ describe, it, expect, before, after }) => {
      // OpenD6 vehicles (issue #12): what only a live world shows — the actor type, its sheet,
      // the vehicle actions on a vehicle token, and the Lost control status.
      let actor = null;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6" || !game.user.isGM) return this.skip();
        actor = await globalThis.Actor.create({ name: "Quench carriage", type: "d6vehicle", system: { move: 15 } });
      });
      after(async () => {
        await actor?.delete();
      });
      describe("the d6vehicle actor", () => {
        it("prepares the five speed levels from its Move", () => {
          expect(actor.system.speeds.map((s) => s.max)).to.deep.equal([0, 7.5, 15, 30, 60]);
          expect(actor.system.kind).to.equal("vehicle");
        });
        it("opens its own sheet, listing the speed levels", async () => {
          const sheet = actor.sheet;
          await sheet.render({ force: true });
          expect(sheet.element.querySelectorAll("tr[data-speed]").length).to.equal(5);
          await sheet.close();
        });
        it("registers the vehicle speed actions and the Lost control status", () => {
          for (const id of ["d6Cautious", "d6Cruising", "d6High", "d6AllOut"]) {
            expect(CONFIG.Token.movement.actions[id], id).to.not.equal(undefined);
          }
          const status = CONFIG.statusEffects.find((s) => s.id === "d6LostControl");
          expect(status).to.not.equal(undefined);
          expect(status.description).to.not.match(/^STRIDE\./);
        });
      });
    },
    { displayName: "Stride: OpenD6 vehicles (GM, a world with the OpenD6 ruleset; creates a scratch actor)" },
  );
};

if (globalThis.quench) register(globalThis.quench);
else Hooks.once("quenchReady", register);

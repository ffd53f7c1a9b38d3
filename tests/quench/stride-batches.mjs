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

/** A started combat on `scene` with `token` as its one combatant, for a batch to delete. */
const startedCombat = async (scene, token) => {
  const combat = await Combat.create({ scene: scene.id });
  await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id, sceneId: scene.id }]);
  await combat.startCombat();
  return combat;
};

/** Resolves after `ms` milliseconds, for a live hook's work to land. */
const wait = (ms = 500) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/**
 * Views `scene` on the canvas (a placeable's `object`, its ruler and `_getMovementCostFunction`
 * exist only on the viewed scene) and returns what views the scene viewed before, for `after`.
 */
const viewScratch = async (scene) => {
  const previous = globalThis.canvas?.scene ?? null;
  await scene.view();
  return async () => {
    if (previous && previous.id !== scene.id && game.scenes.has(previous.id)) await previous.view();
  };
};

/** The canvas object of a placeable document on the viewed scene, once drawn (null after about 2 s). */
const drawnObject = async (document) => {
  for (let i = 0; i < 20 && !document.object; i++) await wait(100);
  return document.object ?? null;
};

/** The chat messages of `type` created since the log held `before` messages. */
const postedSince = (before, type = "movementTest") =>
  game.messages.contents.slice(before).filter((m) => m.type === type);

/** A Dark Heresy character of Agility 42 and Strength 40, for a batch to create and delete. */
const dh2Character = (name) =>
  Actor.create({
    name,
    type: "character",
    system: { characteristics: { agility: { value: 42, unnatural: 0 }, strength: { value: 40, unnatural: 0 } } },
  });

const register = (quench) => {
  quench.registerBatch(
    "stride.registration",
    ({ describe, it, expect }) => {
      describe("Stride registers with Foundry", () => {
        it("adds the active ruleset's movement actions, with terrain taken from walking", () => {
          // Every ruleset registers its own actions (config.ts), so this holds in any world.
          const ids = game.system.api.activeRuleset().actions.map((a) => a.id);
          expect(ids.length).to.be.greaterThan(0);
          for (const id of ids) {
            const action = CONFIG.Token.movement.actions[id];
            expect(action, id).to.not.equal(undefined);
            expect(action.deriveTerrainDifficulty({ walk: 2 })).to.equal(2);
          }
        });
        it("uses Stride's token classes, ruler and terrain data", () => {
          // Direct subclasses of core's, known by their parent and what they define: the built file is
          // minified, so the classes are not named StrideTokenRuler … there.
          const { Token, tokens } = globalThis.foundry.canvas.placeables;
          const parentOf = (cls) => Object.getPrototypeOf(cls);
          expect(parentOf(CONFIG.Token.rulerClass)).to.equal(tokens.TokenRuler);
          expect(CONFIG.Token.rulerClass.WAYPOINT_LABEL_TEMPLATE).to.match(/\/templates\/canvas\/waypoint-label\.hbs$/);
          expect(parentOf(CONFIG.Token.objectClass)).to.equal(Token);
          expect(parentOf(CONFIG.Token.movement.TerrainData)).to.equal(globalThis.foundry.data.TerrainData);
          expect(Object.hasOwn(CONFIG.Token.movement.TerrainData, "getMovementCostFunction")).to.equal(true);
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
        it("registers every chat card's model from its metadata, under the type the metadata names", () => {
          const cards = Object.entries(CONFIG.ChatMessage.dataModels).filter(([, model]) =>
            String(model?.metadata?.template ?? "").startsWith(`systems/${game.system.id}/`),
          );
          expect(cards.map(([type]) => type).sort()).to.deep.equal([
            "collisionCard",
            "collisionNotice",
            "fallCard",
            "journey",
            "movementTest",
            "ruleNotice",
            "strengthTest",
            "weatherCard",
          ]);
          for (const [type, model] of cards) {
            expect(model.metadata.type, type).to.equal(type);
            expect(typeof model.prototype.cardContext, type).to.equal("function");
            expect(typeof model.prototype.renderHTML, type).to.equal("function");
          }
        });
        it("registers every actor type's model and default sheet from the model's metadata", () => {
          const types = ["character", "npc", "fighter", "vehicle", "runner", "d6character", "d6vehicle"];
          for (const type of types) {
            const model = CONFIG.Actor.dataModels[type];
            expect(model?.metadata?.types ?? [], type).to.include(type);
            // An unsaved actor: its system answers what movement reads, and its sheet is Stride's.
            const actor = new Actor.implementation({ name: `Stride registration ${type}`, type });
            expect(actor.system.kind, type).to.equal(model.metadata.kind);
            expect(typeof actor.system.flyingSpeed, type).to.equal("number");
            expect(typeof actor.system.movementProfile?.characteristics, type).to.equal("object");
            expect(actor.sheet?.options?.classes ?? [], type).to.include("stride");
          }
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
      let restoreView;
      before(async function () {
        // Dark Heresy's rubble (×2) and Agility test: needs a world whose Ruleset setting is dh2.
        if (game.settings.get("stride", "ruleset") !== "dh2") return this.skip();
        scene = await scratchScene("Stride Quench", "m");
        restoreView = await viewScratch(scene);
        actor = await Actor.create({
          name: "Stride Quench Acolyte",
          type: "character",
          system: { characteristics: { agility: { value: 42, unnatural: 0 } } },
        });
        token = await placeToken(scene, actor, "Acolyte", 0, 0);
        await terrainRegion(scene, "Rubble", { x: 300, y: 0, width: 300, height: 100 }, { condition: "rubble" });
        await drawnObject(token);
      });
      after(async () => {
        await restoreView?.();
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
          const combat = await startedCombat(scene, token);
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
    { displayName: "Stride: movement (needs the Dark Heresy ruleset; creates and views a scratch scene)" },
  );

  quench.registerBatch(
    "stride.necromunda",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      let restoreView;
      before(async function () {
        // Needs a world whose Ruleset setting is Necromunda.
        if (game.system.api.activeRuleset().id !== "necromunda") return this.skip();
        scene = await scratchScene("Stride Quench Underhive", "in");
        restoreView = await viewScratch(scene);
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
        await drawnObject(token);
      });
      after(async () => {
        await restoreView?.();
        await scene?.delete();
        await actor?.delete();
      });

      const measure = (waypoints) => {
        const path = token.getCompleteMovementPath(waypoints);
        const terrainPath = token.object?.createTerrainMovementPath?.(path) ?? path;
        return token.measureMovementPath(terrainPath, { cost: token.object._getMovementCostFunction({}) });
      };

      describe("heights through Foundry's own measurement", () => {
        it('charges 2" per inch climbed, up or down, and nothing for a drop taken with the jump action', () => {
          expect(
            measure([
              { x: 1000, y: 0, elevation: 0 },
              { x: 1000, y: 0, elevation: 2 },
            ]).cost,
          ).to.equal(4);
          expect(
            measure([
              { x: 1000, y: 0, elevation: 2, action: "move" },
              { x: 1000, y: 0, elevation: 0, action: "move" },
            ]).cost,
          ).to.equal(4);
          // Core's `jump` movement action reaches the cost function as the segment's action.
          expect(CONFIG.Token.movement.actions.jump).to.be.an("object");
          expect(
            measure([
              { x: 1000, y: 0, elevation: 2, action: "jump" },
              { x: 1000, y: 0, elevation: 0, action: "jump" },
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

      describe("Pinned is the Prone status", () => {
        it("reads a fighter as Pinned while its actor has the Prone status, and Standing without it", async () => {
          await actor.toggleStatusEffect("prone", { active: true });
          expect(actor.statuses.has("prone")).to.equal(true);
          expect(actor.system.reading.status).to.equal("pinned");
          await actor.toggleStatusEffect("prone", { active: false });
          expect(actor.system.reading.status).to.equal("standing");
        });
      });

      describe("forced moves and structures", () => {
        it("records no movement cost for a forced (displace) move in a started combat", async () => {
          const combat = await startedCombat(scene, token);
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

      describe("the GM's Post a movement test list", () => {
        it("offers run-over, rider, side-on and lift tests, and a run-over card keeps the dialog's choices", async () => {
          const ruleset = game.system.api.activeRuleset();
          const kinds = ruleset.tests.manualTests.map((s) => s.request.kind);
          for (const kind of ["runOver", "riding", "sideOn", "liftObstruct"]) expect(kinds).to.include(kind);
          // The request the dialog makes (the selects' text values under `options`), stored on a live card.
          const message = await game.system.api.requestMovementTest(token, {
            kind: "runOver",
            options: { status: "pinned", vehicleMove: "8" },
          });
          expect(message.system.request.options).to.include({ status: "pinned", vehicleMove: "8" });
          // Rebuilt from what the card stored, it is the automated test of a Pinned fighter and an M8 vehicle.
          const rebuilt = ruleset.tests.buildTest(message.system.request);
          const automated = ruleset.tests.buildTest({ kind: "runOver", status: "pinned", vehicleMove: 8 });
          expect(rebuilt.modifiers).to.deep.equal(automated.modifiers);
          expect(rebuilt.hit).to.deep.equal({ strength: 7, ap: -2, damage: 2 });
          await message.delete();
        });
      });
    },
    { displayName: "Stride: Necromunda (needs the Necromunda ruleset; creates and views a scratch scene)" },
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
        it("gives a keyboard move's data its method and origin (a keyboard step meets the drag's stops: movement/check.ts)", async () => {
          let seen = null;
          const id = Hooks.once("preMoveToken", (document, movement) => {
            seen = {
              method: movement.method,
              origin: movement.origin,
              waypoints: (movement.passed?.waypoints?.length ?? 0) + (movement.pending?.waypoints?.length ?? 0),
            };
          });
          await token.move([{ x: token.x + 100, y: token.y }], { method: "keyboard" });
          Hooks.off("preMoveToken", id);
          globalThis.console.log("Stride | keyboard movement data", seen);
          expect(seen?.method).to.equal("keyboard");
          expect(seen?.origin).to.include.keys("x", "y", "elevation");
          expect(seen?.waypoints).to.be.greaterThan(0);
          await token.move([{ x: token.x - 100, y: token.y }], { method: "undo" });
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
        it("rolls the Charge's D3 at the first Charge drag start of a turn: kept on the scene by the GM, posted once", async () => {
          const combat = await startedCombat(scene, token);
          await token.update({ movementAction: "charge" });
          const before = game.messages.size;
          const start = () => {
            // Only the roll, which runs before core's drag start, is checked: a bare event is enough for it.
            for (const name of ["_onDragLeftStart", "_onDragLeftCancel"]) {
              try {
                token.object[name]({});
              } catch (error) {
                globalThis.console.log(`Stride | ${name} without a real drag`, error);
              }
            }
          };
          const rolled = () => scene.flags?.stride?.kept?.[token.id]?.actionRolls?.rolled?.charge;
          start();
          for (let i = 0; i < 40 && (rolled() === undefined || game.messages.size === before); i++)
            await new Promise((resolve) => globalThis.setTimeout(resolve, 50));
          expect([1, 2, 3]).to.include(rolled());
          expect(game.messages.size).to.equal(before + 1);
          expect(game.messages.contents.at(-1).rolls[0].formula).to.equal("1d3");
          start();
          await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
          expect(game.messages.size).to.equal(before + 1);
          await game.messages.contents.at(-1).delete();
          await token.update({ movementAction: null });
          await combat.delete();
        });
      });
    },
    { displayName: "Stride: drag (needs the Necromunda ruleset; creates and views a scratch scene)" },
  );
  // --- end drag ---

  // --- h/moves: the executor and whole movements (keep this block contiguous) ---
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

      describe("the executor on the GM's client", () => {
        it("moves a token as a forced move", async () => {
          const effects = [{ type: "move", model: token.id, to: { x: 5.5, y: 0.5 } }];
          const report = await game.system.api.effects.runEffects(effects, scene);
          expect(report.done).to.equal(1);
          expect(token.x).to.equal(500);
          expect(token.movementHistory.at(-1)?.action ?? "displace").to.equal("displace");
        });
        it("offers no way to hand the GM a list of effects", () => {
          expect(game.system.api.effects.handleSocketRequest).to.equal(undefined);
        });
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
        it("a movement stopped at a checkpoint fires stopToken with the movement as far as it went", async () => {
          await token.update({ x: 0, y: 0 }, { animate: false });
          await scene.createEmbeddedDocuments("Region", [
            {
              name: "Stop here",
              shapes: [{ type: "rectangle", x: 300, y: 0, width: 100, height: 100, rotation: 0, hole: false }],
              behaviors: [
                {
                  type: "executeScript",
                  name: "Stop",
                  system: { events: ["tokenMoveIn"], source: "await event.data.token.stopMovement();" },
                },
              ],
            },
          ]);
          let stopped = null;
          const id = Hooks.on("stopToken", (document) => {
            if (document === token) stopped = { state: document.movement.state, user: document.movement.user };
          });
          await token.move([{ x: 1000, y: 0 }]);
          await wait(1500);
          Hooks.off("stopToken", id);
          expect(stopped, "stopToken fired").to.not.equal(null);
          expect(token.x).to.be.lessThan(1000);
          expect(stopped.state).to.equal("stopped");
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
      let restoreView;
      before(async function () {
        if (!v14()) return this.skip();
        scene = await scratchScene("Stride Quench v14", "m");
        restoreView = await viewScratch(scene);
        actor = await Actor.create({ name: "Stride Quench v14", type: "character" });
        token = await placeToken(scene, actor, "v14", 0, 0);
        await drawnObject(token);
      });
      after(async () => {
        await restoreView?.();
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
          expect(token.object, "the token drawn on the viewed scene").to.not.equal(null);
          expect(token.object.ruler, "canvas token ruler").to.be.an.instanceOf(CONFIG.Token.rulerClass);
          expect(typeof CONFIG.Token.rulerClass.prototype._getWaypointLabelContext).to.equal("function");
        });
        it("reads a token's level into the snapshot where the scene has levels (snapshot/scene-snapshot.ts)", () => {
          expect(token.level === undefined || typeof token.level === "string").to.equal(true);
        });
        it("leaves the combatant's movement reset to core's Clear Movement History (docs/foundry-evidence.md § 33)", () => {
          // The sidebar's own tracker: a second instance would be a second application with the same id.
          const entries = globalThis.ui.combat._getEntryContextOptions();
          const names = entries.map((e) => e.label ?? e.name);
          expect(names).to.include("COMBAT.CombatantClearMovementHistory");
          expect(names.filter((n) => String(n).startsWith("STRIDE."))).to.deep.equal([]);
        });
      });
    },
    { displayName: "Stride: v14 features (skips on v13; creates and views a scratch scene)" },
  );

  // stride.levels (issue #21): v14 scene levels as the snapshot reads them (docs/foundry-evidence.md § 11).
  quench.registerBatch(
    "stride.levels",
    ({ describe, it, expect, before, after }) => {
      const hasLevels = () => typeof CONFIG.Level?.documentClass === "function";
      const api = () => game.system.api;
      let scene;
      let actor;
      let ground;
      let upper;
      let me;
      let below;
      let above;
      let upperOnly;
      let everyFloor;
      /** A region of no behavior over (x, y) px, 200 px square, limited to `levels` when given. */
      const region = (name, x, levels) => ({
        name,
        ...(levels ? { levels } : {}),
        shapes: [{ type: "rectangle", x, y: 400, width: 200, height: 200, rotation: 0, hole: false }],
        behaviors: [],
      });
      before(async function () {
        if (!hasLevels()) return this.skip();
        scene = await scratchScene("Stride Quench levels", "m");
        // As BaseLevel's API page creates them (foundryvtt.com/api/classes/foundry.documents.BaseLevel.html).
        [ground, upper] = await scene.createEmbeddedDocuments("Level", [
          { name: "Stride ground", elevation: { bottom: 0, top: 3 } },
          { name: "Stride upper", elevation: { bottom: 3, top: 6 } },
        ]);
        actor = await Actor.create({ name: "Stride Quench levels", type: "character" });
        const token = (name, x, level, elevation) => ({
          actorId: actor.id,
          name,
          x,
          y: 0,
          width: 1,
          height: 1,
          elevation,
          level: level.id,
        });
        [me, below, above] = await scene.createEmbeddedDocuments("Token", [
          token("me", 0, ground, 0),
          token("below", 600, ground, 0),
          token("above", 600, upper, 3),
        ]);
        [upperOnly, everyFloor] = await scene.createEmbeddedDocuments("Region", [
          region("Upper only", 0, [upper.id]),
          region("Every floor", 400),
        ]);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });
      describe("a token meets only the tokens and regions of its own level", () => {
        it("stores a token's level as an id and a region's levels as ids, none on every floor", () => {
          expect(me.level).to.equal(ground.id);
          expect(above.level).to.equal(upper.id);
          expect([...upperOnly.levels]).to.deep.equal([upper.id]);
          expect([...(everyFloor.levels ?? [])]).to.deep.equal([]);
        });
        it("builds the snapshot for a mover on the ground floor without the upper floor's token and region", () => {
          const snapshot = api().sceneSnapshot(scene, api().activeRuleset().unit, { mover: me });
          expect(snapshot.models.map((m) => m.id).sort()).to.deep.equal([me.id, below.id].sort());
          expect(snapshot.regions.map((r) => r.id)).to.deep.equal([everyFloor.id]);
          const up = api().sceneSnapshot(scene, api().activeRuleset().unit, { mover: above });
          expect(up.models.map((m) => m.id)).to.deep.equal([above.id]);
          expect(up.regions.map((r) => r.id).sort()).to.deep.equal([upperOnly.id, everyFloor.id].sort());
        });
        it("agrees with core's own includedInLevel where the documents offer it", function () {
          if (typeof upperOnly.includedInLevel !== "function") return this.skip();
          for (const level of [ground, upper]) {
            const snapshot = api().sceneSnapshot(scene, api().activeRuleset().unit, {
              mover: { id: null, level: level.id },
            });
            const ours = snapshot.regions.map((r) => r.id).sort();
            const core = [upperOnly, everyFloor].filter((r) => r.includedInLevel(level.id)).map((r) => r.id);
            expect(ours, level.name).to.deep.equal(core.sort());
          }
        });
        it("moves directly towards a token on its own level only (effects/directly.ts)", async () => {
          expect(await api().moveDirectly(me, above, "towards", 1)).to.equal(null);
          expect(me.x).to.equal(0);
          const move = await api().moveDirectly(me, below, "towards", 1);
          expect(move?.distance ?? 0).to.be.greaterThan(0);
        });
      });
    },
    { displayName: "Stride: v14 scene levels in the snapshot (GM; skips on v13; creates a scratch scene)" },
  );

  // stride.journey (issue #14): what only a live world shows of journeys, Encumbered and the Strength card.
  quench.registerBatch(
    "stride.journey",
    ({ describe, it, expect, before, after }) => {
      const { ui, foundry, ChatMessage, document, MouseEvent } = globalThis;
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
    ({ describe, it, expect, before, after }) => {
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
          // A direct subclass of core's Combat (the minified build does not keep the name StrideCombat).
          expect(Object.getPrototypeOf(CONFIG.Combat.documentClass)).to.equal(globalThis.foundry.documents.Combat);
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

      // The fall card, the Sprint key and the undo on a scratch scene (GM; issue #10).
      describe("Shadowrun on a scratch scene: falls, the Sprint key, undo", () => {
        let scene;
        let actor;
        let token;
        let combat;
        /** The newest movement test card of the runner, or undefined. */
        const lastCard = () =>
          game.messages.contents.filter((m) => m.type === "movementTest" && m.system.actorUuid === actor.uuid).at(-1);
        before(async function () {
          if (!game.user.isGM) return this.skip();
          scene = await scratchScene("Stride Quench Rooftops", "m");
          // Agility 5: Walk 10 m, Run 20 m; Running 4: two sprints a Combat Turn.
          actor = await Actor.create({
            name: "Stride Quench Runner",
            type: "runner",
            system: {
              metatype: "human",
              attributes: { agility: 5, strength: 4, body: 4 },
              skills: { running: 4, swimming: 2, acrobatics: 3 },
              armour: 9,
            },
          });
          token = await placeToken(scene, actor, "Runner", 0, 0);
          await token.update({ elevation: 12 });
          await scene.view();
        });
        after(async () => {
          await combat?.delete();
          await scene?.delete();
          await actor?.delete();
        });

        it("registers the Sprint key (R, editable) that no core control uses", () => {
          const bindings = game.keybindings.get("stride", "allowanceTest");
          expect(bindings[0]?.key).to.equal("KeyR");
          const onR = (game.keybindings.activeKeys.get("KeyR") ?? []).map((a) => a.action);
          expect(onR).to.include("stride.allowanceTest");
          expect(onR.filter((a) => a.startsWith("core."))).to.deep.equal([]);
          // The ruler names the key with core's Configure Controls label (allowance-test.ts allowanceKeyLabel).
          const humanize = globalThis.foundry.applications.sidebar.apps.ControlsConfig?.humanizeBinding;
          expect(typeof humanize).to.equal("function");
          expect(humanize(bindings[0])).to.equal("R");
        });
        it("posts the fall card when a move drops 12 m, outside combat, with DV 12 (§ Falling)", async () => {
          await token.move([{ x: 200, y: 0, elevation: 0, action: "srWalk" }]);
          await wait(1500);
          const card = lastCard();
          expect(card?.system.request.kind).to.equal("fall");
          expect(card?.system.request.distance).to.equal(12);
        });
        it("keeps a soft landing on a real fall card and shows it as its own DV line (§ Falling; Rulings)", async () => {
          const message = await game.system.api.requestMovementTest(token, {
            kind: "fall",
            distance: 7,
            options: { landing: "soft" },
          });
          // The stored request survives the ChatMessage schema and a reload from the database.
          expect(message.system.request.options).to.include({ landing: "soft" });
          expect(game.messages.get(message.id)?.system.request.options?.landing).to.equal("soft");
          const html = await message.renderHTML();
          expect(html.textContent).to.include(game.i18n.localize("STRIDE.Shadowrun.Fall.landingLine.soft"));
          await message.delete();
        });
        it("sets Running past Walk in a started combat, and an undo back under Walk clears it", async () => {
          combat = await Combat.create({ scene: scene.id, active: true });
          await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id, sceneId: scene.id }]);
          await combat.startCombat();
          await token.move([{ x: 600, y: 0, action: "srWalk" }]);
          await wait(800);
          await token.move([{ x: 1400, y: 0, action: "srRun" }]);
          await wait(1500);
          expect(actor.statuses.has("srRunning")).to.equal(true);
          const before = token.movementHistory.length;
          // The undo of the last recorded movement (TokenDocument#revertRecordedMovement, v13 page).
          await token.revertRecordedMovement(token.movementHistory.at(-1)?.movementId);
          await wait(1500);
          // Foundry took the move out of the history (the spent metres are back) …
          expect(token.movementHistory.length).to.be.lessThan(before);
          expect(token.x).to.equal(600);
          // … and the 4 m left are under Walk (10 m): no longer Running.
          expect(actor.statuses.has("srRunning")).to.equal(false);
        });
        it("posts the Sprinting card when R is pressed with the runner controlled", async () => {
          const canvasToken = token.object;
          if (!canvasToken) return;
          canvasToken.control({ releaseOthers: true });
          const action = game.keybindings.actions.get("stride.allowanceTest");
          expect(action.onDown({})).to.equal(true);
          await wait(800);
          expect(lastCard()?.system.request.kind).to.equal("sprint");
        });
        it("posts the climbing card when a move in a started combat stops at a sheer 12 m wall (§ Climbing)", async () => {
          if (!combat?.started) {
            combat = await Combat.create({ scene: scene.id, active: true });
            await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id, sceneId: scene.id }]);
            await combat.startCombat();
          }
          await terrainRegion(
            scene,
            "Wall",
            { x: 1000, y: 0, width: 100, height: 300 },
            { condition: "climb", height: 12, surface: "sheer" },
          );
          await token.move([{ x: 500, y: 0, elevation: 0, action: "displace" }]);
          await token.move([{ x: 900, y: 0, elevation: 0, action: "srWalk" }]);
          await wait(1500);
          const card = lastCard();
          expect(card?.system.request.kind).to.equal("climb");
          // Sheer maps to the Climbing Table's sheer row; from the floor the climb goes up 12 m.
          expect(card?.system.request.options).to.include({ direction: "up", surface: "sheer", height: "12" });
        });
      });
    },
    { displayName: "Stride: Shadowrun (a world with the Shadowrun ruleset)" },
  );

  // stride.journeyPath (issue #14 item 1): a journey's distance measured along a Drawing on the viewed scene.
  quench.registerBatch(
    "stride.journeyPath",
    ({ describe, it, expect, before, after }) => {
      const { foundry } = globalThis;
      let scene;
      let road;
      let hall;
      before(async function () {
        if (!game.user.isGM || game.system.api.activeRuleset().id !== "dh2") return this.skip();
        // 100 px grid spaces of 1 km: the road's 1,500 px (a 3-4-5 leg, then 1,000 px) are 15 km.
        scene = await scratchScene("Stride Quench Journey Path", "km");
        [road, hall] = await scene.createEmbeddedDocuments("Drawing", [
          { x: 100, y: 100, text: "Road", shape: { type: "p", points: [0, 0, 300, 400, 300, 1400] } },
          { x: 900, y: 100, shape: { type: "r", width: 200, height: 200 } },
        ]);
        await scene.view();
        await wait(500);
      });
      after(async () => {
        foundry.applications.instances.get("stride-journey")?.close();
        await scene?.delete();
      });

      describe("Measure along a drawn path (GM, dh2)", () => {
        it("stores a polygon Drawing as type p with flat points relative to x, y", () => {
          expect(road.shape.type).to.equal("p");
          expect(Array.from(road.shape.points)).to.deep.equal([0, 0, 300, 400, 300, 1400]);
          expect([scene.grid.size, scene.grid.distance, scene.grid.units]).to.deep.equal([100, 1, "km"]);
        });

        it("lists the scene's paths with the controlled one chosen, and Measure fills in 15 km", async () => {
          globalThis.canvas.drawings.activate();
          globalThis.canvas.drawings.get(road.id).control();
          const dialog = game.system.api.openJourney([]);
          await wait(400);
          const select = dialog.element.querySelector('[name="pathDrawing"]');
          const offered = [...select.options].map((o) => o.value).filter(Boolean);
          expect(offered).to.deep.equal([road.id]);
          expect(offered).to.not.include(hall.id);
          expect(select.value).to.equal(road.id);
          dialog.element.querySelector('[data-action="measurePath"]').click();
          await wait(400);
          expect(dialog.element.querySelector('[name="distanceKm"]').value).to.equal("15");
          expect(dialog.element.querySelector("[data-path-note]").textContent).to.contain("15 km");
        });

        it("refuses a scene whose unit it cannot convert, naming the unit", async () => {
          await scene.update({ "grid.units": "leagues" });
          const dialog = foundry.applications.instances.get("stride-journey");
          await dialog.render();
          await wait(300);
          dialog.element.querySelector('[data-action="measurePath"]').click();
          await wait(400);
          expect(dialog.journeyState.pathError).to.equal("pathUnits");
          expect(dialog.element.querySelector('[role="alert"]').textContent).to.contain("leagues");
        });
      });
    },
    { displayName: "Stride: journey distance along a drawn path (GM, dh2; creates and views a scratch scene)" },
  );

  quench.registerBatch(
    "stride.dh2Regions",
    ({ describe, it, expect, before, after }) => {
      // Dark Heresy scene terrain (issue #13): what only a live world shows. A Dark Heresy world, as a GM.
      let scene;
      let actor;
      let token;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2") return this.skip();
        scene = await scratchScene("Stride Quench DH2 Regions", "m");
        await scene.view();
        actor = await dh2Character("Stride Quench Climber");
        token = await placeToken(scene, actor, "Climber", 0, 0);
        // A 3 m ledge from x = 500 px behind its sheer wall (x 400–500), a 3 m chasm 5 m deep further on.
        await terrainRegion(
          scene,
          "Ledge",
          { x: 500, y: 0, width: 500, height: 300 },
          { condition: "raised", height: 3 },
        );
        await terrainRegion(
          scene,
          "Wall",
          { x: 400, y: 0, width: 100, height: 300 },
          {
            condition: "climb",
            height: 3,
            surface: "sheer",
          },
        );
        await terrainRegion(
          scene,
          "Chasm",
          { x: 1200, y: 0, width: 300, height: 300 },
          { condition: "gap", height: 5 },
        );
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("the terrain behavior's fields", () => {
        it("has surface (simple, sheer) and water (calm, hazardous, deep) fields with localized choices", () => {
          const fields = CONFIG.RegionBehavior.dataModels["stride.terrain"].schema.fields;
          expect(Object.keys(fields.surface.choices)).to.deep.equal(["simple", "sheer"]);
          expect(Object.keys(fields.water.choices)).to.deep.equal(["calm", "hazardous", "deep"]);
          for (const key of Object.values({ ...fields.surface.choices, ...fields.water.choices })) {
            expect(game.i18n.has(key), key).to.equal(true);
          }
          expect(game.i18n.has("STRIDE.TerrainBehavior.FIELDS.surface.label")).to.equal(true);
        });
        it("gives Foundry's terrain path the wall's qualifier: climb and sheer", () => {
          const path = token.object.createTerrainMovementPath(
            token.getCompleteMovementPath([
              { x: 0, y: 0 },
              { x: 700, y: 0 },
            ]),
          );
          const conditions = path.flatMap((w) => w.terrain?.conditions ?? []);
          expect(conditions).to.include.members(["climb", "sheer", "raised"]);
        });
      });

      describe("the ground a dragged path stands on", () => {
        it("constrains a walk onto the ledge to end 3 m up", () => {
          const [path] = token.object.constrainMovementPath(
            [
              { x: 0, y: 0, elevation: 0 },
              { x: 700, y: 0, elevation: 0, action: "half" },
            ],
            { preview: true },
          );
          expect(path.at(-1).elevation).to.equal(3);
        });
        it("moves a token to a negative elevation when displaced into a gap (a short leap's fall)", async () => {
          await token.move([{ x: 1300, y: 0, elevation: -5, action: "displace" }]);
          expect(token.elevation).to.equal(-5);
          await token.move([{ x: 0, y: 0, elevation: 0, action: "displace" }]);
        });
      });

      describe("cards a finished move posts on this client", () => {
        it("posts one jump-down card about 3 m for a move off the ledge in a started combat", async () => {
          await token.move([{ x: 700, y: 0, elevation: 3, action: "displace" }]);
          const combat = await startedCombat(scene, token);
          const before = game.messages.size;
          await token.move([{ x: 700, y: 500, elevation: 0, action: "half" }]);
          await new Promise((resolve) => globalThis.setTimeout(resolve, 500));
          const posted = postedSince(before);
          expect(posted.map((m) => [m.system.request.kind, m.system.request.distance])).to.deep.equal([
            ["jumpDown", 3],
          ]);
          for (const m of posted) await m.delete();
          await combat.delete();
        });
        it("keeps a leap request's run-up, depth and heading on the card", async () => {
          const message = await game.system.api.requestMovementTest(token, {
            kind: "leap",
            distance: 3,
            options: { runUp: "8", depth: "5", heading: "0" },
          });
          expect(message.system.request.options).to.include({ runUp: "8", depth: "5" });
          await message.delete();
        });
        it("a leap after a Run says the Run spent the Full Action, with no target to roll against", async () => {
          const message = await game.system.api.requestMovementTest(token, {
            kind: "leap",
            distance: 3,
            options: { runUp: "8", depth: "5", heading: "0", landing: "3.5", spent: "run" },
          });
          const html = await message.renderHTML();
          const reason = game.i18n.format("STRIDE.Dh2.reason.leapSpent", {
            band: game.i18n.localize("STRIDE.Action.run"),
          });
          expect(html.textContent).to.contain(reason);
          expect(html.textContent).to.contain(game.i18n.localize("STRIDE.Card.impossible"));
          await message.delete();
        });
      });

      describe("swimming weighed down (§ Swimming)", () => {
        it("an Encumbered swimmer's swim card shows the Encumbered line before the roll", async () => {
          await actor.update({ "system.carriedWeight": actor.system.carrying.carry + 1 });
          await new Promise((resolve) => globalThis.setTimeout(resolve, 500));
          expect(actor.statuses.has("encumbered")).to.equal(true);
          const message = await game.system.api.requestMovementTest(token, { kind: "swim", distance: 3 });
          const html = await message.renderHTML();
          expect(html.textContent).to.contain(game.i18n.localize("STRIDE.Status.encumbered"));
          expect(html.textContent).to.match(/[−-]30/);
          await message.delete();
          await actor.update({ "system.carriedWeight": 0 });
        });
      });

      describe("a sheer wall from the path, outside combat (ruling 5, § Abseiling)", () => {
        const posted = async (before) => {
          await wait();
          return postedSince(before);
        };
        it("a move up the sheer wall posts the sheer climb card; one back down across it the abseil", async () => {
          await token.move([{ x: 0, y: 0, elevation: 0, action: "displace" }]);
          let before = game.messages.size;
          await token.move([{ x: 700, y: 0, elevation: 3, action: "half" }]);
          let cards = await posted(before);
          expect(cards.map((m) => m.system.request.kind)).to.deep.equal(["sheerClimb"]);
          for (const m of cards) await m.delete();
          before = game.messages.size;
          await token.move([{ x: 0, y: 0, elevation: 0, action: "half" }]);
          cards = await posted(before);
          expect(cards.map((m) => [m.system.request.kind, m.system.request.distance])).to.deep.equal([["abseil", 3]]);
          for (const m of cards) await m.delete();
        });
      });
    },
    { displayName: "Stride: Dark Heresy regions (GM, Dark Heresy ruleset; creates and views a scratch scene)" },
  );

  quench.registerBatch(
    "stride.d6",
    ({ describe, it, expect, before, after }) => {
      // A world with the OpenD6 ruleset (issue #11): the pace settings, the street chase pack, and
      // what the backtrack consequence and the pace record read from a live token.
      let scene;
      let actor;
      let combat;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6") return this.skip();
        scene = await scratchScene("Stride Quench OpenD6", "m");
        actor = await Actor.create({ name: "Stride Quench courier", type: "d6character", system: { move: 10 } });
      });
      after(async () => {
        await combat?.delete();
        await scene?.delete();
        await actor?.delete();
      });
      describe("OpenD6 settings and packs", () => {
        it("registers the pace settings as world settings: limits off, fatigue rounds 0 (off)", () => {
          const limits = game.settings.settings.get("stride.paceLimits");
          const fatigue = game.settings.settings.get("stride.fatigueRounds");
          expect(limits?.scope).to.equal("world");
          expect(limits?.default).to.equal(false);
          expect(fatigue?.default).to.equal(0);
          expect(fatigue?.range?.max).to.equal(20);
          expect(game.i18n.has(fatigue?.hint)).to.equal(true);
        });
        it("ships the street chase scene in the OpenD6 Adventure, with its five terrain regions and three characters", async () => {
          const pack = game.packs.get("stride.adventures");
          expect(pack?.documentName).to.equal("Adventure");
          const adventure = (await pack.getDocuments()).find((a) => a.getFlag("stride", "ruleset") === "d6");
          const entry = adventure.toObject().scenes.find((s) => s.name === "Stride Street Chase (OpenD6)");
          expect(entry.regions.length).to.equal(5);
          expect(entry.tokens.length).to.equal(3);
          expect(entry.grid.units).to.equal("m");
        });
        it("gives the ruleset a ruler label and a pace through game.system.api", () => {
          const d6 = game.system.api.rules.getRuleset("d6");
          expect(typeof d6.bands.rulerLabel).to.equal("function");
          expect(d6.runningDifficulty({ move: 10, distance: 20 })).to.deep.equal({
            movements: 2,
            difficulty: 5,
            free: false,
          });
        });
      });
      describe("a running courier in a started combat", () => {
        it("records the move in movementHistory (the path a missed roll goes back along) and a pace at the next turn", async () => {
          const [token] = await scene.createEmbeddedDocuments("Token", [
            { actorId: actor.id, name: "Courier", x: 0, y: 0, width: 1, height: 1, actorLink: true },
          ]);
          combat = await Combat.create({ scene: scene.id });
          await combat.createEmbeddedDocuments("Combatant", [
            { tokenId: token.id, sceneId: scene.id, actorId: actor.id },
          ]);
          await combat.startCombat();
          await token.move([
            { x: 1000, y: 0, action: "walk" },
            { x: 1000, y: 1700, action: "walk" },
          ]);
          const history = token.movementHistory;
          expect(history.length).to.be.at.least(2);
          expect(history.at(-1).x).to.equal(1000);
          expect(history.at(-1).y).to.equal(1700);
          // The next round starts the courier's turn again: the pace of the 27 m is recorded first.
          await combat.nextRound();
          // Kept by the GM's client on the scene, by token id (data/gm-kept.ts).
          const pace = scene.getFlag("stride", "kept")?.[token.id]?.pace;
          expect(pace?.combat).to.equal(combat.id);
          expect(pace?.rate).to.be.closeTo(27, 0.5);
          expect(pace?.fastRounds).to.equal(1);
        });
      });
      describe("drowning ends out of the water (§ Swimming)", () => {
        it("a finished move ending on dry ground sets the actor's drowning count back to 0", async () => {
          await actor.update({ "system.drowning": 2 });
          const [dry] = await scene.createEmbeddedDocuments("Token", [
            { actorId: actor.id, name: "Swimmer", x: 0, y: 500, width: 1, height: 1, actorLink: true },
          ]);
          await dry.move([{ x: 300, y: 500, action: "walk" }]);
          // The moveToken hook's effects run after the move resolves: poll for up to 3 s.
          for (let i = 0; i < 60 && actor.system.drowning !== 0; i++) {
            await new Promise((resolve) => globalThis.setTimeout(resolve, 50));
          }
          expect(actor.system.drowning).to.equal(0);
        });
      });
      describe("the jump's running start (§ Jumping)", () => {
        it("the courier's recorded pace carries the running start: 0, since no running card was rolled", () => {
          const token = scene.tokens.find((t) => t.name === "Courier");
          expect(scene.getFlag("stride", "kept")?.[token?.id]?.pace?.runningStart).to.equal(0);
        });
        it("a made running roll is kept on the scene until the pace is recorded", async () => {
          const token = scene.tokens.find((t) => t.name === "Courier");
          await scene.update({ [`flags.stride.kept.${token.id}.paceRoll`]: { combat: combat.id, made: true } });
          await combat.nextRound();
          expect(scene.getFlag("stride", "kept")?.[token.id]?.paceRoll).to.equal(null);
          expect(scene.getFlag("stride", "kept")?.[token.id]?.pace?.combat).to.equal(combat.id);
        });
      });
      describe("a missed running roll outside a combat (§ Running)", () => {
        it("the running card of a 27 m run outside combat stores the path to go back along", async () => {
          const [runner] = await scene.createEmbeddedDocuments("Token", [
            { actorId: actor.id, name: "Runner", x: 0, y: 1000, width: 1, height: 1, actorLink: true },
          ]);
          const before = game.messages.size;
          await runner.move([
            { x: 1000, y: 1000, action: "d6Run3" },
            { x: 1000, y: 2700, action: "d6Run3" },
          ]);
          await new Promise((resolve) => globalThis.setTimeout(resolve, 500));
          const posted = postedSince(before);
          const run = posted.find((m) => m.system.request.kind === "run");
          expect(run, "a running card").to.not.equal(undefined);
          const path = String(run.system.request.options?.backPath ?? "").split(" ");
          expect(path.at(-1)).to.equal("10.5,27.5");
          for (const m of posted) await m.delete();
        });
      });
      describe("a card posted by hand reads the character (§ Jumping, § Swimming)", () => {
        it("a 4 m jump posted through the API for a Move-16 character stores Move 16 and shows difficulty 5", async () => {
          const leaper = await Actor.create({
            name: "Stride Quench leaper",
            type: "d6character",
            system: { move: 16 },
          });
          try {
            const card = await game.system.api.requestMovementTest(leaper, { kind: "jump", distance: 4 });
            expect(card.system.request.options?.move).to.equal("16");
            const html = await card.renderHTML();
            expect(html.textContent).to.contain("difficulty 5");
            await card.delete();
          } finally {
            await leaper.delete();
          }
        });
        it("prepared breath from a character without the stamina skill stores it and says 5 ×", async () => {
          const card = await game.system.api.requestMovementTest(actor, {
            kind: "breath",
            options: { prepared: "true" },
          });
          expect(card.system.request.options?.staminaSkill).to.equal("false");
          const html = await card.renderHTML();
          expect(html.textContent).to.contain("without the stamina skill");
          await card.delete();
        });
      });
      describe("a turn started out of the water (§ Swimming)", () => {
        it("the courier's turn start on dry ground sets the actor's drowning count back to 0", async () => {
          await actor.update({ "system.drowning": 2 });
          await combat.nextRound();
          for (let i = 0; i < 60 && actor.system.drowning !== 0; i++) {
            await new Promise((resolve) => globalThis.setTimeout(resolve, 50));
          }
          expect(actor.system.drowning).to.equal(0);
        });
      });
    },
    { displayName: "Stride: OpenD6 (a world with the OpenD6 ruleset; creates a scratch scene and combat)" },
  );

  // --- h/nec16: #16 without macros: Move directly and Loot on the token HUD, weapons and transport area on the sheets (keep this block contiguous) ---
  quench.registerBatch(
    "stride.necromunda16ui",
    ({ describe, it, expect, before, after }) => {
      /** Resolves once `test()` is truthy, polling every 50 ms for up to 3 s. */
      const waitFor = async (test, what) => {
        for (let i = 0; i < 60; i++) {
          const value = test();
          if (value) return value;
          await new Promise((resolve) => globalThis.setTimeout(resolve, 50));
        }
        throw new Error(`timed out waiting for ${what}`);
      };
      /** Sets a form field's value (or checked state) and fires the change the sheet submits on. */
      const change = (element, value) => {
        if (element.type === "checkbox") element.checked = value;
        else element.value = value;
        element.dispatchEvent(new globalThis.Event("change", { bubbles: true }));
      };
      let scene;
      let fighter;
      let vehicle;
      let mover;
      let other;
      let crate;
      before(async function () {
        if (!game.user.isGM || game.system.api.activeRuleset().id !== "necromunda") return this.skip();
        scene = await scratchScene("Stride Quench #16 UI", "in");
        fighter = await Actor.create({ name: "Stride Quench Jax", type: "fighter", system: { profile: { move: 5 } } });
        vehicle = await Actor.create({ name: "Stride Quench Hauler", type: "vehicle" });
        mover = await placeToken(scene, fighter, "Mover", 500, 500);
        other = await placeToken(scene, fighter, "Other", 1000, 500);
        [crate] = await scene.createEmbeddedDocuments("Token", [
          { name: "Crate", x: 100, y: 100, width: 1, height: 1 },
        ]);
        await scene.view();
      });
      after(async () => {
        await fighter?.sheet?.close();
        await vehicle?.sheet?.close();
        globalThis.canvas.hud?.token?.close?.();
        await scene?.delete();
        await fighter?.delete();
        await vehicle?.delete();
      });

      describe("the token HUD (renderTokenHUD)", () => {
        const hudFor = async (token) => {
          globalThis.canvas.hud.token.bind(token.object);
          return waitFor(
            () =>
              globalThis.canvas.hud.token.element?.querySelector(".stride-loot") && globalThis.canvas.hud.token.element,
            "the HUD",
          );
        };
        it("gives the GM Move directly and Loot; Loot sets and clears the mark the GM keeps on the scene", async () => {
          const html = await hudFor(crate);
          expect(html.querySelector(".stride-directly")).to.not.equal(null);
          const loot = html.querySelector(".stride-loot");
          expect(loot.classList.contains("active")).to.equal(false);
          loot.click();
          const mark = () => crate.parent.getFlag("stride", "kept")?.[crate.id]?.loot;
          await waitFor(() => mark() === true, "the loot mark");
          const again = (await hudFor(crate)).querySelector(".stride-loot");
          expect(again.classList.contains("active")).to.equal(true);
          again.click();
          await waitFor(() => mark() === false, "the loot mark cleared");
        });
        it('moves a fighter 2" directly away through the DialogV2 prompt (its ok callback reads button.form)', async () => {
          const html = await hudFor(mover);
          html.querySelector(".stride-directly").click();
          const dialog = await waitFor(
            () =>
              globalThis.document
                .querySelector("dialog.application select[name='other'], .application select[name='other']")
                ?.closest(".application"),
            "the Move directly dialog",
          );
          change(dialog.querySelector("select[name='other']"), other.id);
          change(dialog.querySelector("select[name='way']"), "away");
          change(dialog.querySelector("input[name='distance']"), "2");
          dialog.querySelector("button[data-action='ok']").click();
          await waitFor(() => mover.x === 300, 'the token 2" to the left');
          expect(mover.y).to.equal(500);
        });
      });

      describe("the fighter sheet's weapon profiles (actions, _processFormData)", () => {
        it("adds a profile, edits its name, Versatile and Long range, and deletes it", async () => {
          await fighter.sheet.render({ force: true });
          const root = () => fighter.sheet.element;
          await waitFor(() => root()?.querySelector("[data-action='addWeapon']"), "the sheet");
          root().querySelector("[data-action='addWeapon']").click();
          await waitFor(() => fighter.system.weapons.length === 1, "a weapon added");
          await waitFor(() => root().querySelector("input[name='system.weapons.0.name']"), "the re-render");
          change(root().querySelector("input[name='system.weapons.0.name']"), "Shock whip");
          await waitFor(() => fighter.system.weapons[0]?.name === "Shock whip", "the name saved");
          change(root().querySelector("input[name='system.weapons.0.versatile']"), true);
          await waitFor(() => fighter.system.weapons[0]?.versatile === true, "Versatile saved");
          change(root().querySelector("input[name='system.weapons.0.longRange']"), "2");
          await waitFor(() => fighter.system.weapons[0]?.longRange === 2, "Long range saved");
          expect(Array.isArray(fighter._source.system.weapons)).to.equal(true);
          change(root().querySelector("input[name='system.weapons.0.versatile']"), false);
          await waitFor(() => fighter.system.weapons[0]?.versatile === false, "Versatile cleared by an unchecked box");
          root().querySelector("[data-action='deleteWeapon'][data-index='0']").click();
          await waitFor(() => fighter.system.weapons.length === 0, "the weapon deleted");
        });
      });

      describe("the vehicle sheet's transport area", () => {
        it("saves the chosen area to system.transportArea", async () => {
          await vehicle.sheet.render({ force: true });
          const select = await waitFor(
            () => vehicle.sheet.element?.querySelector("select[name='system.transportArea']"),
            "the vehicle sheet",
          );
          expect(select.value).to.equal("none");
          change(select, "deck");
          await waitFor(() => vehicle.system.transportArea === "deck", "the area saved");
        });
      });
    },
    {
      displayName: "Stride: Necromunda #16 controls (GM, Necromunda ruleset; creates a scene, actors and opens sheets)",
    },
  );

  quench.registerBatch(
    "stride.dh2misc",
    ({ describe, it, expect, before, after }) => {
      // Dark Heresy falls, wounds, Fatigue and flight (issue #13 items 2, 3, 7, 8): what only a live world shows.
      let scene;
      let actor;
      let token;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Falls", "m");
        actor = await Actor.create({
          name: "Stride Quench Hawk",
          type: "character",
          system: { flyer: 8, wounds: { value: 12, max: 12, critical: 0 }, altitude: "low" },
        });
        token = await placeToken(scene, actor, "Hawk", 0, 0);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("the falling damage setting (ruling 4)", () => {
        it("is a world setting defaulting to 1d10 + @metres, which Roll.validate accepts with the metres in", () => {
          const setting = game.settings.settings.get("stride.fallingDamageFormula");
          expect(setting?.scope).to.equal("world");
          expect(setting?.default).to.equal("1d10 + @metres");
          expect(game.i18n.has(setting?.hint)).to.equal(true);
          expect(globalThis.foundry.dice.Roll.validate("1d10 + 15")).to.equal(true);
          expect(globalThis.foundry.dice.Roll.validate("1d10 + banana(")).to.equal(false);
        });
      });

      describe("wounds, Fatigue and Low Altitude on the actor", () => {
        it("derives Low Altitude as a status and shows its icon on the token", async () => {
          await actor.update({ "system.altitude": "low" });
          await new Promise((resolve) => globalThis.setTimeout(resolve, 200));
          expect(actor.statuses.has("lowAltitude")).to.equal(true);
          await actor.update({ "system.altitude": "high" });
          await new Promise((resolve) => globalThis.setTimeout(resolve, 200));
          expect(actor.statuses.has("lowAltitude")).to.equal(false);
        });
        it("takes wounds past 0 as Critical Damage and adds Fatigue through the data model", async () => {
          await actor.update({ "system.wounds": { value: 12, max: 12, critical: 0 }, "system.fatigue": 0 });
          await actor.system.applyWounds(15);
          expect(actor.system.wounds.value).to.equal(0);
          expect(actor.system.wounds.critical).to.equal(3);
          await actor.system.applyFatigue(1);
          expect(actor.system.fatigue).to.equal(1);
        });
        it("reads Athletics into the movement profile for Strength-or-Athletics tests", async () => {
          await actor.update({
            "system.characteristics.strength.value": 40,
            "system.skills.athletics.training": "trained",
          });
          expect(actor.system.movementProfile.characteristics.strengthOrAthletics).to.equal(50);
        });
      });

      describe("the fall card and the altitude HUD", () => {
        it("a flyer at high altitude that did not move falls 25 m: the fall card, and it lands", async () => {
          await actor.update({ "system.altitude": "high" });
          const combat = await Combat.create({ scene: scene.id });
          await combat.createEmbeddedDocuments("Combatant", [
            { tokenId: token.id, sceneId: scene.id },
            { tokenId: token.id, sceneId: scene.id },
          ]);
          await combat.startCombat();
          const before = game.messages.size;
          await combat.nextTurn();
          await new Promise((resolve) => globalThis.setTimeout(resolve, 500));
          const card = game.messages.contents.slice(before).find((m) => m.type === "fallCard");
          expect(card?.system.metres).to.equal(25);
          expect(card?.system.formula).to.equal("1d10 + 25");
          const html = await card.renderHTML();
          expect(html.querySelector("[data-action='applyDamage']")).to.not.equal(null);
          expect(actor.system.altitude).to.equal("ground");
          await card.delete();
          await combat.delete();
        });
        it("adds the altitude control to the token HUD of a flyer", async () => {
          const hud = globalThis.document.createElement("div");
          hud.innerHTML = '<div class="col left"></div><div class="col right"></div>';
          Hooks.callAll("renderTokenHUD", { document: token }, hud, {});
          expect(hud.querySelectorAll(".stride-altitude-option").length).to.equal(4);
        });
      });
    },
    { displayName: "Stride: Dark Heresy falls and flight (GM, dh2 ruleset; creates a scratch scene)" },
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

  quench.registerBatch(
    "stride.dh2water",
    ({ describe, it, expect, before, after }) => {
      // Dark Heresy back path, underwater counters and the push-off card (issue #13, helper dh2water):
      // what only a live world shows. A Dark Heresy world, as a GM, outside any combat.
      let scene;
      let actor;
      let token;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench DH2 Water", "m");
        await scene.view();
        actor = await dh2Character("Stride Quench Swimmer");
        token = await placeToken(scene, actor, "Swimmer", 0, 0);
        // A 3 m sheer wall (x 400–500 px) before a 3 m ledge (x 500–1000 px); a deep pool below (y 500–1000 px).
        await terrainRegion(
          scene,
          "Ledge",
          { x: 500, y: 0, width: 500, height: 300 },
          { condition: "raised", height: 3 },
        );
        await terrainRegion(
          scene,
          "Wall",
          { x: 400, y: 0, width: 100, height: 300 },
          { condition: "climb", height: 3, surface: "sheer" },
        );
        await terrainRegion(
          scene,
          "Pool",
          { x: 0, y: 500, width: 1000, height: 500 },
          { condition: "water", water: "deep" },
        );
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("a failed climb outside combat goes back to where it began (§ Sheer Surfaces)", () => {
        it("the sheer climb card stores the path from the wall's foot and the foot's elevation", async () => {
          await token.move([{ x: 0, y: 0, elevation: 0, action: "displace" }]);
          const before = game.messages.size;
          await token.move([{ x: 700, y: 0, elevation: 3, action: "half" }]);
          await wait();
          const [card] = postedSince(before);
          expect(card?.system.request.kind).to.equal("sheerClimb");
          const path = String(card.system.request.options?.backPath ?? "").split(" ");
          expect(path.at(-1)).to.equal("7.5,0.5");
          expect(card.system.request.options?.backElevation).to.equal("0");
          for (const m of postedSince(before)) await m.delete();
        });
      });

      describe("underwater: rounds held and sinking on the actor (§ Swimming)", () => {
        it("a swim into the deep pool posts the card naming round 1 and that Suffocation applies", async () => {
          await token.move([{ x: 200, y: 200, elevation: 0, action: "displace" }]);
          await actor.update({ "system.underwater": 0, "system.sinking": 0 });
          const before = game.messages.size;
          await token.move([{ x: 200, y: 600, elevation: 0, action: "half" }]);
          await wait();
          const card = postedSince(before).find((m) => m.system.request.kind === "swim");
          expect(card?.system.request.options?.underwater).to.equal("true");
          const html = await card.renderHTML();
          expect(html.textContent).to.contain(
            game.i18n.format("STRIDE.Dh2Water.reason.underwater", { round: "1" }).slice(0, 30),
          );
          for (const m of postedSince(before)) await m.delete();
        });
        it("keeps the counters on the actor, shows them on the sheet and clears them with Reset", async () => {
          await actor.system.addToCounter("underwater", 2);
          await actor.system.setCounter("sinking", 1);
          expect(actor.system.underwater).to.equal(2);
          await actor.sheet.render({ force: true });
          await wait();
          const root = actor.sheet.element;
          expect(root.querySelector('input[name="system.underwater"]').value).to.equal("2");
          root.querySelector('button[data-action="resetUnderwater"]').click();
          await wait();
          expect(actor.system.underwater).to.equal(0);
          expect(actor.system.sinking).to.equal(0);
          await actor.sheet.close();
        });
        it("a move that ends out of the deep water clears the rounds held", async () => {
          await actor.update({ "system.underwater": 3 });
          const before = game.messages.size;
          await token.move([{ x: 200, y: 200, elevation: 0, action: "half" }]);
          await wait();
          expect(actor.system.underwater).to.equal(0);
          for (const m of postedSince(before)) await m.delete();
        });
      });

      describe("zero gravity's push-off card (§ Zero Gravity)", () => {
        it("a move started floating 3 m up with nothing within 1 m posts one public rule notice", async () => {
          await scene.setFlag("stride", "gravity", "zero");
          await token.move([{ x: 1500, y: 200, elevation: 3, action: "displace" }]);
          const before = game.messages.size;
          await token.move([{ x: 1700, y: 200, elevation: 3, action: "half" }]);
          await wait();
          const notices = postedSince(before, "ruleNotice");
          expect(notices.length).to.equal(1);
          expect(notices[0].whisper.length).to.equal(0);
          const html = await notices[0].renderHTML();
          expect(html.textContent).to.contain(game.i18n.localize("STRIDE.RuleNotice.title"));
          for (const m of game.messages.contents.slice(before)) await m.delete();
          await scene.unsetFlag("stride", "gravity");
        });
        it("a scene wall within 1 m of the floating token is something to push off from: no notice", async () => {
          await scene.setFlag("stride", "gravity", "zero");
          await token.move([{ x: 1500, y: 200, elevation: 3, action: "displace" }]);
          // A wall along x = 1620 px: 0.7 m from the token's edge (its centre is at x 1550 px, 1 m grid of 100 px).
          const [wall] = await scene.createEmbeddedDocuments("Wall", [{ c: [1620, 0, 1620, 600] }]);
          const before = game.messages.size;
          await token.move([{ x: 1500, y: 400, elevation: 3, action: "half" }]);
          await wait();
          expect(postedSince(before, "ruleNotice").length).to.equal(0);
          for (const m of game.messages.contents.slice(before)) await m.delete();
          await wall.delete();
          await scene.unsetFlag("stride", "gravity");
        });
      });
    },
    {
      displayName: "Stride: Dark Heresy back path, underwater and push-off (GM, dh2 ruleset; creates a scratch scene)",
    },
  );

  quench.registerBatch(
    "stride.dh2gravity",
    ({ describe, it, expect, before, after }) => {
      // The Encumbered status at the scene's gravity (dh2-movement.md § High Gravity Worlds: −4 to
      // SB + TB): standing-gravity.ts prepares the actor again when the scene's flags change and the
      // active GM sets the status. A Dark Heresy world, as the active GM.
      let scene;
      let actor;
      let restore;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2" || game.users.activeGM !== game.user) return this.skip();
        scene = await scratchScene("Stride Quench DH2 Gravity", "m");
        restore = await viewScratch(scene);
        // SB 4 + TB 3 = row 7 (carry 45 kg); at high gravity row 3 (carry 9, lift 18): 15 kg Encumbers.
        actor = await Actor.create({
          name: "Stride Quench Porter",
          type: "character",
          system: {
            characteristics: { strength: { value: 40, unnatural: 0 }, toughness: { value: 30, unnatural: 0 } },
            carriedWeight: 15,
          },
        });
        await placeToken(scene, actor, "Porter", 0, 0);
        await wait();
      });
      after(async () => {
        await restore?.();
        await scene?.delete();
        await actor?.delete();
      });

      describe("a scene's gravity flag decides the Encumbered status", () => {
        it("is not Encumbered at normal gravity, is at high gravity, and is not again once the flag is unset", async () => {
          expect(actor.system.gravity).to.equal("normal");
          expect(actor.statuses.has("encumbered")).to.equal(false);
          await scene.setFlag("stride", "gravity", "high");
          await wait(800);
          expect(actor.system.gravity).to.equal("high");
          expect(actor.system.encumbrance).to.equal("encumbered");
          expect(actor.statuses.has("encumbered")).to.equal(true);
          await scene.unsetFlag("stride", "gravity");
          await wait(800);
          expect(actor.system.encumbrance).to.equal("unencumbered");
          expect(actor.statuses.has("encumbered")).to.equal(false);
        });
      });
    },
    { displayName: "Stride: Dark Heresy gravity and Encumbered (active GM, dh2 ruleset; creates a scratch scene)" },
  );

  quench.registerBatch(
    "stride.dh2turn",
    ({ it, expect, before, after }) => {
      // Dark Heresy turn actions (issue #13, helper dh2turn): what only a live world shows — core's
      // Stunned status id, a Stunned flyer's fall through the createActiveEffect hook, the cost core
      // records on movementHistory (which a spent Full Action is measured against), and the altitude
      // palette counting a change against the turn.
      let scene;
      let actor;
      let token;
      const settle = () => new Promise((resolve) => globalThis.setTimeout(resolve, 400));
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Turn", "m");
        actor = await Actor.create({
          name: "Stride Quench Kestrel",
          type: "character",
          system: { flyer: 8, wounds: { value: 12, max: 12, critical: 0 }, altitude: "low" },
        });
        token = await placeToken(scene, actor, "Kestrel", 0, 0);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      it("core lists Stunned under the id `stun`", () => {
        const stun = CONFIG.statusEffects.find((s) => s.id === "stun");
        expect(stun).to.not.equal(undefined);
        expect(game.i18n.localize(stun.name)).to.not.equal(stun.name);
      });

      it("a flyer at low altitude that is Stunned falls 15 m once: one fall card, and it lands", async () => {
        await actor.update({ "system.altitude": "low" });
        const before = game.messages.size;
        await actor.toggleStatusEffect("stun", { active: true });
        await settle();
        const cards = game.messages.contents.slice(before).filter((m) => m.type === "fallCard");
        expect(cards.length).to.equal(1);
        expect(cards[0].system.metres).to.equal(15);
        expect(actor.system.altitude).to.equal("ground");
        // Stunned again on the ground: nothing more.
        await actor.toggleStatusEffect("stun", { active: false });
        await actor.toggleStatusEffect("stun", { active: true });
        await settle();
        expect(game.messages.contents.slice(before).filter((m) => m.type === "fallCard").length).to.equal(1);
        await actor.toggleStatusEffect("stun", { active: false });
        for (const card of cards) await card.delete();
      });

      it("records the cost of a move in a started combat on movementHistory, and the palette counts a change against the turn", async () => {
        await actor.update({ "system.altitude": "hovering" });
        const combat = await startedCombat(scene, token);
        await token.move([{ x: 300, y: 0, action: "full" }]);
        await settle();
        const turnCost = () => token.movementHistory.reduce((sum, w) => sum + (Number(w.cost) || 0), 0);
        expect(turnCost()).to.be.closeTo(3, 0.01);
        // A forced move (a short leap's drop into the gap) adds no cost, so a spent turn's cap never refuses it.
        await token.move([{ x: 500, y: 0, action: "displace" }]);
        await settle();
        expect(turnCost()).to.be.closeTo(3, 0.01);
        const hud = globalThis.document.createElement("div");
        hud.innerHTML = '<div class="col left"></div><div class="col right"></div>';
        Hooks.callAll("renderTokenHUD", { document: token }, hud, {});
        hud.querySelector('.stride-altitude-option[data-altitude="high"]').click();
        await settle();
        expect(actor.system.altitude).to.equal("high");
        expect(scene.getFlag("stride", "kept")?.[token.id]?.history?.altitudeLevels).to.equal(2);
        await combat.delete();
      });
    },
    { displayName: "Stride: Dark Heresy turn actions (GM, dh2 ruleset; creates a scratch scene)" },
  );

  quench.registerBatch(
    "stride.d6drive",
    ({ describe, it, expect, before, after }) => {
      // OpenD6 vehicles on the canvas (issue #12 points 2–3): what only a live world shows — which
      // actions core offers a vehicle's token, the finished move's stunt card and stored speed and
      // heading, and a lost-control vehicle driven on at its turn start.
      let scene;
      let actor;
      let token;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Road", "m");
        actor = await Actor.create({
          name: "Stride Quench Carriage",
          type: "d6vehicle",
          system: { move: 4, speed: "cruising" },
        });
        token = await placeToken(scene, actor, "Carriage", 0, 0);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("a vehicle token's actions, moves and lost control", () => {
        it("offers a vehicle's token the speed levels and not the character actions (canSelect)", () => {
          const actions = CONFIG.Token.movement.actions;
          expect(actions.d6Cruising.canSelect(token)).to.equal(true);
          expect(actions.d6Move.canSelect(token)).to.equal(false);
        });

        it("a cruising move that turns 90° twice posts the stunt card (two slow turns, +6) and stores cruising speed and heading 180", async () => {
          const combat = await startedCombat(scene, token);
          const before = game.messages.size;
          // Move 4: east 2 m, south 1 m, west 1 m (4 m: cruising, the stored level), two 90° turns, not fast at cruising.
          await token.move([
            { x: 200, y: 0, action: "walk" },
            { x: 200, y: 100, action: "walk" },
            { x: 100, y: 100, action: "walk" },
          ]);
          await wait(800);
          const card = game.messages.contents
            .slice(before)
            .find((m) => m.type === "movementTest" && m.system.request?.kind === "stunt");
          expect(card?.system.request.options?.turns).to.equal("slowTurn,slowTurn");
          expect(actor.system.speed).to.equal("cruising");
          expect(actor.system.heading).to.equal(180);
          await card?.delete();
          await combat.delete();
        });

        it("drives a lost-control boat straight on at its speed when its turn starts, then posts the regain-control stunt", async () => {
          await token.update({ x: 0, y: 0 }, { animate: false });
          await actor.update({
            "system.heading": 0,
            "system.speed": "cruising",
            "system.lostControlRounds": 0,
            "system.vehicleKind": "water",
          });
          await actor.toggleStatusEffect("d6LostControl", { active: true });
          const combat = await startedCombat(scene, token);
          await wait(800);
          // Core may or may not run the turn start for the first turn of a combat: the next round's does.
          if (token.x !== 400) {
            await combat.nextRound();
            await wait(800);
          }
          // Cruising at Move 4: 4 m east (400 px) unless something stopped it.
          expect(token.x).to.equal(400);
          expect(actor.system.lostControlRounds).to.equal(1);
          expect(actor.statuses.has("d6LostControl")).to.equal(true);
          const before = game.messages.size;
          await combat.nextRound();
          await wait(800);
          expect(token.x).to.equal(400);
          // The round after: the pilot's regain-control card (+15); the status stays until it is made.
          const regain = game.messages.contents
            .slice(before)
            .find((m) => m.type === "movementTest" && m.system.request?.options?.stunts === "regainControl");
          expect(regain, "the regain-control card").to.not.equal(undefined);
          expect(actor.statuses.has("d6LostControl")).to.equal(true);
          await regain?.delete();
          await actor.toggleStatusEffect("d6LostControl", { active: false });
          await actor.update({ "system.vehicleKind": "land" });
          await combat.delete();
        });
      });
    },
    {
      displayName:
        "Stride: OpenD6 vehicles on the canvas (GM, a world with the OpenD6 ruleset; creates a scratch scene)",
    },
  );

  quench.registerBatch(
    "stride.d6crew",
    ({ describe, it, expect, before, after }) => {
      // OpenD6 pulling creatures and the day's wind (issue #12 points 5 and 6): what only a live world
      // shows — Actor#statuses giving a drawn vehicle's token panic speed, the scene flag the wind card
      // writes (Document#setFlag) read into a river boat's card, the weather card sub-type, the scene
      // control, the vehicle HUD's button and the River Crossing pack.
      let scene = null;
      let carriage = null;
      let boat = null;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6" || !game.user.isGM) return this.skip();
        scene = await globalThis.Scene.create({
          name: "Quench crew",
          width: 3000,
          height: 2000,
          grid: { size: 100, distance: 1, units: "m" },
        });
        const actors = await globalThis.Actor.create([
          {
            name: "Quench carriage",
            type: "d6vehicle",
            system: { move: 15, vehicleKind: "animalDrawn", pullingMove: 15 },
          },
          { name: "Quench boat", type: "d6vehicle", system: { move: 8, vehicleKind: "water" } },
        ]);
        const [c, b] = await scene.createEmbeddedDocuments("Token", [
          { actorId: actors[0].id, name: "Carriage", x: 0, y: 0, width: 2, height: 4, actorLink: true },
          { actorId: actors[1].id, name: "Boat", x: 1000, y: 0, width: 2, height: 5, actorLink: true },
        ]);
        carriage = c;
        boat = b;
      });
      after(async () => {
        await carriage?.actor?.delete();
        await boat?.actor?.delete();
        await scene?.delete();
      });
      describe("Panic", () => {
        it("registers the Panic status and the panic band's action", () => {
          expect(CONFIG.statusEffects.find((s) => s.id === "d6Panic")).to.not.equal(undefined);
          expect(CONFIG.Token.movement.actions.d6Panic).to.not.equal(undefined);
        });
        it("gives the token one band at 4× the creatures' Move while the actor has it, and its speed levels again without", async () => {
          await carriage.actor.toggleStatusEffect("d6Panic", { active: true });
          expect(carriage.actor.statuses.has("d6Panic")).to.equal(true);
          const rules = game.system.api.rules.getRuleset("d6");
          const bands = rules.statuses.statusBands([...carriage.actor.statuses], carriage.actor.system.movementProfile);
          expect(bands).to.deep.equal([{ action: "d6Panic", distance: 60 }]);
          await carriage.actor.toggleStatusEffect("d6Panic", { active: false });
          expect(carriage.actor.statuses.has("d6Panic")).to.equal(false);
        });
        it("adds the vehicle tests button to a vehicle token's HUD for the GM", () => {
          const hud = globalThis.document.createElement("div");
          hud.innerHTML = '<div class="col left"></div><div class="col right"></div>';
          Hooks.callAll("renderTokenHUD", { document: carriage }, hud, {});
          expect(hud.querySelector(".stride-vehicle-tests")).to.not.equal(null);
        });
      });
      describe("the day's wind", () => {
        it("parses the Wild Die as Stride tags it: one d6 with the one modifier x6 (chat/wild-die.ts)", () => {
          const roll = new globalThis.Roll("2d6 + 1d6x6 + 2");
          const dice = roll.terms.filter((t) => typeof t.faces === "number");
          expect(dice.map((t) => [t.number, t.faces, t.modifiers])).to.deep.equal([
            [2, 6, []],
            [1, 6, ["x6"]],
          ]);
        });
        it("offers the roll among the Token controls", () => {
          const controls = { tokens: { tools: {} } };
          Hooks.callAll("getSceneControlButtons", controls);
          expect(controls.tokens.tools["stride-weather"]?.visible).to.equal(true);
        });
        it("stores the wind on the scene flag and renders a weather card from the sub-type", async () => {
          await scene.setFlag("stride", "weather", { dice: [[5], [6]] });
          expect(scene.getFlag("stride", "weather")).to.deep.equal({ dice: [[5], [6]] });
          const card = await globalThis.ChatMessage.create({
            type: "weatherCard",
            system: { rulesetId: "d6", sceneName: scene.name, dice: [[5], [6]] },
          });
          const html = await card.renderHTML();
          expect(html.querySelector(".stride-weather-card")).to.not.equal(null);
          expect(html.textContent).to.contain(game.i18n.localize("STRIDE.D6Sailing.wind.gale"));
          await card.delete();
        });
        it("adds the sailing line to the river boat's pilot card on that scene", async () => {
          const card = await globalThis.ChatMessage.create({
            type: "movementTest",
            system: {
              rulesetId: "d6",
              request: { kind: "pilot", options: { level: "high" } },
              actorUuid: boat.actor.uuid,
              tokenUuid: boat.uuid,
              result: null,
              applied: false,
            },
          });
          const html = await card.renderHTML();
          expect(html.textContent).to.contain(game.i18n.localize("STRIDE.D6Vehicle.Modifier.sailing"));
          await card.delete();
        });
      });
      describe("the River Crossing in the OpenD6 Adventure", () => {
        it("ships the scene with its seven terrain regions, four tokens and a day's wind", async () => {
          const pack = game.packs.get("stride.adventures");
          expect(pack?.documentName).to.equal("Adventure");
          const adventure = (await pack.getDocuments()).find((a) => a.getFlag("stride", "ruleset") === "d6");
          const entry = adventure.toObject().scenes.find((s) => s.name === "Stride River Crossing (OpenD6 vehicles)");
          expect(entry.regions.length).to.equal(7);
          expect(entry.tokens.length).to.equal(4);
          expect(entry.flags.stride?.weather?.dice).to.deep.equal([[3], [5]]);
        });
      });
    },
    { displayName: "Stride: OpenD6 creatures and wind (GM, a world with the OpenD6 ruleset; creates a scratch scene)" },
  );

  quench.registerBatch(
    "stride.d6collisions",
    ({ it, expect, before, after }) => {
      // OpenD6 collision cards (issue #12 item 4): what only a live world shows — the registered
      // subtype and query, a vehicle's drag into another posting the rolled card, its Apply writing
      // the damage through the data model, and the GM's panic damage button.
      let scene;
      let carriage;
      let cart;
      let token;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Collisions", "m");
        carriage = await Actor.create({
          name: "Stride Quench Carriage",
          type: "d6vehicle",
          system: { move: 5, speed: "cruising", toughness: "2D+1", vehicleKind: "animalDrawn" },
        });
        cart = await Actor.create({
          name: "Stride Quench Cart",
          type: "d6vehicle",
          system: { move: 5, speed: "cautious", toughness: "2D" },
        });
        const created = await scene.createEmbeddedDocuments("Token", [
          { actorId: carriage.id, name: "Carriage", x: 0, y: 400, width: 2, height: 2, rotation: 270, actorLink: true },
          { actorId: cart.id, name: "Cart", x: 800, y: 400, width: 2, height: 2, rotation: 90, actorLink: true },
        ]);
        token = created[0];
      });
      after(async () => {
        await scene?.delete();
        await carriage?.delete();
        await cart?.delete();
      });

      it("registers the collisionCard subtype, its GM query and the Rammed status", () => {
        expect(game.system.documentTypes.ChatMessage.collisionCard).to.not.equal(undefined);
        expect(CONFIG.ChatMessage.dataModels.collisionCard).to.not.equal(undefined);
        expect(typeof CONFIG.queries["stride.collisionCard"]).to.equal("function");
        expect(CONFIG.statusEffects.some((s) => s.id === "d6Rammed")).to.equal(true);
      });

      it("posts a rolled collision card when the carriage's move runs into the cart, and applies a side once", async () => {
        const before = game.messages.size;
        await token.move([{ x: 1400, y: 400, action: "d6Cruising" }]);
        await new Promise((resolve) => globalThis.setTimeout(resolve, 1000));
        const card = game.messages.contents.slice(before).find((m) => m.type === "collisionCard");
        expect(card, "a collision card").to.not.equal(undefined);
        expect(card.system.sides.map((s) => s.request.situations[0])).to.deep.equal(["headOn", "headOn"]);
        expect(card.system.sides[0].damageDice.length).to.be.at.least(9);
        expect(card.rolls.length).to.equal(4);
        const html = await card.renderHTML();
        Hooks.callAll("renderChatMessageHTML", card, html, {});
        const button = html.querySelector('button[data-action="applyCollision"][data-side="1"]');
        expect(button, "the cart's Apply button").to.not.equal(null);
        button.click();
        await new Promise((resolve) => globalThis.setTimeout(resolve, 1000));
        const applied = game.messages.get(card.id).system.sides[1].applied;
        expect(applied?.outcome.level).to.equal(cart.system.damage);
        await card.delete();
      });

      it("offers the GM panic damage for the animal-drawn carriage on its token HUD", () => {
        const hud = globalThis.document.createElement("div");
        hud.innerHTML = '<div class="col left"></div><div class="col right"></div>';
        Hooks.callAll("renderTokenHUD", { document: token }, hud, {});
        expect(hud.querySelector(".stride-panic-damage")).to.not.equal(null);
      });

      it("notes the round of a panic card on the scene, by token, in a started combat (one panic card a round)", async () => {
        const combat = await Combat.create({ scene: scene.id });
        try {
          await combat.createEmbeddedDocuments("Combatant", [
            { tokenId: token.id, sceneId: scene.id, actorId: carriage.id },
          ]);
          await combat.startCombat();
          const before = game.messages.size;
          await game.system.api.effects.runEffects(
            [
              {
                type: "collisionCard",
                mover: token.id,
                other: null,
                against: "panic",
                sides: [{ model: token.id, request: { speed: "allOut", situations: [], surface: "road" } }],
              },
            ],
            scene,
          );
          await new Promise((resolve) => globalThis.setTimeout(resolve, 500));
          expect(scene.getFlag("stride", "kept")?.[token.id]?.panicCard).to.deep.equal({
            combat: combat.id,
            round: combat.round,
          });
          const posted = game.messages.contents.slice(before).filter((m) => m.type === "collisionCard");
          expect(posted.length).to.equal(1);
          for (const m of posted) await m.delete();
        } finally {
          await combat.delete();
        }
      });
    },
    { displayName: "Stride: OpenD6 collisions (GM, a world with the OpenD6 ruleset; creates a scratch scene)" },
  );

  quench.registerBatch(
    "stride.d6rounds",
    ({ it, expect, before, after }) => {
      // OpenD6 vehicles round to round (issue #12 finish): what only a live world shows — the turn
      // start of a real combat counting a ram's lost round and posting a panic card, the lost round
      // refusing a move, and a passenger's injury card rendered from its ruleNotice data.
      let scene;
      let boat;
      let team;
      let rider;
      let combat;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Rounds", "m");
        rider = await Actor.create({ name: "Stride Quench Rider", type: "d6character" });
        boat = await Actor.create({
          name: "Stride Quench Boat",
          type: "d6vehicle",
          system: { move: 5, speed: "cruising", toughness: "2D", vehicleKind: "water", passengers: [rider.id] },
        });
        team = await Actor.create({
          name: "Stride Quench Team",
          type: "d6vehicle",
          system: { move: 5, toughness: "2D", vehicleKind: "animalDrawn", pullingMove: 10 },
        });
        const created = await scene.createEmbeddedDocuments("Token", [
          { actorId: boat.id, name: "Boat", x: 0, y: 400, width: 2, height: 2, actorLink: true },
          { actorId: team.id, name: "Team", x: 0, y: 1200, width: 2, height: 2, actorLink: true },
        ]);
        combat = await Combat.create({ scene: scene.id, active: true });
        await combat.createEmbeddedDocuments(
          "Combatant",
          created.map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actor.id })),
        );
        await boat.toggleStatusEffect("d6Rammed", { active: true });
        await team.toggleStatusEffect("d6Panic", { active: true });
      });
      after(async () => {
        await combat?.delete();
        await scene?.delete();
        for (const actor of [boat, team, rider]) await actor?.delete();
      });

      it("counts the rammed boat's lost round and posts the team's panic card at their turn starts", async () => {
        const before = game.messages.size;
        await combat.startCombat();
        await combat.nextTurn();
        await wait(1000);
        expect(boat.system.rammedRounds).to.equal(1);
        const panic = game.messages.contents.slice(before).find((m) => m.type === "collisionCard");
        expect(panic?.system.against).to.equal("panic");
        expect(panic?.system.sides[0].request.surface).to.equal("road");
      });

      it("holds the boat still in its lost round: every speed level at 0 m", () => {
        const profile = boat.system.movementProfile;
        const bands = game.system.api.rules.getRuleset("d6").statuses.statusBands([...boat.statuses], profile);
        expect(bands.every((b) => b.distance === 0)).to.equal(true);
      });

      it("renders a passenger's injury card from its ruleNotice data", async () => {
        const message = await ChatMessage.implementation.create({
          type: "ruleNotice",
          system: {
            rulesetId: "d6",
            mover: rider.name,
            title: "STRIDE.Collision.passengerCard.title",
            text: { key: "STRIDE.D6Collision.passengerCard.gm", data: { damage: 7 } },
          },
        });
        const html = await message.renderHTML();
        expect(html.textContent).to.contain(game.i18n.localize("STRIDE.Collision.passengerCard.title"));
        expect(html.textContent).to.contain("7");
        await message.delete();
      });
    },
    {
      displayName:
        "Stride: OpenD6 vehicles round to round (GM, a world with the OpenD6 ruleset; creates a scratch scene)",
    },
  );
  // --- trust: what the server vouches for, tried from a GM's and a player's client ---
  quench.registerBatch(
    "stride.trust",
    ({ describe, it, expect, before, after }) => {
      const REQUEST_WAIT = 1500;
      let gmMessage;
      before(async function () {
        if (!game.users.activeGM) return this.skip();
        // A card the GM posted for a character only the GM owns (created on the GM's run of this batch).
        gmMessage = game.messages.find((m) => m.getFlag("stride", "quenchTrust"));
      });
      after(async () => {
        if (game.user.isGM) await gmMessage?.delete();
      });

      describe("on the GM's client", () => {
        it("posts a card a player may not update: its author is the GM", async function () {
          if (!game.user.isGM) return this.skip();
          const actor = await Actor.create({ name: "Stride Quench GM-only", type: "character" });
          await game.system.api.requestMovementTest(actor, { kind: "treacherous", condition: "rubble" });
          gmMessage = game.messages.contents.at(-1);
          await gmMessage.setFlag("stride", "quenchTrust", actor.uuid);
          expect(gmMessage.author.id).to.equal(game.user.id);
          expect(gmMessage.author.isGM).to.equal(true);
        });
        it("runs a request the GM writes on its own User document", async function () {
          if (!game.user.isGM || !gmMessage) return this.skip();
          const asked = await game.system.api.requests.ask("card", { action: "roll", messageId: gmMessage.id });
          expect(asked).to.equal(true);
          await wait(REQUEST_WAIT);
          expect(game.messages.get(gmMessage.id).system.result).to.not.equal(null);
        });
      });

      describe("on a player's client (log in as a player while the GM is connected, then run this batch)", () => {
        it("cannot create a message in the GM's name: the server keeps the player as its author", async function () {
          if (game.user.isGM) return this.skip();
          const message = await ChatMessage.create({ content: "forged", author: game.users.activeGM.id });
          expect(message?.author?.id ?? game.user.id).to.equal(game.user.id);
          await message?.delete();
        });
        it("cannot write a request on another user's document", async function () {
          if (game.user.isGM) return this.skip();
          let refused = false;
          try {
            await game.users.activeGM.update({ "flags.stride.requests.card": { action: "roll", messageId: "x" } });
          } catch {
            refused = true;
          }
          expect(refused || game.users.activeGM.getFlag("stride", "requests") === undefined).to.equal(true);
        });
        it("asks the GM to roll a card for a character it does not own: refused, the card stays unrolled", async function () {
          if (game.user.isGM || !gmMessage) return this.skip();
          await game.system.api.requests.ask("card", { action: "roll", messageId: gmMessage.id });
          await wait(REQUEST_WAIT);
          expect(game.messages.get(gmMessage.id).system.result).to.equal(null);
        });
        it("a moveToken's user is the player, as the server names it, on the GM's client too", async function () {
          if (game.user.isGM) return this.skip();
          const token = globalThis.canvas.tokens?.controlled[0]?.document;
          if (!token) return this.skip();
          const seen = new Promise((resolve) => {
            const id = Hooks.on("moveToken", (document, _movement, _operation, user) => {
              if (document !== token) return;
              Hooks.off("moveToken", id);
              resolve(user);
            });
          });
          await token.move([{ x: token.x + globalThis.canvas.grid.size, y: token.y }]);
          const user = await seen;
          expect(user.id).to.equal(game.user.id);
        });
      });
    },
    {
      displayName:
        "Stride: trust (run as the GM first — it posts a GM-only card — then as a player; the Dark Heresy ruleset)",
    },
  );
  // --- h/live: settings, movement actions, chat cards, v14 details and guarded hooks in a live world (keep this block contiguous) ---
  quench.registerBatch(
    "stride.live",
    ({ describe, it, expect, before, after }) => {
      const { ui, document, MouseEvent, Roll } = globalThis;
      const api = game.system.api;
      const created = [];
      let actor;
      /** Messages, actors and scenes the batch made, deleted after. */
      const keep = (document) => {
        created.push(document);
        return document;
      };
      /** A test card of the active ruleset for `actor` (its first hand-posted test). */
      const postCard = () => {
        const spec = api.activeRuleset().tests.manualTests[0];
        const request = spec.needsDistance ? { ...spec.request, distance: 2 } : spec.request;
        return api.requestMovementTest(actor, request);
      };
      /** Unhandled rejections while `work` runs and a moment after. */
      const rejectionsDuring = async (work) => {
        const seen = [];
        const listen = (event) => seen.push(event.reason);
        globalThis.addEventListener("unhandledrejection", listen);
        try {
          await work();
          await wait(300);
        } finally {
          globalThis.removeEventListener("unhandledrejection", listen);
        }
        return seen;
      };
      before(async function () {
        if (!game.user.isGM) return this.skip();
        actor = keep(await dh2Character("Stride Quench Live"));
      });
      after(async () => {
        for (const document of created.reverse()) await document.delete().catch(() => undefined);
      });

      describe("the Variant setting (settings.ts)", () => {
        it("is the session's variant when it is one of the ruleset's, else the ruleset's default", () => {
          const ruleset = api.activeRuleset();
          const stored = game.settings.get("stride", "variant");
          const ids = ruleset.variants.map((v) => v.id);
          expect(api.activeVariant()).to.equal(ids.includes(stored) ? stored : ids[0]);
          expect(Object.keys(game.settings.settings.get("stride.variant").choices)).to.deep.equal(ids);
        });
      });

      describe("movement actions of another ruleset (hooks/reset-movement-actions.ts)", () => {
        it("resets a token's and a prototype token's action the world does not register to the default", async () => {
          const scene = keep(await scratchScene("Stride Quench Actions", "m"));
          const [token] = await scene.createEmbeddedDocuments("Token", [
            { actorId: actor.id, name: "Gone", x: 0, y: 0, movementAction: "strideGoneAction" },
          ]);
          await actor.update({ "prototypeToken.movementAction": "strideGoneAction" });
          expect(token.movementAction, "core stores an unknown action as given").to.equal("strideGoneAction");
          const reset = await api.resetMovementActions();
          expect(reset.tokens).to.be.at.least(1);
          expect(reset.actors).to.be.at.least(1);
          expect(scene.tokens.get(token.id).movementAction).to.equal(null);
          expect(actor.prototypeToken.movementAction).to.equal(null);
          // Every action the ruleset registers is one Foundry knows, so none of them is reset.
          for (const { id } of api.activeRuleset().actions) {
            expect(CONFIG.Token.movement.actions[id], id).to.not.equal(undefined);
          }
        });
      });

      describe("chat cards rendered inside core's render (chat/card-frame.ts)", () => {
        it("gives renderChatMessageHTML hooks the real card, with core's frame around it", async () => {
          const message = keep(await postCard());
          await wait(300);
          let seen = null;
          const id = Hooks.on("renderChatMessageHTML", (rendered, html) => {
            if (rendered === message) seen = html.querySelector(".message-content")?.innerHTML ?? "";
          });
          const html = await message.renderHTML();
          Hooks.off("renderChatMessageHTML", id);
          expect(seen, "the hook ran with the card inside").to.contain("stride-card");
          expect(html.dataset.messageId).to.equal(message.id);
          expect(html.querySelector(".message-sender")?.textContent).to.equal(message.alias);
          expect(html.querySelector(".message-delete"), "the GM's delete control").to.not.equal(null);
          const logged = ui.chat.element?.querySelector(`[data-message-id="${message.id}"] .stride-card`);
          expect(logged, "the chat log shows the card").to.not.equal(null);
        });

        it("shows a notice, not the result or buttons, when the user may not see the content", async () => {
          const message = keep(await postCard());
          Object.defineProperty(message, "isContentVisible", { value: false, configurable: true });
          const html = await message.renderHTML();
          delete message.isContentVisible;
          expect(html.querySelector("[data-hidden]")).to.not.equal(null);
          expect(html.querySelector(".message-content button")).to.equal(null);
        });

        it("renders a Strength card with its Roll button at once, with no wait for a hook", async () => {
          const message = keep(
            await ChatMessage.create({
              type: "strengthTest",
              system: { actorUuid: actor.uuid, tokenUuid: null, task: "lift", weightKg: 500, gravity: "normal" },
            }),
          );
          const html = await message.renderHTML();
          expect(html.querySelector(".message-content .stride-strength-card")).to.not.equal(null);
        });
      });

      describe("v14 details", () => {
        it("bars new tokens with the primary token attribute, wounds (system.json)", () => {
          expect(game.system.primaryTokenAttribute).to.equal("wounds");
          expect(actor.prototypeToken.bar1.attribute).to.equal("wounds");
          expect(actor.system.wounds).to.include.keys("value", "max");
        });

        it("files the compendium packs in the Stride pack folder (system.json packFolders)", () => {
          const pack = game.packs.get("stride.example-actors");
          expect(pack?.folder?.name).to.equal("Stride");
        });

        it("has plural actor labels and region behavior hints (lang/en.json)", () => {
          expect(game.i18n.has("TYPES.Actor.characterPl")).to.equal(true);
          expect(game.i18n.has("TYPES.HINTS.RegionBehavior.stride.terrain")).to.equal(true);
          const hint = CONFIG.RegionBehavior.typeHints?.["stride.terrain"];
          if (hint !== undefined) {
            expect(game.i18n.localize(hint)).to.equal(game.i18n.localize("TYPES.HINTS.RegionBehavior.stride.terrain"));
          }
        });

        it("posts a card public while the user's v14 message mode is in-character (chat/message-mode.ts)", async function () {
          if (typeof ChatMessage.applyMode !== "function") return this.skip();
          const before = game.settings.get("core", "messageMode");
          await game.settings.set("core", "messageMode", "ic");
          try {
            const message = keep(await postCard());
            expect(message.whisper).to.deep.equal([]);
            expect(message.blind).to.equal(false);
          } finally {
            await game.settings.set("core", "messageMode", before);
          }
        });

        it("gives the Actors directory's Plan a journey entry in the shape of the menu's own entries", async () => {
          let entries = null;
          const id = Hooks.on("getActorContextOptions", (_app, list) => {
            entries = list;
          });
          await ui.actors.render(true);
          const li = ui.actors.element.querySelector(`[data-entry-id="${actor.id}"]`);
          li.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true, button: 2 }));
          await wait(200);
          Hooks.off("getActorContextOptions", id);
          document.querySelector("#context-menu")?.remove();
          expect(entries, "the hook ran").to.not.equal(null);
          const own = entries.find((e) => (e.label ?? e.name) === "STRIDE.Journey.open");
          const v14 = entries.some((e) => e !== own && "onClick" in e);
          expect(typeof (v14 ? own.onClick : own.callback)).to.equal("function");
        });

        it("lets the runner and d6 portraits be changed with core's editImage action", async () => {
          for (const type of ["runner", "d6character"]) {
            const subject = keep(await Actor.create({ name: `Stride Quench ${type}`, type }));
            await subject.sheet.render(true);
            await wait(300);
            const portrait = subject.sheet.element.querySelector("img.stride-sheet__portrait");
            expect(portrait?.dataset.action, type).to.equal("editImage");
            await subject.sheet.close();
          }
        });
      });

      describe("hooks that never reject into Foundry (notify.ts)", () => {
        it("catches a Strength card's Roll that rejects and enables the button again", async () => {
          const message = keep(
            await ChatMessage.create({
              type: "strengthTest",
              system: {
                actorUuid: actor.uuid,
                tokenUuid: null,
                task: "lift",
                weightKg: actor.system.carrying.lift + 1,
                gravity: "normal",
              },
            }),
          );
          const html = await message.renderHTML();
          const button = html.querySelector("button[data-action='strengthRoll']");
          expect(button, "a Roll button").to.not.equal(null);
          const evaluate = Roll.prototype.evaluate;
          Roll.prototype.evaluate = () => Promise.reject(new Error("Stride Quench: dice refused"));
          try {
            const rejections = await rejectionsDuring(async () => button.click());
            expect(rejections).to.deep.equal([]);
          } finally {
            Roll.prototype.evaluate = evaluate;
          }
          expect(button.disabled).to.equal(false);
        });
      });
    },
    {
      displayName:
        "Stride: live settings, movement actions, chat cards, v14 details and guarded hooks (GM; creates and deletes its documents)",
    },
  );
  // --- end h/live ---

  quench.registerBatch(
    "stride.data",
    ({ it, expect, before, after }) => {
      // Older and hand-typed data as a live world stores it: Foundry runs each model's migrateData
      // before cleaning and pruning the source (DataModelCleaningOptions `migrate`, `prune`), so what
      // is read here is what the world keeps. Any ruleset: every actor type's model is registered.
      const created = [];
      before(function () {
        if (!game.user.isGM) return this.skip();
      });
      after(async () => {
        for (const document of created) await document?.delete();
      });

      it("stores a runner's ratings typed as text, its monitor as marked/boxes and its metatype in capitals", async () => {
        const runner = await Actor.create({
          name: "Stride Quench Legacy Runner",
          type: "runner",
          system: {
            metatype: "Elf",
            attributes: { agility: "5", strength: "\u22121", body: "4+" },
            monitors: { physical: "3/10" },
          },
        });
        created.push(runner);
        expect(runner.system.metatype).to.equal("elf");
        expect(runner.system.toObject().attributes).to.deep.equal({ agility: 5, strength: -1, body: 4 });
        expect(runner.system.toObject().monitors.physical).to.deep.equal({ value: 3, max: 10 });
        expect(Number.isFinite(runner.system.rates.run)).to.equal(true);
      });

      it("stores OpenD6 numbers as every model reads them, and a vehicle's legacy kind as its vehicleKind", async () => {
        const character = await Actor.create({
          name: "Stride Quench Legacy D6",
          type: "d6character",
          system: { move: "1,5", flyingMove: "12 m" },
        });
        const vehicle = await Actor.create({
          name: "Stride Quench Legacy Boat",
          type: "d6vehicle",
          system: { kind: "Water", move: "1 000", speed: "CRUISE", familiarity: "very common" },
        });
        created.push(character, vehicle);
        expect([character.system.move, character.system.flyingMove]).to.deep.equal([1.5, 12]);
        expect(vehicle.system.vehicleKind).to.equal("water");
        expect([vehicle.system.move, vehicle.system.speed, vehicle.system.familiarity]).to.deep.equal([
          1000,
          "cruising",
          "veryCommon",
        ]);
      });

      it("keeps a card's landedOn stored as one model, as a list of it", async () => {
        const actor = await Actor.create({ name: "Stride Quench Landed", type: "fighter" });
        created.push(actor);
        const landed = { name: actor.name, actorUuid: actor.uuid, tokenUuid: null };
        const message = await ChatMessage.implementation.create({
          type: "movementTest",
          system: {
            rulesetId: "necromunda",
            request: { kind: "jumpDown", distance: 3 },
            actorUuid: actor.uuid,
            result: {
              roll: 3,
              dice: 3,
              characteristicValue: 4,
              targetNumber: 4,
              success: false,
              degrees: 1,
              outcome: "falls",
              prone: true,
              hit: null,
              landedOn: landed,
            },
          },
        });
        created.push(message);
        expect(message.system.toObject().result.landedOn).to.deep.equal([landed]);
        expect(message.system.toObject().result.dice).to.deep.equal([3]);
      });
    },
    { displayName: "Stride: older and hand-typed data (GM; creates and deletes actors and a card)" },
  );
  quench.registerBatch(
    "stride.plugins",
    ({ describe, it, expect }) => {
      // The ruleset plugins (src/foundry/rulesets): what only a live world shows — init registered
      // every plugin's actor types and cards whatever the world plays, and wired only the active
      // ruleset's tools (the Journey tool, the Strength HUD button, the system API's openJourney).
      const ruleset = () => game.settings.get("stride", "ruleset");
      describe("every plugin's data models", () => {
        it("are registered for every Actor sub-type system.json declares", () => {
          for (const type of Object.keys(game.system.documentTypes.Actor)) {
            expect(CONFIG.Actor.dataModels[type], type).to.not.equal(undefined);
          }
        });
        it("are registered for every ChatMessage sub-type, the journey and Strength cards in any world", () => {
          for (const type of Object.keys(game.system.documentTypes.ChatMessage)) {
            expect(CONFIG.ChatMessage.dataModels[type], type).to.not.equal(undefined);
          }
        });
        it("give each Actor sub-type its ruleset's sheet as default", () => {
          for (const type of Object.keys(game.system.documentTypes.Actor)) {
            const sheets = CONFIG.Actor.sheetClasses[type] ?? {};
            const stride = Object.values(sheets).find((s) => s.id.startsWith("stride."));
            expect(stride?.default, type).to.equal(true);
          }
        });
      });
      describe("actor types by ruleset", () => {
        it("the Create Actor dialog offers the active ruleset's types only", async () => {
          const played = Object.keys(game.system.documentTypes.Actor).filter((type) =>
            Object.values(CONFIG.Actor.sheetClasses[type] ?? {}).some((s) => s.id.startsWith("stride.")),
          );
          const pending = Actor.implementation.createDialog({}, {}, {});
          await wait(500);
          const dialog = [...globalThis.foundry.applications.instances.values()].find((app) =>
            app.element?.querySelector?.('select[name="type"]'),
          );
          const offered = [...dialog.element.querySelectorAll('select[name="type"] option')].map((o) => o.value);
          await dialog.close();
          await pending;
          expect(offered.length).to.be.greaterThan(0);
          expect(offered.length).to.be.lessThan(played.length);
          for (const type of offered) expect(CONFIG.Actor.dataModels[type], type).to.not.equal(undefined);
        });
      });
      describe("the active ruleset's tools", () => {
        it("offers openJourney in the system API in a Dark Heresy world only", () => {
          expect(typeof game.system.api.openJourney === "function").to.equal(ruleset() === "dh2");
          expect(globalThis.stride.openJourney).to.equal(game.system.api.openJourney);
        });
        it("falls back to the ruleset's default falling formula setting in a Dark Heresy world only", () => {
          const registered = game.settings.settings.has("stride.fallingDamageFormula");
          expect(registered).to.equal(ruleset() === "dh2");
        });
        it("adds the Strength button to an owned character's token HUD in a Dark Heresy world only", async function () {
          const actor = game.actors.find((a) => a.type === "character" && a.isOwner);
          const token = actor?.getActiveTokens()[0];
          if (!token) return this.skip();
          await token.control({ releaseOthers: true });
          globalThis.canvas.tokens.hud.bind(token);
          await globalThis.canvas.tokens.hud.render({ force: true });
          const button = globalThis.canvas.tokens.hud.element.querySelector("button.stride-strength");
          expect(button !== null).to.equal(ruleset() === "dh2");
          await globalThis.canvas.tokens.hud.close();
        });
      });
    },
    { displayName: "Stride: ruleset plugins (any ruleset; read-only)" },
  );
  quench.registerBatch(
    "stride.bandReached",
    ({ describe, it, expect, before, after }) => {
      // A Dark Heresy move is tested by the band it reaches, not its action id (docs/rulings.md:
      // tests follow the band reached): what only a live world shows is that the moveToken hook's
      // movement carries Foundry's priced cost, so a default Walk into the Charge band posts the test.
      let scene;
      let actor;
      let token;
      let combat;
      let restoreView;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2") return this.skip();
        scene = await scratchScene("Stride Quench band", "m");
        restoreView = await viewScratch(scene);
        actor = await dh2Character("Stride Quench Walker");
        token = await placeToken(scene, actor, "Walker", 0, 0);
        await terrainRegion(scene, "Rubble", { x: 300, y: 0, width: 900, height: 100 }, { condition: "rubble" });
        await drawnObject(token);
        combat = await startedCombat(scene, token);
      });
      after(async () => {
        await combat?.delete();
        await restoreView?.();
        await scene?.delete();
        await actor?.delete();
      });

      describe("a default Walk in a started combat (AB 4: halved in rubble, Charge 6 m)", () => {
        it("3 m clear then 3 m of rubble cost 9, a Charge: one treacherous card, rubble", async () => {
          const before = game.messages.contents.length;
          let movement = null;
          const hook = Hooks.on("moveToken", (document, data) => {
            if (document.id === token.id) movement = data;
          });
          await token.move([{ x: 600, y: 0, action: "walk" }]);
          await wait();
          Hooks.off("moveToken", hook);
          expect(movement?.passed?.cost, "Foundry's priced cost of the piece").to.equal(9);
          const cards = postedSince(before);
          expect(cards.map((m) => m.system.request?.kind)).to.deep.equal(["treacherous"]);
          expect(cards[0].system.request).to.include({ condition: "rubble" });
          for (const card of cards) await card.delete();
        });
      });
    },
    {
      displayName:
        "Stride: tests by the band reached (needs the Dark Heresy ruleset; creates and views a scratch scene)",
    },
  );
  quench.registerBatch(
    "stride.flightMode",
    ({ it, expect, before, after }) => {
      // Flight is a mode (docs/rulings.md): what only a live world shows is that Foundry hands the
      // cost function the segment's `fly` action, so a flight over rubble is priced unhalved, and
      // that a finished flight over hazardous water posts no swim card.
      let scene;
      let actor;
      let token;
      let combat;
      let restoreView;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2") return this.skip();
        scene = await scratchScene("Stride Quench flight", "m");
        restoreView = await viewScratch(scene);
        actor = await dh2Character("Stride Quench Flyer");
        token = await placeToken(scene, actor, "Flyer", 0, 0);
        await terrainRegion(scene, "Rubble", { x: 300, y: 0, width: 300, height: 100 }, { condition: "rubble" });
        await terrainRegion(
          scene,
          "Water",
          { x: 300, y: 300, width: 300, height: 100 },
          { condition: "water", water: "hazardous" },
        );
        await drawnObject(token);
        combat = await startedCombat(scene, token);
      });
      after(async () => {
        await combat?.delete();
        await restoreView?.();
        await scene?.delete();
        await actor?.delete();
      });

      it("a Fly of 3 m clear then 3 m of rubble costs 6 (walked it costs 9) and posts no card", async () => {
        const before = game.messages.contents.length;
        let movement = null;
        const hook = Hooks.on("moveToken", (document, data) => {
          if (document.id === token.id) movement = data;
        });
        await token.move([{ x: 600, y: 0, action: "fly" }]);
        await wait();
        Hooks.off("moveToken", hook);
        expect(movement?.passed?.cost, "Foundry's priced cost of the flight").to.equal(6);
        expect(postedSince(before).map((m) => m.system.request?.kind)).to.deep.equal([]);
      });

      it("a Fly across hazardous water posts no swim card", async () => {
        await token.update({ x: 0, y: 300 }, { action: "displace" });
        const before = game.messages.contents.length;
        await token.move([{ x: 900, y: 300, action: "fly" }]);
        await wait();
        expect(postedSince(before).map((m) => m.system.request?.kind)).to.not.include("swim");
      });
    },
    {
      displayName: "Stride: flight is a mode (needs the Dark Heresy ruleset; creates and views a scratch scene)",
    },
  );
  quench.registerBatch(
    "stride.edges",
    ({ it, expect, before, after }) => {
      // Edges one by one (docs/rulings.md): what only a live world shows is that a finished move
      // ending over a gap, in a started combat, posts that gap's leap naming the gap's region, so
      // passing it clears that gap only (the card's `edgeRegion` option).
      let scene;
      let actor;
      let token;
      let combat;
      let gaps = [];
      let restoreView;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "necromunda" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench edges", "in");
        restoreView = await viewScratch(scene);
        actor = await Actor.create({ name: "Stride Quench Leaper", type: "fighter", system: { profile: { move: 5 } } });
        token = await placeToken(scene, actor, "Leaper", 0, 0);
        const gap = { condition: "gap", height: 3 };
        gaps = [
          ...(await terrainRegion(scene, "Gap A", { x: 300, y: 0, width: 200, height: 100 }, gap)),
          ...(await terrainRegion(scene, "Gap B", { x: 700, y: 0, width: 200, height: 100 }, gap)),
        ];
        await drawnObject(token);
        combat = await startedCombat(scene, token);
      });
      after(async () => {
        await combat?.delete();
        await restoreView?.();
        await scene?.delete();
        await actor?.delete();
      });

      it("a move ending over gap A posts one leap naming gap A's region, not gap B's", async () => {
        const before = game.messages.contents.length;
        await token.move([{ x: 400, y: 0, action: "walk" }]);
        await wait(1000);
        const cards = postedSince(before);
        const leaps = cards.filter((m) => m.system.request?.options?.edgeRegion !== undefined);
        expect(leaps.length).to.equal(1);
        expect(leaps[0].system.request.options.edgeRegion).to.equal(gaps[0].id);
        for (const card of cards) await card.delete();
      });
    },
    {
      displayName: "Stride: edges one by one (needs the Necromunda ruleset; GM; creates and views a scratch scene)",
    },
  );
  quench.registerBatch(
    "stride.rulerColors",
    (context) => {
      const { describe, it, expect } = context;
      const keys = [0, 1, 2, 3, 4, 5, 6].map((slot) => `rulerColor${slot}`);
      describe("the ruler colour settings", () => {
        it("registers a world ColorField setting per palette slot, with a name and hint", () => {
          for (const key of keys) {
            const setting = game.settings.settings.get(`stride.${key}`);
            expect(setting?.scope).to.equal("world");
            expect(setting?.type instanceof globalThis.foundry.data.fields.ColorField).to.equal(true);
            expect(game.i18n.has(setting?.name)).to.equal(true);
            expect(game.i18n.has(setting?.hint)).to.equal(true);
          }
        });
        it("reads back as a colour CONFIG.STRIDE.rulerColors and the root's custom properties agree with", () => {
          const colors = CONFIG.STRIDE?.rulerColors ?? [];
          expect(colors.length).to.equal(keys.length);
          const style = globalThis.getComputedStyle(globalThis.document.documentElement);
          keys.forEach((key, slot) => {
            // What game.settings.get gives for a ColorField setting (a string or a Color) is logged for the evidence.
            const value = game.settings.get("stride", key);
            const hex =
              typeof value === "string" ? value.toLowerCase() : `#${Number(value).toString(16).padStart(6, "0")}`;
            expect(hex).to.equal(colors[slot]);
            const name = slot === keys.length - 1 ? "--stride-band-beyond" : `--stride-band-${slot}`;
            expect(style.getPropertyValue(name).trim().toLowerCase()).to.equal(colors[slot]);
          });
          globalThis.console.log(
            "Stride | ruler colour setting value type:",
            typeof game.settings.get("stride", keys[0]),
          );
        });
      });
    },
    { displayName: "Stride: ruler colours (any ruleset; read-only)" },
  );
  quench.registerBatch(
    "stride.rulerLabel",
    ({ describe, it, expect }) => {
      // What only a live client shows: that game.i18n.lang is the user's chosen language (the ruler
      // formats its numbers with it) and that the ruler's label template renders Stride's words in one line
      // each, the stop's full text in the short line's tooltip.
      describe("the ruler's waypoint label", () => {
        it("formats numbers in the language the user chose (core's language setting)", () => {
          expect(game.i18n.lang).to.equal(game.settings.get("core", "language"));
          const written = new Intl.NumberFormat(game.i18n.lang, { maximumFractionDigits: 1 }).format(2.5);
          globalThis.console.log("Stride | ruler label: language", game.i18n.lang, "writes 2.5 as", written);
          expect(written).to.match(/^2\D5$/);
        });
        it("renders the band, what is left and a one-line stop with the full text as its tooltip", async () => {
          const template = CONFIG.Token.rulerClass.WAYPOINT_LABEL_TEMPLATE;
          expect(template).to.equal("systems/stride/templates/canvas/waypoint-label.hbs");
          const html = await globalThis.foundry.applications.handlebars.renderTemplate(template, {
            cssClass: "",
            stride: {
              text: "Half Move 2.5/4 m",
              remaining: "21.5 m to Run",
              band: "half",
              colorVar: "var(--stride-band-0)",
              stop: "Gap: leap test on drop",
              stopFull: game.i18n.localize("STRIDE.Ruler.Leap"),
            },
          });
          const label = globalThis.document.createElement("div");
          label.innerHTML = html;
          globalThis.document.body.append(label);
          try {
            const stop = label.querySelector(".stride-stop-label");
            expect(label.querySelector(".stride-band-label")?.textContent).to.equal("Half Move 2.5/4 m");
            expect(label.querySelector(".stride-remaining-label")?.textContent).to.equal("21.5 m to Run");
            expect(stop?.textContent).to.equal("Gap: leap test on drop");
            expect(stop?.getAttribute("title")).to.equal(game.i18n.localize("STRIDE.Ruler.Leap"));
            // One line: the stop's box is no taller than one line of its text.
            const style = globalThis.getComputedStyle(stop);
            expect(style.whiteSpace).to.equal("nowrap");
            const line = Number.parseFloat(style.lineHeight) || 1.5 * Number.parseFloat(style.fontSize);
            expect(stop.getBoundingClientRect().height).to.be.below(2 * line);
          } finally {
            label.remove();
          }
        });
      });
    },
    { displayName: "Stride: ruler label words and numbers (any ruleset; read-only)" },
  );
  // --- h/cards: the GM's modifier on test cards and chained tests in a live world (keep this block contiguous) ---
  quench.registerBatch(
    "stride.gmModifier",
    ({ describe, it, expect, before, after }) => {
      const REQUEST_WAIT = 1500;
      const SLIPPERY = { value: -10, reason: "slippery rungs" };
      let actor;
      let message;
      let scene;
      before(async function () {
        if (!game.users.activeGM) return this.skip();
        if (game.user.isGM) actor = await dh2Character("Stride Quench modifier");
        // On a player's run: the card the GM's run left (flagged), for a character the player does not own.
        else message = game.messages.find((m) => m.getFlag("stride", "quenchModifier"));
      });
      after(async () => {
        if (!game.user.isGM) return;
        await scene?.delete();
        await actor?.delete();
      });

      describe("the world setting", () => {
        it("registers a world Boolean 'rollers set the modifier', off by default, with a name and hint", () => {
          const setting = game.settings.settings.get("stride.rollerModifier");
          expect(setting?.scope).to.equal("world");
          expect(setting?.type).to.equal(Boolean);
          expect(setting?.default).to.equal(false);
          expect(game.i18n.has(setting?.name)).to.equal(true);
          expect(game.i18n.has(setting?.hint)).to.equal(true);
        });
      });

      describe("on the GM's client (Dark Heresy ruleset)", () => {
        it("stores the GM's modifier on the card through the card request, and the card shows GM: reason and target 12", async function () {
          if (!game.user.isGM || game.system.api.activeRuleset().id !== "dh2") return this.skip();
          await game.system.api.requestMovementTest(actor, { kind: "treacherous", condition: "rubble" });
          message = game.messages.contents.at(-1);
          const seen = new Promise((resolve) => {
            const id = Hooks.on("updateChatMessage", (document, changed, _options, userId) => {
              if (document.id !== message.id) return;
              Hooks.off("updateChatMessage", id);
              resolve({ changed, userId });
            });
          });
          const asked = await game.system.api.requests.ask("card", {
            action: "setModifier",
            messageId: message.id,
            modifier: SLIPPERY,
          });
          expect(asked).to.equal(true);
          // The hook's changes are expanded (system.gmModifier), and its user is the server's word.
          const { changed, userId } = await seen;
          expect(changed.system?.gmModifier).to.deep.equal(SLIPPERY);
          expect(userId).to.equal(game.user.id);
          message = game.messages.get(message.id);
          expect(message.system.gmModifier.value).to.equal(-10);
          const view = message.system.cardContext();
          expect(view.lines.at(-1)).to.deep.equal({ label: "GM: slippery rungs", value: "−10" });
          expect(view.target).to.equal("12");
          expect(view.canSetModifier).to.equal(true);
          await message.setFlag("stride", "quenchModifier", actor.uuid);
        });
        it("refuses a modifier that is not a whole number in the message's schema", async function () {
          if (!game.user.isGM || !message) return this.skip();
          let refused = false;
          try {
            await message.update({ "system.gmModifier": { value: 2.5, reason: "" } });
          } catch {
            refused = true;
          }
          globalThis.console.log("Stride | a non-integer gmModifier update was refused:", refused);
          expect(game.messages.get(message.id).system.gmModifier?.value).to.equal(-10);
        });
        it("rolls the card with the modifier once: the result's target is 12 and it keeps the modifier", async function () {
          if (!game.user.isGM || !message) return this.skip();
          await game.system.api.requests.ask("card", { action: "roll", messageId: message.id });
          await wait(REQUEST_WAIT);
          const result = game.messages.get(message.id).system.result;
          expect(result?.targetNumber).to.equal(12);
          expect(result?.gmModifier?.value).to.equal(-10);
          expect(game.messages.get(message.id).system.cardContext().canSetModifier).to.equal(false);
        });
        it("renders one .dice-roll per roll of the rolled card, the last ones Dice So Nice hides while they land", async function () {
          if (!game.user.isGM || !message) return this.skip();
          const rolled = game.messages.get(message.id);
          const html = await rolled.renderHTML();
          expect(rolled.rolls.length).to.equal(1);
          expect(html.querySelectorAll(".dice-roll").length).to.equal(rolled.rolls.length);
          expect(html.querySelector(".dice-roll.stride-card__result .stride-card__verdict")).to.not.equal(null);
        });
        it("a failed running jump posts the stumble test card for the same token, once", async function () {
          if (!game.user.isGM || game.system.api.activeRuleset().id !== "dh2") return this.skip();
          scene = await scratchScene("Stride Quench chained", "m");
          const token = await placeToken(scene, actor, "Jumper", 200, 200);
          await game.system.api.requestMovementTest(token, { kind: "verticalJump", options: { runUp: "4" } });
          const jump = game.messages.contents.at(-1);
          const before = game.messages.size;
          // d100 = 90 (Agility 42 fails): DiceTerm rolls ceil(randomUniform × faces).
          const uniform = CONFIG.Dice.randomUniform;
          CONFIG.Dice.randomUniform = () => 0.895;
          try {
            await game.system.api.requests.ask("card", { action: "roll", messageId: jump.id });
            await wait(REQUEST_WAIT);
          } finally {
            CONFIG.Dice.randomUniform = uniform;
          }
          expect(game.messages.get(jump.id).system.result?.outcome).to.equal("stumbled");
          const posted = postedSince(before);
          expect(posted.length).to.equal(1);
          expect(posted[0].system.request.kind).to.equal("stumble");
          expect(posted[0].system.tokenUuid).to.equal(token.uuid);
          expect(posted[0].author.isGM).to.equal(true);
          for (const card of [jump, ...posted]) await card.delete();
        });
      });

      describe("on a player's client (log in as a player while the GM is connected, then run this batch)", () => {
        it("cannot write the modifier on the GM's card", async function () {
          if (game.user.isGM || !message) return this.skip();
          let refused = false;
          try {
            await message.update({ "system.gmModifier": { value: 60, reason: "mine" } });
          } catch {
            refused = true;
          }
          expect(refused || game.messages.get(message.id).system.gmModifier?.value !== 60).to.equal(true);
        });
        it("asks the GM to set it while the world lets only the GM: refused, the card keeps the GM's", async function () {
          if (game.user.isGM || !message || game.settings.get("stride", "rollerModifier")) return this.skip();
          await game.system.api.requests.ask("card", {
            action: "setModifier",
            messageId: message.id,
            modifier: { value: 60, reason: "mine" },
          });
          await wait(REQUEST_WAIT);
          expect(game.messages.get(message.id).system.gmModifier?.value).to.equal(-10);
        });
        it("writes a modifier on its own card: the active GM clears it while only the GM may set it", async function () {
          if (game.user.isGM || game.settings.get("stride", "rollerModifier")) return this.skip();
          const own = game.actors.find((a) => a.isOwner && a.type === "character");
          if (!own) return this.skip();
          await game.system.api.requestMovementTest(own, { kind: "treacherous", condition: "rubble" });
          const card = game.messages.contents.at(-1);
          expect(card.author.id).to.equal(game.user.id);
          await card.update({ "system.gmModifier": { value: 60, reason: "mine" } });
          await wait(REQUEST_WAIT);
          expect(game.messages.get(card.id).system.gmModifier ?? null).to.equal(null);
          await card.delete();
        });
      });
    },
    {
      displayName:
        "Stride: the GM's modifier and chained tests (run as the GM first, then as a player; the Dark Heresy ruleset; creates a scratch scene)",
    },
  );

  quench.registerBatch(
    "stride.actorReadings",
    ({ describe, it, expect, after }) => {
      describe("an actor's data model and its ruleset's engine read the same data alike", () => {
        const created = [];
        after(async () => {
          for (const actor of created) await actor.delete();
        });
        it("gives the engine's reading of system.toObject() and of the data model itself, for every played type", async function () {
          const ruleset = game.system.api.activeRuleset();
          const actors = game.system.api.rules.getRuleset(ruleset.id).actors;
          if (!actors) return this.skip();
          for (const type of actors.types) {
            const actor = await Actor.create({ name: `Stride Quench reading ${type}`, type });
            created.push(actor);
            const statuses = [...actor.statuses];
            const fromSource = actors.read(type, actor.system.toObject(), statuses);
            const fromModel = actors.read(type, actor.system, statuses);
            // A new actor's source holds every field at its initial value: nothing to warn about.
            expect(fromSource?.warnings, type).to.deep.equal([]);
            expect(actor.system.movementProfile, type).to.deep.equal(fromSource?.profile);
            expect(fromModel?.profile, type).to.deep.equal(fromSource?.profile);
            expect(actor.system.flyingSpeed, type).to.equal(fromSource?.flyingSpeed);
            expect(actor.system.kind, type).to.equal(fromSource?.kind);
          }
        });
      });
    },
    { displayName: "Stride: actor readings (any ruleset; creates and deletes actors)" },
  );

  // stride.exactShapes: regions' exact areas as the snapshot reads them (docs/foundry-evidence.md § 27).
  quench.registerBatch(
    "stride.exactShapes",
    ({ describe, it, expect, before, after }) => {
      const api = () => game.system.api;
      let scene;
      let turned;
      let pool;
      // A 4 × 2 m rectangle at (4, 3) m turned 30° about its centre (6, 4) m, with a 1 × 0.5 m hole
      // in its middle; an ellipse of radii 2 and 1 m centred at (14, 5) m. 100 px a metre.
      const rectangle = { type: "rectangle", x: 400, y: 300, width: 400, height: 200, rotation: 30, hole: false };
      const hole = { type: "rectangle", x: 550, y: 375, width: 100, height: 50, rotation: 0, hole: true };
      const ellipse = { type: "ellipse", x: 1400, y: 500, radiusX: 200, radiusY: 100, rotation: 0, hole: false };
      /** The snapshot's region of this id, in metres. */
      const snapshotRegion = (id) =>
        api()
          .sceneSnapshot(scene, "m")
          .regions.find((r) => r.id === id);
      before(async function () {
        if (!game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench exact shapes", "m");
        [turned, pool] = await scene.createEmbeddedDocuments("Region", [
          { name: "Turned rubble", shapes: [rectangle, hole], behaviors: [] },
          { name: "Pool", shapes: [ellipse], behaviors: [] },
        ]);
      });
      after(async () => {
        await scene?.delete();
      });
      describe("a turned rectangle with a hole and an ellipse", () => {
        it("stores the shapes as given: type, numbers, rotation and hole", () => {
          const [stored, storedHole] = turned.shapes.map((shape) => shape.toObject?.() ?? shape);
          globalThis.console.log("Stride | a rectangle region shape as stored:", stored);
          for (const key of ["type", "x", "y", "width", "height", "rotation", "hole"]) {
            expect(stored[key], key).to.equal(rectangle[key]);
          }
          expect(storedHole.hole).to.equal(true);
          expect(pool.shapes[0].radiusX).to.equal(200);
        });
        it("offers Foundry's own polygons, whose rings the snapshot reads", () => {
          globalThis.console.log("Stride | RegionDocument#polygons:", turned.polygons);
          expect(Array.isArray(turned.polygons)).to.equal(true);
          expect(turned.polygons.length).to.equal(2);
          expect(turned.polygons.every((p) => Array.isArray(p.points))).to.equal(true);
          expect(snapshotRegion(turned.id).polygons[0].holes.length).to.equal(1);
        });
        it("agrees with the engine's own reading of the shapes to a pixel", () => {
          const scaled = (shape) =>
            Object.fromEntries(
              Object.entries(shape).map(([k, v]) =>
                typeof v === "number" && k !== "rotation" ? [k, v / 100] : [k, v],
              ),
            );
          for (const [document, shapes] of [
            [turned, [rectangle, hole]],
            [pool, [ellipse]],
          ]) {
            const ours = api().rules.regionArea(shapes.map(scaled)).bounds;
            const theirs = snapshotRegion(document.id).area;
            for (const key of ["x", "y", "width", "height"]) expect(theirs[key]).to.be.closeTo(ours[key], 0.01);
          }
        });
        it("holds no point in the turned rectangle's bounding-box corner or hole, and holds its side", () => {
          const region = snapshotRegion(turned.id);
          const inside = (x, y) => api().rules.pointInRegion({ x, y }, region);
          expect(inside(region.area.x + 0.1, region.area.y + 0.1)).to.equal(false);
          expect(inside(6, 4)).to.equal(false);
          // 1.5 m from the centre along the turned long side: (6 + 1.5 cos 30°, 4 + 1.5 sin 30°).
          expect(inside(6 + 1.5 * Math.cos(Math.PI / 6), 4 + 0.75)).to.equal(true);
          const round = snapshotRegion(pool.id);
          expect(api().rules.pointInRegion({ x: 12.1, y: 4.1 }, round)).to.equal(false);
          expect(api().rules.pointInRegion({ x: 14, y: 5 }, round)).to.equal(true);
        });
      });
    },
    { displayName: "Stride: exact region shapes (any ruleset; GM)" },
  );

  // stride.walls: walls as the snapshot reads them (docs/foundry-evidence.md § 28).
  quench.registerBatch(
    "stride.walls",
    ({ describe, it, expect, before, after }) => {
      const api = () => game.system.api;
      const { CONST } = globalThis;
      let scene;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench walls", "m");
        // A wall at x = 3 m, an open door at x = 6 m, a one-way (LEFT) wall at x = 9 m, each 0–5 m down.
        await scene.createEmbeddedDocuments("Wall", [
          { c: [300, 0, 300, 500] },
          { c: [600, 0, 600, 500], door: CONST.WALL_DOOR_TYPES.DOOR, ds: CONST.WALL_DOOR_STATES.OPEN },
          { c: [900, 0, 900, 500], dir: CONST.WALL_DIRECTIONS.LEFT },
        ]);
      });
      after(async () => {
        await scene?.delete();
      });
      describe("the snapshot's walls", () => {
        it("reads the constants the adapter assumes", () => {
          expect(CONST.WALL_MOVEMENT_TYPES.NONE).to.equal(0);
          expect(CONST.WALL_DOOR_STATES.OPEN).to.equal(1);
          expect([CONST.WALL_DIRECTIONS.LEFT, CONST.WALL_DIRECTIONS.RIGHT]).to.deep.equal([1, 2]);
        });
        it("holds the wall and the one-way wall with its side, not the open door", () => {
          const walls = api().sceneSnapshot(scene, "m").walls ?? [];
          expect(walls.map((w) => w.a.x)).to.deep.equal([3, 9]);
          expect(walls[1].blocks).to.equal("left");
        });
        it("agrees with core's collision test about which side of the one-way wall holds a move", function () {
          const backend = CONFIG.Canvas?.polygonBackends?.move;
          if (typeof backend?.testCollision !== "function" || globalThis.canvas?.scene?.id !== scene.id)
            return this.skip();
          const test = (from, to) => !!backend.testCollision(from, to, { type: "move", mode: "any" });
          const wall = (api().sceneSnapshot(scene, "m").walls ?? [])[1];
          // The snapshot's left side of the wall walked from (9, 0) to (9, 5) m; core should hold a move from there.
          const side = (x) =>
            (wall.b.x - wall.a.x) * (2.5 - wall.a.y) - (wall.b.y - wall.a.y) * (x - wall.a.x) < 0 ? "left" : "right";
          const fromLeft = side(8) === "left" ? 800 : 1000;
          const fromRight = fromLeft === 800 ? 1000 : 800;
          expect(test({ x: fromLeft, y: 250 }, { x: 1800 - fromLeft, y: 250 })).to.equal(true);
          expect(test({ x: fromRight, y: 250 }, { x: 1800 - fromRight, y: 250 })).to.equal(false);
        });
      });
    },
    { displayName: "Stride: walls in the snapshot (any ruleset; GM; view the scene for the collision check)" },
  );
  // stride.pathfinding: Token#findMovementPath and the reach overlay (docs/foundry-evidence.md § 36).
  quench.registerBatch(
    "stride.pathfinding",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      let restore;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench pathfinding", "m");
        // A wall at x = 5 m from the top down to 8 m: the way from (2, 2) to (8, 2) goes under it.
        await scene.createEmbeddedDocuments("Wall", [{ c: [500, 0, 500, 800] }]);
        actor = await dh2Character("Stride Quench pathfinder");
        token = await placeToken(scene, actor, "Pathfinder", 200, 200);
        restore = await viewScratch(scene);
      });
      after(async () => {
        await restore?.();
        await scene?.delete();
        await actor?.delete();
      });
      describe("Token#findMovementPath", () => {
        it("returns a done job through the waypoints, round the wall, on grid spaces", async function () {
          const object = await drawnObject(token);
          if (!object) return this.skip();
          const waypoints = [
            { x: 200, y: 200, elevation: 0, width: 1, height: 1, action: "walk", explicit: true, checkpoint: true },
            { x: 800, y: 200, elevation: 0, width: 1, height: 1, action: "walk", explicit: true, checkpoint: true },
          ];
          const job = object.findMovementPath(waypoints, {});
          const path = await job.promise;
          expect(job.result).to.equal(path);
          expect(path[0]).to.deep.include({ x: 200, y: 200 });
          expect(path.at(-1)).to.deep.include({ x: 800, y: 200 });
          expect(path.length).to.be.greaterThan(2);
          const backend = CONFIG.Canvas?.polygonBackends?.move;
          for (let k = 1; k < path.length; k++) {
            expect(path[k].x % 100, "on a grid space").to.equal(0);
            expect(path[k].y % 100, "on a grid space").to.equal(0);
            if (typeof backend?.testCollision !== "function") continue;
            const centre = (w) => ({ x: w.x + 50, y: w.y + 50 });
            const hit = backend.testCollision(centre(path[k - 1]), centre(path[k]), { type: "move", mode: "any" });
            expect(!!hit, `segment ${k} crosses a wall`).to.equal(false);
          }
        });
        it("leaves the search to core when told to ignore walls", async function () {
          const object = await drawnObject(token);
          if (!object) return this.skip();
          const waypoints = [
            { x: 200, y: 200, elevation: 0, width: 1, height: 1, action: "walk" },
            { x: 800, y: 200, elevation: 0, width: 1, height: 1, action: "walk" },
          ];
          const path = await object.findMovementPath(waypoints, { ignoreWalls: true }).promise;
          globalThis.console.log("Stride | pathfinding: core's path ignoring walls", path);
          expect(path).to.be.an("array");
        });
      });
      describe("the reach overlay", () => {
        it("is shown and hidden by its keybinding for the controlled token", async function () {
          const object = await drawnObject(token);
          const action = game.keybindings.actions.get("stride.reachOverlay");
          if (!object || !action) return this.skip();
          object.control({ releaseOthers: true });
          action.onDown({});
          await wait(100);
          const graphics = globalThis.canvas.interface.children.find((c) => c.name === "strideReachOverlay");
          expect(graphics, "the overlay's Graphics").to.not.equal(undefined);
          expect(graphics.geometry.graphicsData.length).to.be.greaterThan(0);
          action.onDown({});
          await wait(100);
          expect(graphics.geometry.graphicsData.length).to.equal(0);
          object.release();
        });
      });
    },
    { displayName: "Stride: pathfinding and the reach overlay (Dark Heresy; GM; views a scratch scene)" },
  );
  quench.registerBatch(
    "stride.module",
    ({ describe, it, expect, before, after }) => {
      // The stride-movement module in a host system's world (docs/user-guide.md § Stride Movement): what only a
      // live world shows is that the module's region behaviours get their module-prefixed types, that
      // Stride's classes sit over the host's, and that a host actor reads as the host itself shows it.
      // Run in a world of wh40k-rpg, dark-heresy-2nd, shadowrun5e or od6s with the module enabled.
      const MODULE = "stride-movement";
      const active = () => game.modules.get(MODULE)?.active === true;
      /** What the host's own sheet shows as its first band, and the actor type to create, per host. */
      // (Agility 42: Half Move 4 m; Agility 5: Walk 10 m; Move 10: 5 m free.)
      const HOSTS = {
        "wh40k-rpg": {
          type: "dh2-character",
          system: { characteristics: { agility: { base: 42 } } },
          own: (a) => a.system.movement?.half,
        },
        "dark-heresy-2nd": {
          type: "acolyte",
          system: { characteristics: { agility: { base: 42 } } },
          own: (a) => a.system.movement?.half,
        },
        shadowrun5e: {
          type: "character",
          system: { attributes: { agility: { base: 5 } } },
          own: (a) => a.system.movement?.walk?.value,
        },
        od6s: { type: "character", system: { move: { value: 10 } }, own: (a) => Number(a.system.move?.value) / 2 },
      };
      let actor;
      before(async function () {
        if (!active() || !HOSTS[game.system.id]) return;
        const { type, system } = HOSTS[game.system.id];
        actor = await Actor.create({ name: "Stride module check", type, system });
      });
      after(async () => {
        await actor?.delete();
      });
      describe("the stride-movement module", () => {
        it("is active in a host world it lists, with the host's ruleset as the Ruleset setting", function () {
          if (!active()) this.skip();
          const listed = game.modules.get(MODULE).relationships.systems.map((s) => s.id);
          expect([...listed]).to.include(game.system.id);
          expect(game.settings.settings.has(`${MODULE}.ruleset`)).to.equal(true);
          const ruleset = game.settings.get(MODULE, "ruleset");
          expect(globalThis.stride.rules.rulesetIds()).to.include(ruleset);
        });
        it("registers its region behaviours under the module-prefixed types the manifest declares", function () {
          if (!active()) this.skip();
          for (const type of ["terrain", "ductway", "lift"]) {
            expect(CONFIG.RegionBehavior.dataModels[`${MODULE}.${type}`], type).to.be.a("function");
            expect(game.documentTypes.RegionBehavior, type).to.include(`${MODULE}.${type}`);
          }
        });
        it("registers the generic chat cards as module-prefixed ChatMessage types, over the host's ChatMessage class", function () {
          if (!active()) this.skip();
          for (const type of [
            "movementTest",
            "collisionNotice",
            "fallCard",
            "ruleNotice",
            "weatherCard",
            "collisionCard",
          ]) {
            expect(CONFIG.ChatMessage.dataModels[`${MODULE}.${type}`], type).to.be.a("function");
            expect(game.documentTypes.ChatMessage, type).to.include(`${MODULE}.${type}`);
          }
          // The host's ChatMessage class stays: the module's cards render from their data models.
          expect(CONFIG.ChatMessage.documentClass.name).to.not.equal("StrideChatMessage");
        });
        it("writes a wounds effect into the host's own wounds field (hosts.ts hostConditionUpdate)", async function () {
          if (!active() || !actor) this.skip();
          const writes = {
            "wh40k-rpg": "wounds.value",
            "dark-heresy-2nd": "wounds.value",
            shadowrun5e: "track.physical.value",
            od6s: "wounds.value",
          };
          const path = writes[game.system.id];
          const read = () => path.split(".").reduce((v, k) => v?.[k], actor.system);
          const before = Number(read());
          globalThis.console.log("Stride | module: host wounds field", path, before);
          expect(Number.isFinite(before), `the host keeps ${path}`).to.equal(true);
        });
        it("layers Stride's Token, TokenDocument and Combat classes over the configured ones", function () {
          if (!active()) this.skip();
          const { foundry } = globalThis;
          expect(CONFIG.Token.objectClass.prototype).to.be.an.instanceof(foundry.canvas.placeables.Token);
          expect(CONFIG.Token.documentClass.prototype._preUpdateMovement).to.not.equal(
            foundry.documents.TokenDocument.prototype._preUpdateMovement,
          );
          expect(CONFIG.Combat.documentClass.prototype._clearMovementHistoryOnStartTurn).to.not.equal(
            foundry.documents.Combat.prototype._clearMovementHistoryOnStartTurn,
          );
          // The host's own Actor class stays: the module registers no document class of its own there.
          expect(game.modules.get(MODULE).api.movementOf).to.be.a("function");
        });
        it("reads a new host actor's first band as the host's own sheet shows it", function () {
          if (!active() || !actor) this.skip();
          const source = globalThis.stride.movementOf(actor);
          expect(source, "the host adapter read nothing").to.not.equal(null);
          const ruleset = globalThis.stride.rules.getRuleset(game.settings.get(MODULE, "ruleset"));
          const [first] = ruleset.bands.movementBands(source.movementProfile, {});
          const own = HOSTS[game.system.id].own(actor);
          globalThis.console.log("Stride | module: first band", first, "host's own", own);
          if (typeof own === "number" && Number.isFinite(own)) expect(first.distance).to.equal(own);
        });
      });
    },
    { displayName: "Stride: the stride-movement module in a host system's world (skips elsewhere; creates an actor)" },
  );
  // § 40 (docs/foundry-evidence.md): Dark Heresy hoverers, cards that keep their posted turn, the reach card, High Altitude.
  quench.registerBatch(
    "stride.dh2hover",
    ({ describe, it, expect, before, after }) => {
      // What only a live world shows: the live actor's hovering altitude in the snapshot beside the
      // raised regions' heights, the posted turn stored in a real card's data model, the reach button
      // on core's Token HUD, and the High Altitude status in CONFIG. A Dark Heresy world, as a GM.
      let scene;
      let actor;
      let token;
      let restore;
      let combat;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench DH2 Hover", "m");
        restore = await viewScratch(scene);
        actor = await Actor.create({
          name: "Stride Quench Servo-skull",
          type: "character",
          system: { characteristics: { agility: { value: 40, unnatural: 0 } }, hoverer: 6, altitude: "hovering" },
        });
        token = await placeToken(scene, actor, "Servo-skull", 0, 0);
        await terrainRegion(
          scene,
          "Crate",
          { x: 500, y: 0, width: 200, height: 300 },
          { condition: "raised", height: 1.5 },
        );
        await terrainRegion(
          scene,
          "Wall",
          { x: 1200, y: 0, width: 200, height: 300 },
          { condition: "raised", height: 3 },
        );
        await wait();
      });
      after(async () => {
        await combat?.delete();
        globalThis.canvas.hud?.token?.close?.();
        await restore?.();
        await scene?.delete();
        await actor?.delete();
      });

      describe("a hoverer and low obstacles (§ Hovering Altitude)", () => {
        it("reads the live token as hovering, and the crate at 1.5 m and the wall at 3 m", () => {
          const snapshot = game.system.api.sceneSnapshot(scene, "m");
          expect(snapshot.models.find((m) => m.id === token.id)?.flying).to.equal("hovering");
          const heights = snapshot.regions.flatMap((r) => r.terrain.map((t) => t.height)).sort();
          expect(heights).to.deep.equal([1.5, 3]);
        });
        it("flies the crate with no stop; the engine's drag stops at the 3 m wall's foot", () => {
          const rules = game.system.api.rules;
          const snapshot = game.system.api.sceneSnapshot(scene, "m");
          const drag = rules.prepareDrag(snapshot, token.id, game.system.api.activeRuleset());
          const path = token.object
            .createTerrainMovementPath(
              token.getCompleteMovementPath([
                { x: 0, y: 0, elevation: 0 },
                { x: 1500, y: 0, elevation: 0, action: "walk" },
              ]),
            )
            .map((w) => ({
              x: w.x / 100 + 0.5,
              y: w.y / 100 + 0.5,
              elevation: 0,
              action: w.action,
              conditions: w.terrain?.conditions ?? [],
            }));
          const input = (steps) => ({
            path: steps,
            segments: steps.slice(1).map(() => ({ cost: 1, distance: 1 })),
            turn: null,
            history: { cost: 0, distance: 0 },
            edgeCleared: false,
            exact: false,
          });
          const toCrate = path.filter((w) => w.x < 10);
          expect(rules.dragStop(drag, input(toCrate))).to.equal(null);
          expect(rules.dragStop(drag, input(path))).to.include({ reason: "edge", test: "ledge" });
        });
      });

      describe("cards keep the turn they were posted in", () => {
        it("stores combat:round:turn on a leap card posted in a started combat", async () => {
          combat = await startedCombat(scene, token);
          const message = await game.system.api.requestMovementTest(token, { kind: "leap" });
          expect(message.system.postedTurn).to.equal(`${combat.id}:${combat.round}:${combat.turn ?? 0}`);
        });
      });

      describe("the token HUD and statuses", () => {
        it("offers the standing jump and reach button, which posts a rule notice", async () => {
          globalThis.canvas.hud.token.bind(token.object);
          let html = null;
          for (let i = 0; i < 20 && !html; i++) {
            await wait(100);
            html = globalThis.canvas.hud.token.element?.querySelector(".stride-reach")
              ? globalThis.canvas.hud.token.element
              : null;
          }
          expect(html, "the HUD's reach button").to.not.equal(null);
          const before = game.messages.size;
          html.querySelector(".stride-reach").click();
          await wait(800);
          const posted = postedSince(before, "ruleNotice");
          expect(posted.length).to.equal(1);
          expect(posted[0].system.text.key).to.equal("STRIDE.Dh2.reach.text");
          await posted[0].delete();
        });
        it("registers High Altitude as a status with a localized name", () => {
          const high = CONFIG.statusEffects.find((e) => e.id === "highAltitude");
          expect(high).to.not.equal(undefined);
          expect(game.i18n.has("STRIDE.Status.highAltitude")).to.equal(true);
        });
      });
    },
    {
      displayName:
        "Stride: Dark Heresy hoverers, posted turns, the reach card (GM, dh2 ruleset; creates a scratch scene)",
    },
  );

  // § 40 (docs/foundry-evidence.md): a throw at a target (User#targets) and the altitudes for another system's attack roll.
  quench.registerBatch(
    "stride.dh2throw",
    ({ it, expect, before, after }) => {
      // What only a live world shows: core's target set holding a live token placeable with its
      // document, the Strength card's data model keeping the aim and rendering the Ballistic Skill
      // test, and game.system.api.altitudeAttack reading live token documents. A dh2 world, as a GM.
      let scene;
      let restore;
      let thrower;
      let flyer;
      let tokens = [];
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "dh2" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench DH2 Throw", "m");
        restore = await viewScratch(scene);
        thrower = await Actor.create({
          name: "Stride Quench Thrower",
          type: "character",
          system: { characteristics: { ballisticSkill: { value: 41, unnatural: 0 } } },
        });
        flyer = await Actor.create({
          name: "Stride Quench Gargoyle",
          type: "character",
          system: { flyer: 6, altitude: "low" },
        });
        tokens = [
          await placeToken(scene, thrower, "Thrower", 0, 0),
          await placeToken(scene, flyer, "Gargoyle", 300, 0),
        ];
        await wait();
      });
      after(async () => {
        tokens[1]?.object?.setTarget(false, { releaseOthers: true });
        await restore?.();
        await scene?.delete();
        await thrower?.delete();
        await flyer?.delete();
      });

      it("holds a targeted token in game.user.targets as a placeable with its document", () => {
        tokens[1].object.setTarget(true, { releaseOthers: true });
        const first = [...game.user.targets][0];
        expect(first?.document?.uuid).to.equal(tokens[1].uuid);
        expect(first.document.actor.system.flightPosition).to.equal("low");
      });

      it("keeps the aim on a Strength card and renders its Ballistic Skill test (41 − 10 at Low Altitude)", async () => {
        const message = await ChatMessage.create({
          type: "strengthTest",
          system: {
            actorUuid: thrower.uuid,
            tokenUuid: tokens[0].uuid,
            task: "throw",
            weightKg: 5,
            gravity: "normal",
            aim: { tokenUuid: tokens[1].uuid, name: "Gargoyle", thrower: "ground", target: "low" },
          },
        });
        try {
          expect(message.system.aim.name).to.equal("Gargoyle");
          const context = message.system.cardContext();
          expect(context.target).to.equal("31");
          expect(context.test).to.contain(game.i18n.localize("STRIDE.Characteristic.ballisticSkill"));
        } finally {
          await message.delete();
        }
      });

      it("answers game.system.api.altitudeAttack for live token documents", () => {
        expect(game.system.api.altitudeAttack(tokens[0], tokens[1])).to.deep.equal({ possible: true, modifier: -10 });
      });
    },
    {
      displayName:
        "Stride: Dark Heresy throw at a target and altitudes for attacks (GM, dh2 ruleset; creates a scratch scene)",
    },
  );

  // § 44: the stride-movement module's OpenD6 vehicles, the hosts' own damage methods and the token HUD.
  quench.registerBatch(
    "stride.moduleHosts",
    ({ describe, it, expect, before, after }) => {
      // What only a live host world shows (docs/foundry-evidence.md § 44): an od6s vehicle as the host
      // creates it reads as a Stride vehicle; the host methods the adapters feature-detect exist on the
      // host's actors; dh2's Strength card is a module ChatMessage type. Run in a host world with the
      // module enabled; skips elsewhere.
      const MODULE = "stride-movement";
      const active = () => game.modules.get(MODULE)?.active === true;
      const created = [];
      after(async () => {
        for (const actor of created) await actor.delete();
      });
      describe("host actors in the module", () => {
        let vehicle;
        before(async function () {
          if (!active() || game.system.id !== "od6s") return;
          // compendia/vehicles/vehicles.yaml's first vehicle, as the od6s pack gives it.
          vehicle = await Actor.create({
            name: "Stride check: Motorcycle, small street",
            type: "vehicle",
            system: {
              move: { value: 84 },
              maneuverability: { score: 10 },
              toughness: { score: 11 },
              scale: { score: 3 },
            },
          });
          created.push(vehicle);
        });
        it("reads an od6s vehicle as a vehicle with the speed levels of its Move (42 / 84 m from a stop)", function () {
          if (!vehicle) this.skip();
          const source = globalThis.stride.movementOf(vehicle);
          expect(source?.kind).to.equal("vehicle");
          const bands = globalThis.stride.rules.getRuleset("d6").bands.vehicleBands(source.movementProfile);
          expect(bands.map((b) => b.distance)).to.deep.equal([42, 84]);
          // The host's own damage level key, read as Stride's "none" when the host left it blank.
          globalThis.console.log(
            "Stride | module: od6s vehicle damage.value",
            JSON.stringify(vehicle.system.damage?.value),
          );
          expect(source.movementProfile.characteristics.damageLevel).to.equal(0);
        });
        it("finds the host's own damage and Fatigue methods the adapters call (wh40k-rpg NPCs, shadowrun5e addDamage; od6s applyDamage)", async function () {
          if (!active()) this.skip();
          const probes = {
            "wh40k-rpg": { type: "dh2-npc", methods: ["applyDamage", "applyFatigue"] },
            od6s: { type: "vehicle", methods: ["applyDamage"] },
            shadowrun5e: { type: "character", methods: ["addDamage"] },
          };
          const probe = probes[game.system.id];
          if (!probe) this.skip();
          const actor = await Actor.create({ name: "Stride check: host methods", type: probe.type });
          created.push(actor);
          for (const method of probe.methods) expect(actor[method], method).to.be.a("function");
          // The host's damage record builder the shadowrun5e adapter passes to addDamage.
          if (game.system.id === "shadowrun5e") expect(game.shadowrun5e?.data?.createData).to.be.a("function");
        });
        it("registers dh2's Strength card as the module's own ChatMessage type in a Dark Heresy host", function () {
          if (!active() || game.settings.get(MODULE, "ruleset") !== "dh2") this.skip();
          expect(CONFIG.ChatMessage.dataModels[`${MODULE}.strengthTest`]).to.be.a("function");
          expect(game.documentTypes.ChatMessage).to.include(`${MODULE}.strengthTest`);
        });
        it("has the module's two renderTokenHUD listeners (movement and vehicle test buttons) beside any of the host's", function () {
          if (!active()) this.skip();
          const listeners = Hooks.events?.renderTokenHUD ?? [];
          globalThis.console.log("Stride | module: renderTokenHUD listeners", listeners.length);
          expect(listeners.length).to.be.greaterThan(1);
        });
      });
    },
    {
      displayName:
        "Stride: the module's OpenD6 vehicles, host damage methods and token HUD (host worlds; creates actors)",
    },
  );

  // § 41 (docs/foundry-evidence.md): Shadowrun's combat-tracker note and treading-water clock, and a
  // move's landing terrain; OpenD6's flying stunt card. What only a live world shows.
  quench.registerBatch(
    "stride.srd6",
    ({ describe, it, expect, before, after }) => {
      const ruleset = () => game.settings.get("stride", "ruleset");
      describe("Shadowrun: the Bonus Action note, treading water on the clock, a soft landing from a move", () => {
        let scene;
        let actor;
        let token;
        let combat;
        before(async function () {
          if (ruleset() !== "shadowrun" || !game.user.isGM) return this.skip();
          scene = await scratchScene("Stride Quench Pool", "m");
          // Strength 3, Body 4: 3.5 minutes of treading water.
          actor = await Actor.create({
            name: "Stride Quench Swimmer",
            type: "runner",
            system: { metatype: "human", attributes: { agility: 4, strength: 3, body: 4 }, skills: { swimming: 2 } },
          });
          token = await placeToken(scene, actor, "Swimmer", 0, 0);
          await scene.view();
        });
        after(async () => {
          await combat?.delete();
          await scene?.delete();
          await actor?.delete();
        });
        it("shows 'Bonus Action: running' in the tracker while Running, and drops it with the status", async () => {
          combat = await Combat.create({ scene: scene.id, active: true });
          await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id, sceneId: scene.id }]);
          await combat.startCombat();
          globalThis.ui.combat.activate?.();
          await actor.toggleStatusEffect("srRunning", { active: true });
          await wait(800);
          const note = () => globalThis.ui.combat.element?.querySelector(".stride-tracker-note");
          expect(note()?.textContent).to.equal(game.i18n.localize("STRIDE.Shadowrun.Status.runningTracker"));
          expect(note()?.closest("li.combatant")?.dataset.combatantId).to.equal(combat.combatants.contents[0].id);
          await actor.toggleStatusEffect("srRunning", { active: false });
          await wait(800);
          expect(note()).to.equal(null);
        });
        it("starts the treading clock at the world time, and posts the card when 3.5 minutes pass", async () => {
          const count = () =>
            game.messages.contents.filter(
              (m) =>
                m.type === "movementTest" &&
                m.system.actorUuid === actor.uuid &&
                m.system.request.kind === "treadWater",
            ).length;
          const before = count();
          await actor.update({ "system.treading": true });
          expect(actor.system.treadingSince).to.equal(game.time.worldTime);
          await game.time.advance(120);
          await wait(800);
          expect(count()).to.equal(before);
          await game.time.advance(100);
          await wait(1500);
          expect(count()).to.equal(before + 1);
          await actor.update({ "system.treading": false });
          expect(actor.system.treadingSince).to.equal(null);
        });
        it("a move off a 7.6 m ledge onto a Soft ground region posts the fall card with the soft landing", async () => {
          await combat?.delete();
          combat = null;
          const region = await scene.createEmbeddedDocuments("Region", [
            {
              name: "Stride Quench soft ground",
              shapes: [{ type: "rectangle", x: 300, y: -200, width: 600, height: 600 }],
              behaviors: [{ type: "stride.terrain", system: { condition: "softGround" } }],
            },
          ]);
          await token.update({ elevation: 7.6 });
          await token.move([{ x: 500, y: 0, elevation: 0, action: "srWalk" }]);
          await wait(1500);
          const card = game.messages.contents
            .filter((m) => m.type === "movementTest" && m.system.actorUuid === actor.uuid)
            .at(-1);
          expect(card?.system.request.kind).to.equal("fall");
          expect(card?.system.request.options?.landing).to.equal("soft");
          await scene.deleteEmbeddedDocuments(
            "Region",
            region.map((r) => r.id),
          );
        });
      });
      describe("OpenD6: a flying character's stunt card from the token HUD", () => {
        it("lists the flying stunt with its landing areas when OpenD6 is active", function () {
          if (ruleset() !== "d6") return this.skip();
          const specs = globalThis.stride.rules.getRuleset("d6").tests.manualTests;
          const stunt = specs.find((s) => s.request.kind === "flyStunt");
          expect(stunt?.chosen).to.equal(true);
          expect(stunt.options.find((o) => o.key === "landing").choices.map((c) => c.value)).to.include(
            "limitedLanding",
          );
          expect(game.i18n.localize(stunt.label)).to.not.match(/^STRIDE\./);
        });
      });
    },
    {
      displayName:
        "Stride § 41: Shadowrun tracker note, treading clock, landing terrain; OpenD6 flying stunts (scratch scene)",
    },
  );

  // § 42 (docs/foundry-evidence.md): OpenD6 vehicles as the text asks — no stunt for a gentle bend at
  // cruising, a land vehicle's loss of control (veers, stops, two rounds), the vehicle sheet's
  // familiarity fields on a live actor.
  quench.registerBatch(
    "stride.d6vehicleRules",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Lane", "m");
        actor = await Actor.create({
          name: "Stride Quench Cart",
          type: "d6vehicle",
          system: { move: 4, speed: "cruising", vehicleKind: "animalDrawn", pullingMove: 6, heading: 0 },
        });
        token = await placeToken(scene, actor, "Cart", 0, 0);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });

      describe("stunts only when asked, loss of control, familiarity", () => {
        it("posts no stunt card for a cruising 45°-less bend on easy ground", async () => {
          const combat = await startedCombat(scene, token);
          const before = game.messages.size;
          // East 2 m, then 1 m down and 1.5 m on (a 34° bend): 3.8 m at Move 4, cruising.
          await token.move([
            { x: 200, y: 0, action: "walk" },
            { x: 350, y: 100, action: "walk" },
          ]);
          await wait(800);
          const stunts = postedSince(before).filter((m) => m.system.request?.kind === "stunt");
          expect(stunts.length).to.equal(0);
          await combat.delete();
        });

        it("stops a lost-control cart turned 45°, holds it a round, lets it go at cautious the next, then clears", async () => {
          await token.update({ x: 0, y: 0 }, { animate: false });
          await actor.update({ "system.heading": 0, "system.speed": "cruising", "system.lostControlRounds": 0 });
          await actor.toggleStatusEffect("d6LostControl", { active: true });
          const combat = await startedCombat(scene, token);
          await wait(800);
          if (actor.system.lostControlRounds !== 1) {
            await combat.nextRound();
            await wait(800);
          }
          expect(token.x).to.equal(0);
          expect(actor.system.speed).to.equal("stopped");
          expect(actor.system.heading).to.equal(45);
          expect(actor.system.lostControlRounds).to.equal(1);
          await combat.nextRound();
          await wait(800);
          expect(actor.system.lostControlRounds).to.equal(2);
          expect(actor.statuses.has("d6LostControl")).to.equal(true);
          await combat.nextRound();
          await wait(800);
          expect(actor.statuses.has("d6LostControl")).to.equal(false);
          expect(actor.system.lostControlRounds).to.equal(0);
          await combat.delete();
        });

        it("keeps the sheet's unfamiliar and manual boxes and gives the profile the familiarity class", async () => {
          await actor.update({ "system.familiarity": "common", "system.unfamiliar": true, "system.manual": true });
          expect(actor.system.unfamiliar).to.equal(true);
          expect(actor.system.movementProfile.characteristics.familiarity).to.equal(1);
          expect(actor.system.movementProfile.characteristics.manual).to.equal(1);
          await actor.update({ "system.unfamiliar": false, "system.manual": false });
          expect(actor.system.movementProfile.characteristics.familiarity).to.equal(undefined);
        });
      });
    },
    {
      displayName:
        "Stride: OpenD6 vehicles as the text asks (GM, a world with the OpenD6 ruleset; creates a scratch scene)",
    },
  );

  // § 43 (docs/foundry-evidence.md): the reach overlay during a drag and its kept drawing; a region on
  // another v14 scene level does not shape the path or the reach.
  quench.registerBatch(
    "stride.reachDrag",
    ({ describe, it, expect, before, after }) => {
      const hasLevels = () => typeof CONFIG.Level?.documentClass === "function";
      let scene;
      let actor;
      let token;
      let restore;
      let ground;
      let upper;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench reach drag", "m");
        actor = await dh2Character("Stride Quench reach drag");
        if (hasLevels()) {
          [ground, upper] = await scene.createEmbeddedDocuments("Level", [
            { name: "Stride ground", elevation: { bottom: 0, top: 3 } },
            { name: "Stride upper", elevation: { bottom: 3, top: 6 } },
          ]);
        }
        token = (
          await scene.createEmbeddedDocuments("Token", [
            {
              actorId: actor.id,
              name: "Dragged",
              x: 200,
              y: 200,
              width: 1,
              height: 1,
              actorLink: true,
              ...(ground ? { level: ground.id } : {}),
            },
          ])
        )[0];
        restore = await viewScratch(scene);
      });
      after(async () => {
        await restore?.();
        await scene?.delete();
        await actor?.delete();
      });
      const graphicsOf = () => globalThis.canvas.interface.children.find((c) => c.name === "strideReachOverlay");
      describe("the drag shows the reach overlay", () => {
        it("Stride's Token class handles the drag's start, drop and cancel", () => {
          const proto = CONFIG.Token.objectClass.prototype;
          for (const name of ["_onDragLeftStart", "_onDragLeftDrop", "_onDragLeftCancel"]) {
            expect(Object.hasOwn(proto, name), name).to.equal(true);
          }
        });
        it("a drag's start shows the reach with G off, its end hides it, and the same place is not worked out again", async function () {
          const object = await drawnObject(token);
          const overlay = game.system.api.reachOverlay;
          if (!object || !overlay) return this.skip();
          if (overlay.enabled) overlay.toggle();
          const before = overlay.computed;
          overlay.dragStarted(object);
          await wait(50);
          const graphics = graphicsOf();
          expect(graphics, "the overlay's Graphics").to.not.equal(undefined);
          expect(graphics.geometry.graphicsData.length).to.be.greaterThan(0);
          expect(overlay.computed).to.equal(before + 1);
          overlay.dragEnded(object);
          expect(graphics.geometry.graphicsData.length).to.equal(0);
          overlay.dragStarted(object);
          expect(overlay.computed, "kept for the same token, place, turn and scene").to.equal(before + 1);
          expect(graphics.geometry.graphicsData.length).to.be.greaterThan(0);
          overlay.dragEnded(object);
          // A scene change (a wall) works it out again.
          const [wall] = await scene.createEmbeddedDocuments("Wall", [{ c: [1500, 0, 1500, 300] }]);
          overlay.dragStarted(object);
          expect(overlay.computed).to.equal(before + 2);
          overlay.dragEnded(object);
          await wall.delete();
        });
      });
      describe("v14 scene levels", () => {
        it("rubble limited to the upper level does not turn the ground floor's path; on its own level it does", async function () {
          const object = await drawnObject(token);
          if (!object || !hasLevels()) return this.skip();
          const rubble = (levels) => ({
            name: "Stride rubble",
            levels,
            shapes: [{ type: "rectangle", x: 400, y: 0, width: 200, height: 400, rotation: 0, hole: false }],
            behaviors: [{ type: "stride.terrain", name: "rubble", system: { condition: "rubble" } }],
          });
          const waypoints = [
            { x: 200, y: 200, elevation: 0, width: 1, height: 1, action: "walk", explicit: true, checkpoint: true },
            { x: 800, y: 200, elevation: 0, width: 1, height: 1, action: "walk", explicit: true, checkpoint: true },
          ];
          const [above] = await scene.createEmbeddedDocuments("Region", [rubble([upper.id])]);
          await wait(100);
          const straight = await object.findMovementPath(waypoints, {}).promise;
          globalThis.console.log("Stride | reach drag: path with rubble on the upper level", straight);
          expect(
            straight.every((w) => w.y < 400),
            "straight through, rubble elsewhere",
          ).to.equal(true);
          await above.delete();
          const [here] = await scene.createEmbeddedDocuments("Region", [rubble([ground.id])]);
          await wait(100);
          const round = await object.findMovementPath(waypoints, {}).promise;
          globalThis.console.log("Stride | reach drag: path with rubble on the ground level", round);
          expect(
            round.some((w) => w.y >= 400),
            "round the rubble on its own level",
          ).to.equal(true);
          await here.delete();
        });
      });
    },
    { displayName: "Stride: the reach overlay during a drag, and levels (Dark Heresy; GM; views a scratch scene)" },
  );

  // § 45 (docs/foundry-evidence.md): the manual test dialog's template with core's selectOptions and
  // form-group layout, and DialogV2's render callback, which wires the form to show the chosen test's fields.
  quench.registerBatch(
    "stride.manualTestDialog",
    ({ describe, it, expect }) => {
      const path = `systems/${game.system.id}/templates/apps/manual-test-form.hbs`;
      const context = {
        tests: [
          { value: "0", label: "STRIDE.HUD.whichTest" },
          { value: "1", label: "STRIDE.HUD.height" },
        ],
        chosenNeedsDistance: false,
        chosenPassenger: false,
        heightTests: "1",
        passengerTests: "",
        unit: "m",
        distance: 3,
        passengers: [],
        fieldsets: [
          {
            test: "0",
            shown: true,
            options: [
              {
                id: "q-0-k",
                name: "option.0.k",
                label: "STRIDE.HUD.post",
                choices: [
                  { value: "a", label: "STRIDE.HUD.post" },
                  { value: "b", label: "1D" },
                ],
                selected: "b",
              },
            ],
          },
        ],
      };
      describe("the manual test form", () => {
        it("renders through core's selectOptions: localized labels, a label that is no key as written, the preset selected", async () => {
          const html = await globalThis.foundry.applications.handlebars.renderTemplate(path, context);
          const root = globalThis.document.createElement("form");
          root.innerHTML = html;
          const tests = [...root.querySelectorAll('select[name="test"] option')];
          expect(tests.map((o) => o.textContent)).to.deep.equal([
            game.i18n.localize("STRIDE.HUD.whichTest"),
            game.i18n.localize("STRIDE.HUD.height"),
          ]);
          const option = root.querySelector('select[name="option.0.k"]');
          expect([...option.options].map((o) => o.textContent)).to.deep.equal([
            game.i18n.localize("STRIDE.HUD.post"),
            "1D",
          ]);
          expect(option.value).to.equal("b");
          expect(root.querySelector('[data-stride-field="distance"]').hidden).to.equal(true);
        });
        it("runs DialogV2.prompt's render callback with the dialog, whose element holds the content", async () => {
          const html = await globalThis.foundry.applications.handlebars.renderTemplate(path, context);
          let seen = null;
          const result = await globalThis.foundry.applications.api.DialogV2.prompt({
            window: { title: "STRIDE.HUD.postTest" },
            content: html,
            render: (_event, dialog) => {
              seen = dialog.element.querySelector('select[name="test"]');
              void dialog.close();
            },
            rejectClose: false,
          });
          expect(seen, "the render callback saw the form").to.not.equal(null);
          expect(result ?? null).to.equal(null);
        });
      });
    },
    { displayName: "Stride: the manual test dialog's template and render callback (any ruleset)" },
  );

  // § 45: the Stride Terrain behavior's sheet narrowed by the renderRegionBehaviorConfig hook.
  quench.registerBatch(
    "stride.terrainForm",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let behavior;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench terrain form", "m");
        const [region] = await terrainRegion(
          scene,
          "Plain ground",
          { x: 0, y: 0, width: 200, height: 200 },
          {
            condition: "difficult",
          },
        );
        behavior = region.behaviors.contents[0];
      });
      after(async () => {
        await behavior?.sheet?.close();
        await scene?.delete();
      });
      describe("the behavior's sheet", () => {
        it("shows the condition row and hides the height of difficult ground, and shows it for a gap", async function () {
          if (!behavior) this.skip();
          await behavior.sheet.render({ force: true });
          await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
          const root = behavior.sheet.element;
          const row = (name) => root.querySelector(`[name="system.${name}"]`)?.closest(".form-group");
          expect(row("condition"), "the condition row").to.not.equal(null);
          expect(row("condition").hidden).to.equal(false);
          expect(row("height").hidden, "difficult ground has no height").to.equal(true);
          const select = root.querySelector('select[name="system.condition"]');
          if (![...select.options].some((o) => o.value === "gap" && !o.hidden)) return;
          select.value = "gap";
          select.dispatchEvent(new globalThis.Event("change", { bubbles: true }));
          await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
          const now = behavior.sheet.element;
          const height = now.querySelector('[name="system.height"]')?.closest(".form-group");
          expect(height.hidden, "a gap has a drop or depth").to.equal(false);
        });
      });
    },
    { displayName: "Stride: the Stride Terrain behavior's form (any ruleset; GM; creates a scene)" },
  );

  // § 45: the active ruleset's first-move Tour, registered at setup.
  quench.registerBatch(
    "stride.tour",
    ({ describe, it, expect }) => {
      describe("the first-move tour", () => {
        it("is in game.tours under stride.first-move-<ruleset>, a Tour with four steps and localized texts", () => {
          const ruleset = game.settings.get(game.system.id, "ruleset");
          const tour = game.tours.get(`${game.system.id}.first-move-${ruleset}`);
          expect(tour, "registered").to.not.equal(undefined);
          expect(tour).to.be.an.instanceof(globalThis.foundry.nue.Tour);
          expect(tour.steps.map((s) => s.id)).to.deep.equal(["action", "drag", "ruler", "card"]);
          expect(tour.title).to.not.match(/^STRIDE\./);
        });
      });
    },
    { displayName: "Stride: the first-move tour (any ruleset)" },
  );
  // § 45: the sheet's colours are core's theme variables.
  quench.registerBatch(
    "stride.themeColors",
    ({ describe, it, expect, before, after }) => {
      let actor;
      before(async () => {
        actor = await dh2Character("Stride Quench theme");
      });
      after(async () => {
        await actor?.sheet?.close();
        await actor?.delete();
      });
      describe("a Stride sheet in the client's theme", () => {
        it("is themed, and its text is the theme's --color-text-primary", async function () {
          if (!actor) this.skip();
          await actor.sheet.render({ force: true });
          await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
          const root = actor.sheet.element;
          expect(root.closest(".themed") ?? root.querySelector(".themed"), "core's themed class").to.not.equal(null);
          const body = root.querySelector(".stride-sheet");
          expect(body, "the Stride sheet body").to.not.equal(null);
          const probe = globalThis.document.createElement("span");
          probe.style.color = "var(--color-text-primary)";
          body.append(probe);
          const expected = globalThis.getComputedStyle(probe).color;
          probe.remove();
          expect(globalThis.getComputedStyle(body).color).to.equal(expected);
          expect(
            globalThis.getComputedStyle(body).getPropertyValue("--color-text-primary").trim(),
            "core defines it",
          ).to.not.equal("");
        });
      });
    },
    { displayName: "Stride: sheet colours from core's theme (GM; creates an actor)" },
  );
};

if (globalThis.quench) register(globalThis.quench);
else Hooks.once("quenchReady", register);

// § 39. Necromunda outcomes carried out: a forced (displace) move in a started combat, as Crawl
// Through, a side-on push and a lift's escape make through the executor, records no movement cost,
// so Crawl Through's spent action (from the activation's cost so far) leaves the fighter nothing.
function registerNecromundaOutcomes(quench) {
  quench.registerBatch(
    "stride.necromundaOutcomes",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Necromunda Outcomes", "in");
        actor = await Actor.create({
          name: "Stride Quench Crawler",
          type: "fighter",
          system: { profile: { move: 4 } },
        });
        token = await placeToken(scene, actor, "Crawler", 0, 0);
      });
      after(async () => {
        await scene?.delete();
        await actor?.delete();
      });
      describe("forced moves in a started combat (§ 39)", () => {
        it("a displace move (Crawl Through's, a shove's) adds no cost to the token's movement history", async function () {
          if (!token) this.skip();
          const combat = await startedCombat(scene, token);
          const cost = () => (token.movementHistory ?? []).reduce((sum, w) => sum + (Number(w.cost) || 0), 0);
          const before = cost();
          await token.move([{ x: 1500, y: 0, action: "displace" }]);
          await wait();
          globalThis.console.log("Stride | § 39 displace: history cost", before, "→", cost(), token.movementHistory);
          expect(token.x).to.equal(1500);
          expect(cost()).to.equal(before);
          await combat.delete();
        });
      });
    },
    { displayName: "Stride: Necromunda outcomes (§ 39; creates a scratch scene, an actor and a combat)" },
  );
}

if (globalThis.quench) registerNecromundaOutcomes(globalThis.quench);
else Hooks.once("quenchReady", registerNecromundaOutcomes);

// § 44 (docs/foundry-evidence.md): a wh40k-rpg pack NPC in the legacy stat-block shape, created in a
// wh40k-rpg world with the module, is migrated by the host on load (NPCData._migrateData) into the
// shape the adapter reads: Ag 30 gives the AgB 3 row, 3 / 6 / 9 / 18 m, the pack's own Move.
function registerPackActors(quench) {
  quench.registerBatch(
    "stride.hostPackActors",
    ({ describe, it, expect, before, after }) => {
      let actor;
      before(async function () {
        if (game.modules.get("stride-movement")?.active !== true || game.system.id !== "wh40k-rpg") return;
        if (!game.user.isGM) return;
        // src/packs/dh2-actors-bestiary/_source/arbites-enforcer_Vy7nLp3eWc9gTd1M.json (@67d9123), movement fields.
        actor = await Actor.create({
          name: "Stride check: Arbites Enforcer",
          type: CONFIG.Actor.dataModels?.["dh2-npc"] ? "dh2-npc" : "npc",
          system: {
            characteristics: {
              ws: "35",
              bs: "35",
              s: "35",
              t: "35",
              ag: "30",
              int: "30",
              per: "30",
              wp: "35",
              fel: "25",
            },
            size: "Average",
            move: "3/6/9/18",
          },
        });
      });
      after(async () => {
        await actor?.delete();
      });
      describe("a legacy pack NPC as the host loads it (§ 44)", () => {
        it("reads Agility 30 and Size 4, and gives 3 / 6 / 9 / 18 m", function () {
          if (!actor) this.skip();
          globalThis.console.log(
            "Stride | § 44 wh40k-rpg pack NPC: agility",
            JSON.stringify(actor.system.characteristics?.agility),
            "size",
            actor.system.size,
          );
          const source = globalThis.stride.movementOf(actor);
          expect(source?.movementProfile.characteristics.agility).to.equal(30);
          expect(source?.movementProfile.size).to.equal(4);
          const bands = globalThis.stride.rules.getRuleset("dh2").bands.movementBands(source.movementProfile, {});
          expect(bands.map((b) => b.distance)).to.deep.equal([3, 6, 9, 18]);
        });
      });
    },
    { displayName: "Stride: a host's pack NPC (§ 44; creates an actor in a wh40k-rpg world)" },
  );
}

if (globalThis.quench) registerPackActors(globalThis.quench);
else Hooks.once("quenchReady", registerPackActors);

// § 52 (docs/foundry-evidence.md): the active ruleset's chunk (src/foundry/rulesets/loading.ts). `init`
// starts `import()`ing it and Foundry does not await `init`; the chunk must have arrived by `ready`
// (before any drag, card or tool needs it), be fetched from the system's own chunks/ folder, and be
// the only ruleset chunk this world fetched.
function registerRulesetChunk(quench) {
  quench.registerBatch(
    "stride.chunks",
    ({ describe, it, expect }) => {
      const ruleset = () => game.settings.get("stride", "ruleset");
      const fetched = () =>
        globalThis.performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => name.includes("/systems/stride/chunks/"));
      describe("the active ruleset's chunk (§ 52)", () => {
        it("started in init for the world's ruleset and arrived before ready", () => {
          const arrival = globalThis.stride.rulesetChunk();
          globalThis.console.log("Stride | § 52 chunk", JSON.stringify(arrival), JSON.stringify(fetched()));
          expect(arrival?.id).to.equal(ruleset());
          expect(arrival.arrivedAt).to.be.a("number");
          expect(arrival.readyAt).to.be.a("number");
          expect(arrival.arrivedAt).to.be.at.most(arrival.readyAt);
        });
        it("was fetched from the system's chunks/ folder, one ruleset chunk at most", () => {
          const names = fetched();
          // The shared chunk stride.mjs imports, and an active-*.mjs only for a ruleset that has one.
          expect(names.some((name) => /\/chunks\/stride-[\w-]+\.mjs/.test(name))).to.equal(true);
          expect(names.filter((name) => /\/chunks\/active-[\w-]+\.mjs/.test(name)).length).to.be.at.most(1);
        });
        it("wired what it brings: Dark Heresy's openJourney and altitudeAttack, in a Dark Heresy world only", () => {
          const dh2 = ruleset() === "dh2";
          expect(typeof globalThis.stride.openJourney).to.equal(dh2 ? "function" : "undefined");
          expect(typeof game.system.api.altitudeAttack).to.equal(dh2 ? "function" : "undefined");
        });
        it("leaves every actor of the world prepared with its movement profile", () => {
          const played = game.actors.filter((actor) => actor.system && "movementProfile" in actor.system);
          for (const actor of played) {
            expect(actor.system.movementProfile, actor.name).to.be.an("object");
            expect(actor.system.warnings, actor.name).to.be.an("array");
          }
        });
      });
    },
    { displayName: "Stride: the active ruleset's chunk arrives before ready (§ 52)" },
  );
}

if (globalThis.quench) registerRulesetChunk(globalThis.quench);
else Hooks.once("quenchReady", registerRulesetChunk);

// § 50 (docs/foundry-evidence.md): what only a live host world shows for the module's host adapters —
// a wh40k-rpg pack NPC whose stat block prints its Move and writes its size as a word loads with the
// printed Move kept (`movementManual`) and Size 4, and Stride's bands equal the host's `movement`; a
// Flyer's altitude kept in the module's actor flag round-trips through Actor#update and reads back;
// an od6s vehicle's first crew member, a world actor, is found with fromUuidSync and gives the pilot's
// code. Run in a wh40k-rpg or od6s world with the module enabled, as a GM; skips elsewhere.
function registerModuleHostsLive(quench) {
  quench.registerBatch(
    "stride.moduleHostsLive",
    ({ describe, it, expect, before, after }) => {
      const MODULE = "stride-movement";
      const live = (system) =>
        game.modules.get(MODULE)?.active === true && game.system.id === system && game.user.isGM === true;
      const created = [];
      after(async () => {
        for (const actor of created) await actor.delete();
      });
      describe("wh40k-rpg: a printed Move and a worded size (the Ambulull, dh2-actors-bestiary)", () => {
        let npc;
        before(async function () {
          if (!live("wh40k-rpg")) return;
          // src/packs/dh2-actors-bestiary/_source/ambulull_Rk6mWx3pFn9yTc1H.json (@67d9123), movement fields.
          npc = await Actor.create({
            name: "Stride check: Ambulull",
            type: CONFIG.Actor.dataModels?.["dh2-npc"] ? "dh2-npc" : "npc",
            system: {
              characteristics: {
                ws: "40",
                bs: "-",
                s: "55",
                t: "50",
                ag: "20",
                int: "10",
                per: "25",
                wp: "30",
                fel: "-",
              },
              size: "Enormous (+20)",
              move: "4/8/12/24",
            },
          });
          created.push(npc);
        });
        it("loads with the printed Move kept and Size 4, and Stride's bands are the host's 4 / 8 / 12 / 24 m", function () {
          if (!npc) this.skip();
          globalThis.console.log(
            "Stride | § 50 wh40k-rpg Ambulull: size",
            npc.system.size,
            "movementManual",
            npc.system.movementManual,
            "movement",
            JSON.stringify(npc.system.movement),
          );
          const source = globalThis.stride.movementOf(npc);
          const bands = globalThis.stride.rules.getRuleset("dh2").bands.movementBands(source.movementProfile, {});
          const host = npc.system.movement;
          expect(bands.map((b) => b.distance)).to.deep.equal([host.half, host.full, host.charge, host.run]);
          expect(bands.map((b) => b.distance)).to.deep.equal([4, 8, 12, 24]);
        });
      });
      describe("Dark Heresy hosts: a Flyer's altitude in the module's flag", () => {
        let flyer;
        before(async function () {
          if (!live("wh40k-rpg") && !live("dark-heresy-2nd")) return;
          const type = game.system.id === "wh40k-rpg" ? "dh2-character" : "acolyte";
          flyer = await Actor.create({ name: "Stride check: flyer", type });
          created.push(flyer);
          await flyer.createEmbeddedDocuments("Item", [{ name: "Flyer", type: "trait", system: { level: 6 } }]);
        });
        it("keeps the altitude in flags.stride-movement.altitude and reads it back as the flyer's position", async function () {
          if (!flyer) this.skip();
          await flyer.update({ [`flags.${MODULE}.altitude`]: "low" });
          expect(flyer.getFlag(MODULE, "altitude")).to.equal("low");
          const source = globalThis.stride.movementOf(flyer);
          expect(source?.flyingSpeed).to.equal(6);
          // The host's own data is untouched by the flag.
          expect(flyer.system.altitude).to.equal(undefined);
        });
      });
      describe("od6s: a vehicle's pilot on its crew actor", () => {
        let vehicle;
        let pilot;
        before(async function () {
          if (!live("od6s")) return;
          pilot = await Actor.create({
            name: "Stride check: pilot",
            type: "character",
            system: { attributes: { mec: { base: 9 } } },
          });
          created.push(pilot);
          await pilot.createEmbeddedDocuments("Item", [
            { name: "Vehicle Operation", type: "skill", system: { attribute: "mec", score: 3 } },
          ]);
          vehicle = await Actor.create({
            name: "Stride check: crewed motorcycle",
            type: "vehicle",
            system: {
              move: { value: 84 },
              maneuverability: { score: 10 },
              toughness: { score: 11 },
              skill: { value: "Vehicle Operation" },
              crewmembers: [{ uuid: pilot.uuid, name: pilot.name, sort: 0 }],
            },
          });
          created.push(vehicle);
        });
        it("finds the crew member with fromUuidSync and rolls its Vehicle Operation on Mechanical plus the Maneuverability", function () {
          if (!vehicle) this.skip();
          expect(globalThis.foundry.utils.fromUuidSync(pilot.uuid)?.documentName).to.equal("Actor");
          globalThis.console.log(
            "Stride | § 50 od6s pilot mec",
            JSON.stringify(pilot.system.attributes?.mec),
            "crew",
            JSON.stringify(vehicle.system.crewmembers),
          );
          const source = globalThis.stride.movementOf(vehicle);
          const mec = Number(pilot.system.attributes.mec.score);
          expect(source.movementProfile.characteristics.pilotry).to.equal(mec + 3 + 10);
        });
      });
    },
    { displayName: "Stride: the module's host adapters live (§ 50; creates actors in a host world)" },
  );
}

if (globalThis.quench) registerModuleHostsLive(globalThis.quench);
else Hooks.once("quenchReady", registerModuleHostsLive);

// § 51 (docs/foundry-evidence.md): the Adventure of the world's ruleset imported as a GM would, with
// `Adventure#import({ dialog: false })`: its scenes, actors and journal arrive with their ids kept,
// tokens find their actors, notes their journal page, regions show to players. Creates world
// documents and deletes them after; skipped where any of them already exists (a GM's own import).
function registerAdventures(quench) {
  quench.registerBatch(
    "stride.adventures",
    ({ describe, it, expect, before, after }) => {
      let adventure;
      let result;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        const ruleset = game.settings.get("stride", "ruleset");
        const pack = game.packs.get("stride.adventures");
        adventure = (await pack?.getDocuments())?.find((a) => a.getFlag("stride", "ruleset") === ruleset);
        if (!adventure) return this.skip();
        const data = adventure.toObject();
        const taken = [
          ...data.scenes.map((d) => game.scenes.get(d._id)),
          ...data.actors.map((d) => game.actors.get(d._id)),
          ...data.journal.map((d) => game.journal.get(d._id)),
          ...data.macros.map((d) => game.macros.get(d._id)),
        ].filter(Boolean);
        if (taken.length) return this.skip();
        result = await adventure.import({ dialog: false });
      });
      after(async () => {
        for (const docs of Object.values(result?.created ?? {})) {
          for (const doc of docs) await doc.delete();
        }
      });
      describe("the active ruleset's Adventure", () => {
        it("is an Adventure document flagged with the ruleset", () => {
          expect(adventure.documentName).to.equal("Adventure");
          expect(adventure.getFlag("stride", "ruleset")).to.equal(game.settings.get("stride", "ruleset"));
        });
        it("creates its scenes, actors and journal with the ids of the pack", () => {
          const data = adventure.toObject();
          for (const scene of data.scenes) expect(game.scenes.get(scene._id)?.name).to.equal(scene.name);
          for (const actor of data.actors) expect(game.actors.get(actor._id)?.type).to.equal(actor.type);
          for (const entry of data.journal) expect(game.journal.get(entry._id)?.pages.size).to.be.greaterThan(0);
          expect(result.created.Scene?.length).to.equal(data.scenes.length);
        });
        it("gives every token its actor, every note its page, and shows every region to players", () => {
          for (const { _id } of adventure.toObject().scenes) {
            const scene = game.scenes.get(_id);
            for (const token of scene.tokens) if (token.actorId) expect(token.actor?.id).to.equal(token.actorId);
            for (const note of scene.notes) expect(note.page?.parent?.id).to.equal(note.entryId);
            for (const region of scene.regions) {
              expect(region.visibility).to.equal(globalThis.CONST.REGION_VISIBILITY.ALWAYS);
              for (const behavior of region.behaviors) expect(behavior.type.startsWith("stride.")).to.equal(true);
            }
          }
        });
      });
    },
    { displayName: "Stride: the ruleset's Adventure imported (§ 51; GM, creates and deletes its documents)" },
  );
  // § 51: the tour's steps point at core's elements (nue/tours.ts TOUR_TARGETS), as v13/v14 draw them.
  quench.registerBatch(
    "stride.tourTargets",
    ({ describe, it, expect }) => {
      describe("the first-move tour's targets on a viewed scene", () => {
        it("finds each step's static selector, and the Select tool under the Token controls", function () {
          if (!globalThis.canvas?.ready) return this.skip();
          const ruleset = game.settings.get("stride", "ruleset");
          const tour = game.tours.get(`stride.first-move-${ruleset}`);
          // Stride's subclass of core's Tour (nue/tours.ts strideTourClass), known by its own _preStep:
          // the built file is minified, so the class is not named StrideTour there.
          const own = Object.getPrototypeOf(tour);
          expect(Object.getPrototypeOf(own)).to.equal(globalThis.foundry.nue.Tour.prototype);
          expect(Object.hasOwn(own, "_preStep")).to.equal(true);
          const doc = globalThis.document;
          // The static selectors (each step's last target): a tour already run may have removed a
          // step's selector in _preStep, so they are named here rather than read from the steps.
          const tokens = '#scene-controls-layers button[data-control="tokens"]';
          const last = { action: tokens, drag: tokens, ruler: tokens, card: "#chat .chat-log" };
          expect(tour.steps.map((step) => step.id)).to.deep.equal(Object.keys(last));
          for (const [id, selector] of Object.entries(last)) {
            expect(doc.querySelector(selector), `${id}: ${selector}`).to.not.equal(null);
          }
          if (doc.querySelector(tokens)?.getAttribute("aria-pressed") === "true") {
            expect(doc.querySelector('#scene-controls-tools button[data-tool="select"]')).to.not.equal(null);
          }
          expect(doc.querySelector("#board")).to.not.equal(null);
        });
      });
    },
    { displayName: "Stride: the tour's steps point at core's elements (§ 51; a viewed scene)" },
  );
}

if (globalThis.quench) registerAdventures(globalThis.quench);
else Hooks.once("quenchReady", registerAdventures);

// § 49 (docs/foundry-evidence.md): OpenD6 declared rams, combat cards and a Very Light hit's −1D in a live world —
// the declared ram's stunt card posted in place of the collision card and the declaration spent by
// the move (the vehicle's `declaredStunt` field written by setCounter), and a Very Light count taken
// down by the vehicle's turn start in a started combat, its pilot's code 1D lower meanwhile.
function registerD6Rams(quench) {
  quench.registerBatch(
    "stride.d6rams",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let galley;
      let barge;
      let token;
      let bargeToken;
      before(async function () {
        if (game.settings.get("stride", "ruleset") !== "d6" || !game.user.isGM) return this.skip();
        scene = await scratchScene("Stride Quench Harbour", "m");
        galley = await Actor.create({
          name: "Stride Quench Galley",
          type: "d6vehicle",
          system: { move: 5, speed: "cruising", vehicleKind: "water", declaredStunt: "ram", heading: 0 },
        });
        barge = await Actor.create({
          name: "Stride Quench Barge",
          type: "d6vehicle",
          system: { move: 5, speed: "stopped", vehicleKind: "water" },
        });
        const created = await scene.createEmbeddedDocuments("Token", [
          { actorId: galley.id, name: "Galley", x: 0, y: 400, width: 2, height: 2, rotation: 270, actorLink: true },
          { actorId: barge.id, name: "Barge", x: 600, y: 400, width: 2, height: 2, rotation: 90, actorLink: true },
        ]);
        [token, bargeToken] = created;
      });
      after(async () => {
        await scene?.delete();
        await galley?.delete();
        await barge?.delete();
      });

      describe("rams are declared stunts (§ Ramming & Sideswiping Vehicles)", () => {
        it("posts the ram stunt card (+10) instead of the collision card, and the move spends the declaration", async () => {
          const before = game.messages.size;
          await token.move([{ x: 500, y: 400, action: "d6Cruising" }]);
          await wait(1000);
          const posted = game.messages.contents.slice(before);
          const stunt = posted.find((m) => m.type === "movementTest" && m.system.request?.options?.stunts === "ram");
          expect(stunt, "the ram stunt card").to.not.equal(undefined);
          expect(stunt.system.request.options.collide).to.equal(bargeToken.id);
          expect(posted.filter((m) => m.type === "collisionCard").length).to.equal(0);
          expect(galley.system.declaredStunt).to.equal("none");
          for (const m of posted) await m.delete();
        });

        it("posts the combat cards from the vehicle's HUD list: attacking the galley, its pilot firing at −1D", async () => {
          const specs = game.system.api.rules
            .getRuleset("d6")
            .tests.vehicleTests(galley.system.movementProfile, [...galley.statuses]);
          expect(specs.map((s) => s.request.kind)).to.include.members(["hitVehicle", "vehicleDodge", "pilotFire"]);
          const before = game.messages.size;
          const shot = await game.system.api.requestMovementTest(token, {
            kind: "hitVehicle",
            options: { attack: "4D", range: "short", vehicleScale: "6" },
          });
          const fire = await game.system.api.requestMovementTest(token, { kind: "pilotFire" });
          const posted = game.messages.contents.slice(before);
          expect(posted.length).to.equal(2);
          // 10 + short 0 − scale 6: a person shooting a large vessel needs 4 (rebuilt from the stored request).
          const tests = game.system.api.rules.getRuleset("d6").tests;
          expect(tests.describe(tests.buildTest(shot.system.request), 0).target).to.equal("4");
          const html = await shot.renderHTML();
          expect(html.querySelector("[data-action='roll']"), "the card's Roll button").to.not.equal(null);
          expect(fire.system.request.kind).to.equal("pilotFire");
          for (const m of posted) await m.delete();
        });

        it("drives a galley that lost control in a gale 4 × its Move where the wind blows (§ Sailing Ships)", async () => {
          await token.update({ x: 0, y: 0 }, { animate: false });
          await galley.update({ "system.move": 3, "system.speed": "cruising", "system.heading": 0 });
          await galley.update({ "system.lostControlRounds": 0 });
          // Wild Die 5 (a gale), direction die 6 (running free: the wind blows along its heading, east).
          await scene.setFlag("stride", "weather", { dice: [[5], [6]] });
          await galley.toggleStatusEffect("d6LostControl", { active: true });
          const combat = await startedCombat(scene, token);
          try {
            await wait(1000);
            expect(token.x).to.equal(1200);
            expect(galley.system.speed).to.equal("allOut");
          } finally {
            await combat.delete();
            await galley.toggleStatusEffect("d6LostControl", { active: false });
            await scene.unsetFlag("stride", "weather");
          }
        });

        it("counts a Very Light hit's −1D down at the galley's turn start, its pilot's code 1D lower meanwhile", async () => {
          await galley.update({ "system.veryLightRounds": 0 });
          const whole = galley.system.movementProfile.characteristics.pilotry;
          await galley.update({ "system.veryLightRounds": 2 });
          expect(galley.system.movementProfile.characteristics.pilotry).to.equal(Math.max(0, whole - 3));
          const combat = await startedCombat(scene, token);
          try {
            await wait(800);
            expect(galley.system.veryLightRounds).to.equal(1);
          } finally {
            await combat.delete();
          }
        });
      });
    },
    { displayName: "Stride § 49: OpenD6 declared rams, Very Light −1D (GM, OpenD6 world; scratch scene)" },
  );
}

if (globalThis.quench) registerD6Rams(globalThis.quench);
else Hooks.once("quenchReady", registerD6Rams);

// § 46 (docs/foundry-evidence.md): the Necromunda Charge's shortest route. The engine's route round a
// wall, turned into waypoints as the drag turns it (not explicit, not checkpoints), is measured by
// Foundry's own measureMovementPath, kept whole by the constraint, and crosses no wall by Foundry's
// own move-collision test; a GM's drag is never rerouted (only a player's, in a started combat).
function registerChargeRoute(quench) {
  quench.registerBatch(
    "stride.chargeRoute",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      let restore;
      before(async function () {
        if (!game.user.isGM || game.system.api.activeRuleset().id !== "necromunda") return this.skip();
        scene = await scratchScene("Stride Quench Charge route", "in");
        // A wall along x = 5" from the top down to 6": the way from (2, 2) to (8, 2) goes under it.
        await scene.createEmbeddedDocuments("Wall", [{ c: [500, 0, 500, 600] }]);
        actor = await Actor.create({
          name: "Stride Quench Charger",
          type: "fighter",
          system: { profile: { move: 8 } },
        });
        token = await placeToken(scene, actor, "Charger", 150, 150);
        restore = await viewScratch(scene);
      });
      after(async () => {
        await restore?.();
        await scene?.delete();
        await actor?.delete();
      });
      describe("the Charge's route (§ 46)", () => {
        it("is measured by Foundry, kept by the constraint and crosses no wall", async function () {
          const object = await drawnObject(token);
          if (!object) return this.skip();
          const api = game.system.api;
          const snapshot = api.sceneSnapshot(scene, "in", { mover: token });
          const drag = api.rules.prepareDrag(snapshot, token.id, api.activeRuleset());
          const step = (x, y) => ({ x, y, elevation: 0, action: "charge" });
          // Centres in inches: the dragged detour from (2, 2) down to y = 9 and across to (8, 2).
          const path = [{ x: 2, y: 2, elevation: 0 }, step(2, 9), step(8, 9), step(8, 2)];
          const waypoint = (p, k, all) => ({
            x: Math.round(p.x * 100 - 50),
            y: Math.round(p.y * 100 - 50),
            elevation: 0,
            width: 1,
            height: 1,
            action: "charge",
            explicit: k === 0 || k === all.length - 1,
            checkpoint: k === 0 || k === all.length - 1,
          });
          const measure = (steps) =>
            token.measureMovementPath(steps.map(waypoint)).segments.reduce((sum, s) => sum + s.cost, 0);
          const route = api.rules.shortestRoute(drag, path, measure, { gridless: false, cell: 1 });
          globalThis.console.log("Stride | § 46 Charge route", route);
          expect(route, 'a cheaper route than the 19" detour').to.not.equal(null);
          expect(route.cost).to.be.lessThan(route.dragged);
          const waypoints = route.path.map(waypoint);
          const [kept] = object.constrainMovementPath(waypoints, { preview: true });
          expect(kept.map((w) => [w.x, w.y])).to.deep.equal(waypoints.map((w) => [w.x, w.y]));
          const backend = CONFIG.Canvas?.polygonBackends?.move;
          if (typeof backend?.testCollision !== "function") return;
          const centre = (w) => ({ x: w.x + 50, y: w.y + 50 });
          for (let k = 1; k < kept.length; k++) {
            const hit = backend.testCollision(centre(kept[k - 1]), centre(kept[k]), { type: "move", mode: "any" });
            expect(!!hit, `segment ${k} crosses a wall`).to.equal(false);
          }
        });
        it("leaves a GM's dragged Charge as drawn", async function () {
          const object = await drawnObject(token);
          if (!object) return this.skip();
          const waypoints = [
            { x: 150, y: 150, elevation: 0, width: 1, height: 1, action: "charge", explicit: true, checkpoint: true },
            { x: 150, y: 850, elevation: 0, width: 1, height: 1, action: "charge", explicit: true, checkpoint: true },
            { x: 750, y: 850, elevation: 0, width: 1, height: 1, action: "charge", explicit: true, checkpoint: true },
          ];
          const [kept] = object.constrainMovementPath(waypoints, { preview: true });
          expect(kept.filter((w) => w.explicit).length).to.equal(3);
        });
      });
    },
    { displayName: "Stride: the Necromunda Charge's shortest route (§ 46; creates a scratch scene and an actor)" },
  );
}

if (globalThis.quench) registerChargeRoute(globalThis.quench);
else Hooks.once("quenchReady", registerChargeRoute);

// § 48 (docs/foundry-evidence.md): the lighting facts Stride reads (canvas/lighting.ts) as a live
// world holds them: the scene's darkness level (Scene#environment.darknessLevel, the same number
// canvas.environment.darknessLevel gives), an AmbientLight's origin in pixels and radii in scene
// units (its rendered source's radius in pixels is config.bright × the grid's pixels per unit), and
// whether Foundry's own light shape agrees with the radius test at a point inside and outside
// (walls not counted by Stride: a scene with a wall between them may differ, which is logged).
function registerSceneLighting(quench) {
  quench.registerBatch(
    "stride.dh2lighting",
    ({ describe, it, expect, before, after }) => {
      let light;
      before(async function () {
        if (!game.user.isGM || !globalThis.canvas?.scene) return;
        const { x, y } = globalThis.canvas.dimensions.sceneRect;
        [light] = await globalThis.canvas.scene.createEmbeddedDocuments("AmbientLight", [
          { x: x + 400, y: y + 400, config: { bright: 2, dim: 4 }, hidden: false },
        ]);
        await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
      });
      after(async () => {
        await light?.delete();
      });
      describe("lighting read from the scene (§ 48)", () => {
        it("reads the darkness level from the scene document as the canvas gives it", function () {
          if (!globalThis.canvas?.scene) this.skip();
          const stored = globalThis.canvas.scene.environment?.darknessLevel;
          expect(stored).to.be.a("number");
          expect(stored).to.be.within(0, 1);
          expect(globalThis.canvas.environment?.darknessLevel ?? stored).to.be.closeTo(stored, 1e-6);
        });
        it("an AmbientLight's radii are scene units and its origin pixels, as its source draws it", function () {
          if (!light) this.skip();
          const perUnit = globalThis.canvas.scene.grid.size / globalThis.canvas.scene.grid.distance;
          const source = light.object?.lightSource;
          globalThis.console.log(
            "Stride | § 48 light source radius (px)",
            source?.data?.bright,
            source?.data?.dim,
            "expected",
            2 * perUnit,
            4 * perUnit,
          );
          expect(light.config.bright).to.equal(2);
          if (source?.data) expect(source.data.dim).to.be.closeTo(4 * perUnit, 1);
          const inside = { x: light.x + 1.5 * perUnit, y: light.y };
          const outside = { x: light.x + 5 * perUnit, y: light.y };
          if (source?.shape?.contains) {
            globalThis.console.log(
              "Stride | § 48 Foundry's light shape contains inside/outside",
              source.shape.contains(inside.x, inside.y),
              source.shape.contains(outside.x, outside.y),
            );
            expect(source.shape.contains(outside.x, outside.y)).to.equal(false);
          }
        });
        it("the scene configuration offers the lighting level in a Dark Heresy world", async function () {
          if (!globalThis.canvas?.scene || !globalThis.stride?.rules?.getRuleset("dh2")) this.skip();
          const sheet = globalThis.canvas.scene.sheet;
          await sheet.render({ force: true });
          await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
          const select = sheet.element?.querySelector?.('select[name$=".lighting"]');
          globalThis.console.log("Stride | § 48 scene config lighting select", select?.name, select?.value);
          await sheet.close();
          const ruleset = (() => {
            try {
              return game.settings.get("stride", "ruleset");
            } catch {
              return null;
            }
          })();
          if (ruleset === "dh2") expect(select).to.not.equal(null);
        });
      });
    },
    { displayName: "Stride: lighting from the scene (§ 48; adds and removes a light on the viewed scene)" },
  );
}

if (globalThis.quench) registerSceneLighting(globalThis.quench);
else Hooks.once("quenchReady", registerSceneLighting);

// § 47 (docs/foundry-evidence.md): on a Necromunda scene with a ½" grid, Foundry's measurement
// calls the cost function once per ½" and in path order, so a 2" climb costs 4" (as on a 1" grid)
// and a lone ½" step up is free (necromunda-movement.md § Stepping Up, § Climbing).
function registerHalfGrid(quench) {
  quench.registerBatch(
    "stride.halfGrid",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      let restoreView;
      before(async function () {
        if (game.system.api?.activeRuleset?.().id !== "necromunda") return this.skip();
        scene = await Scene.create({
          name: "Stride Quench half-inch grid",
          width: 2000,
          height: 1000,
          grid: { type: 1, size: 100, distance: 0.5, units: "in" },
        });
        restoreView = await viewScratch(scene);
        actor = await Actor.create({
          name: "Stride Quench Climber",
          type: "fighter",
          system: { profile: { move: 5 } },
        });
        token = await placeToken(scene, actor, "Climber", 0, 0);
        await drawnObject(token);
      });
      after(async () => {
        await restoreView?.();
        await scene?.delete();
        await actor?.delete();
      });
      const measure = (waypoints) => {
        const path = token.getCompleteMovementPath(waypoints);
        const terrainPath = token.object?.createTerrainMovementPath?.(path) ?? path;
        return token.measureMovementPath(terrainPath, { cost: token.object._getMovementCostFunction({}) });
      };
      describe("heights on a half-inch grid (§ 47)", () => {
        it("a 2-inch climb costs 4 inches and a half-inch step up nothing", () => {
          const climb = measure([
            { x: 0, y: 0, elevation: 0, action: "move" },
            { x: 0, y: 0, elevation: 2, action: "move" },
          ]);
          globalThis.console.log("Stride | § 47 half-inch grid: 2-inch climb cost", climb.cost);
          expect(climb.cost).to.equal(4);
          const step = measure([
            { x: 0, y: 0, elevation: 0, action: "move" },
            { x: 0, y: 0, elevation: 0.5, action: "move" },
          ]);
          expect(step.cost).to.equal(0);
        });
      });
    },
    {
      displayName:
        "Stride: half-inch grid heights (§ 47; needs the Necromunda ruleset; creates and views a scratch scene)",
    },
  );
}

if (globalThis.quench) registerHalfGrid(globalThis.quench);
else Hooks.once("quenchReady", registerHalfGrid);

// § 58 (docs/foundry-evidence.md): the global illumination and darkness sources as a live world
// holds them (canvas/lighting.ts): `environment.globalLight` with a boolean `enabled` and `bright`
// and a `darkness` range, and an AmbientLight created with `config.negative` keeping it and drawn
// as a darkness source (its rendered source logged), the shapes lightingFactsAt reads.
function registerGlobalLighting(quench) {
  quench.registerBatch(
    "stride.globalLighting",
    ({ describe, it, expect, before, after }) => {
      let shroud;
      before(async function () {
        if (!game.user.isGM || !globalThis.canvas?.scene) return;
        const { x, y } = globalThis.canvas.dimensions.sceneRect;
        [shroud] = await globalThis.canvas.scene.createEmbeddedDocuments("AmbientLight", [
          { x: x + 300, y: y + 300, config: { bright: 1, dim: 2, negative: true }, hidden: false },
        ]);
        await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
      });
      after(async () => {
        await shroud?.delete();
      });
      describe("global illumination and darkness sources (§ 58)", () => {
        it("the scene's global light has a boolean enabled and bright and a darkness range", function () {
          const global = globalThis.canvas?.scene?.environment?.globalLight;
          if (!global) this.skip();
          globalThis.console.log("Stride | § 58 globalLight", global.enabled, global.bright, global.darkness);
          expect(global.enabled).to.be.a("boolean");
          expect(global.bright).to.be.a("boolean");
          expect(global.darkness.min).to.be.a("number");
          expect(global.darkness.max).to.be.a("number");
        });
        it("a negative light keeps config.negative, is drawn as a darkness source and read as one", function () {
          if (!shroud) this.skip();
          expect(shroud.config.negative).to.equal(true);
          const source = shroud.object?.lightSource;
          globalThis.console.log("Stride | § 58 darkness source class", source?.constructor?.name, source?.isDarkness);
          expect(shroud.config.bright).to.equal(1);
          expect(shroud.config.darkness.max).to.be.a("number");
        });
      });
    },
    {
      displayName:
        "Stride: global illumination and darkness sources (§ 58; adds and removes a light on the viewed scene)",
    },
  );
}

if (globalThis.quench) registerGlobalLighting(globalThis.quench);
else Hooks.once("quenchReady", registerGlobalLighting);

// § 56: the Adventure scenes' backgrounds (assets/scenes, drawn by scripts/scene-art.mjs from each
// scene's data). What only a live world shows: Foundry serves the image from the system's folder at
// half the scene's size; the imported scene keeps it (v13 `background`, v14 its level's `background`,
// migrated by core); the viewed scene's background mesh has the texture and is stretched over the
// scene's rectangle. Imports the active ruleset's Adventure where none of its ids exists yet, views
// its first scene, and deletes what it created.
function registerSceneArt(quench) {
  quench.registerBatch(
    "stride.sceneArt",
    ({ describe, it, expect, before, after }) => {
      let adventure;
      let result;
      let restoreView;
      const ART = /^systems\/stride\/assets\/scenes\/stride-[a-z-]+\.png$/;
      /** A scene's background source: the v13 field, else (v14) its first level's. */
      const backgroundSrc = (scene) =>
        scene.levels?.size ? scene.levels.contents[0].background?.src : scene.background?.src;
      before(async function () {
        if (!game.user.isGM) return this.skip();
        const ruleset = game.settings.get("stride", "ruleset");
        adventure = (await game.packs.get("stride.adventures")?.getDocuments())?.find(
          (a) => a.getFlag("stride", "ruleset") === ruleset,
        );
        if (!adventure) return this.skip();
        const data = adventure.toObject();
        const taken = [
          ...data.scenes.map((d) => game.scenes.get(d._id)),
          ...data.actors.map((d) => game.actors.get(d._id)),
          ...data.journal.map((d) => game.journal.get(d._id)),
          ...data.macros.map((d) => game.macros.get(d._id)),
        ].filter(Boolean);
        if (taken.length) return this.skip();
        result = await adventure.import({ dialog: false });
      });
      after(async () => {
        await restoreView?.();
        for (const docs of Object.values(result?.created ?? {})) {
          for (const doc of docs) await doc.delete();
        }
      });
      describe("the Adventure scenes' backgrounds", () => {
        it("loads each scene's image from the system's folder, at half the scene's width and height", async () => {
          for (const { _id, width, height } of adventure.toObject().scenes) {
            const src = backgroundSrc(game.scenes.get(_id));
            expect(src).to.match(ART);
            const texture = await globalThis.foundry.canvas.loadTexture(src);
            expect(texture?.valid, src).to.equal(true);
            expect(texture.width).to.equal(Math.round(width / 2));
            expect(texture.height).to.equal(Math.round(height / 2));
          }
        });
        it("draws the viewed scene's background with that texture over the scene's rectangle (fit: fill)", async () => {
          const scene = game.scenes.get(adventure.toObject().scenes[0]._id);
          restoreView = await viewScratch(scene);
          const mesh = globalThis.canvas.primary?.background;
          const d = globalThis.canvas.dimensions;
          globalThis.console.log("Stride | § 56 background mesh", mesh?.texture?.baseTexture?.resource?.src, {
            width: mesh?.width,
            height: mesh?.height,
            sceneWidth: d?.sceneWidth,
            sceneHeight: d?.sceneHeight,
          });
          expect(mesh?.texture?.valid).to.equal(true);
          expect(mesh.texture.width).to.equal(Math.round(scene.width / 2));
          expect(Math.round(mesh.width)).to.equal(d.sceneWidth);
          expect(Math.round(mesh.height)).to.equal(d.sceneHeight);
        });
      });
    },
    {
      displayName: "Stride: the Adventure scenes' background art (§ 56; GM, imports and views the ruleset's Adventure)",
    },
  );
}

if (globalThis.quench) registerSceneArt(globalThis.quench);
else Hooks.once("quenchReady", registerSceneArt);

// § 53 (docs/foundry-evidence.md): OpenD6 vehicles. A GM's update of a message's `flags.stride.struck`
// reads back (a player's strike is posted once); the scene configuration shows the wind's compass
// select in the tab of core's weather field and its text value reads back as a bearing; a Stride
// vehicle keeps a Very Light hit's last combat round.
function registerD6Vehicles53(quench) {
  quench.registerBatch(
    "stride.d6Vehicles53",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let vehicle;
      let message;
      before(async function () {
        if (game.system.id !== "stride" || game.system.api?.activeRuleset?.().id !== "d6") return this.skip();
        scene = await Scene.create({ name: "Stride Quench wind", width: 1000, height: 1000 });
        vehicle = await Actor.create({
          name: "Stride Quench boat",
          type: "d6vehicle",
          system: { vehicleKind: "water" },
        });
      });
      after(async () => {
        await message?.delete();
        await scene?.delete();
        await vehicle?.delete();
      });
      describe("a player's strike, the wind's bearing and a Very Light hit's round (§ 53)", () => {
        it("a GM's message flag update reads back, and the GM is the author", async () => {
          message = await ChatMessage.create({ content: "Stride Quench strike flag" });
          await message.update({ "flags.stride.struck": true });
          expect(message.flags.stride?.struck).to.equal(true);
          expect(message.author?.isGM).to.equal(true);
        });
        it("shows the wind's select beside core's weather field, and its value reads back as a bearing", async () => {
          await scene.sheet.render(true);
          for (let i = 0; i < 20 && !scene.sheet.element?.querySelector?.(".stride-windFrom"); i++) await wait(100);
          const element = scene.sheet.element;
          const select = element?.querySelector(".stride-windFrom select");
          const tab = select?.closest(".tab");
          globalThis.console.log(
            "Stride | § 53 wind select in tab",
            tab?.dataset?.tab,
            "weather field there:",
            !!tab?.querySelector('[name="weather"]'),
          );
          expect(select?.name).to.equal("flags.stride.weather.windFrom");
          await scene.sheet.close();
          await scene.update({ "flags.stride.weather": { dice: [[5], [1]], windFrom: "225" } });
          const read = game.system.api?.rules
            ?.getRuleset?.("d6")
            ?.weather?.describe?.({ dice: [[5], [1]], windFrom: 225 });
          expect(read?.lines?.at(-1)?.value).to.equal("225°");
          expect(scene.flags.stride.weather.windFrom).to.equal("225");
        });
        it("keeps a Very Light hit's last combat round on a Stride vehicle", async () => {
          expect(vehicle.system.veryLightUntil).to.equal(0);
          await vehicle.system.applyCollisionDamage({
            damage: "veryLight",
            maneuverabilityLoss: 0,
            speedLoss: 0,
            passingRounds: 2,
            passingUntil: 5,
          });
          expect(vehicle.system.veryLightRounds).to.equal(2);
          expect(vehicle.system.veryLightUntil).to.equal(5);
        });
      });
    },
    {
      displayName: "Stride: OpenD6 vehicles (§ 53; needs the OpenD6 ruleset; creates a scene, a vehicle and a message)",
    },
  );
}

if (globalThis.quench) registerD6Vehicles53(globalThis.quench);
else Hooks.once("quenchReady", registerD6Vehicles53);

// § 54 (docs/foundry-evidence.md): levels a base must fit on (a region raised off the floor, read
// from its `elevation.bottom`), and an obstacle's width measured from the behavior's own region
// (`this.parent.parent` in `_getTerrainEffects`, `document.parent` in the behavior's sheet).
function registerLevelsAndObstacles(quench) {
  quench.registerBatch(
    "stride.levelsAndObstacles",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      let crate;
      let pipe;
      let restore;
      before(async function () {
        if (!game.user.isGM || game.system.api.activeRuleset().id !== "necromunda") return this.skip();
        scene = await scratchScene("Stride Quench levels and obstacles", "in");
        // A 6" by 4" gantry 4" up at x 0–6", y 0–4".
        await scene.createEmbeddedDocuments("Region", [
          {
            name: "Gantry",
            elevation: { bottom: 4, top: null },
            shapes: [{ type: "rectangle", x: 0, y: 0, width: 600, height: 400, rotation: 0, hole: false }],
          },
        ]);
        [crate] = await terrainRegion(
          scene,
          "Crate",
          { x: 1000, y: 0, width: 300, height: 300 },
          { condition: "obstacle", height: 1 },
        );
        [pipe] = await terrainRegion(
          scene,
          "Pipeline",
          { x: 1500, y: 0, width: 100, height: 400 },
          { condition: "obstacle", height: 1 },
        );
        actor = await Actor.create({ name: "Stride Quench Ganger", type: "fighter", system: { profile: { move: 5 } } });
        token = await placeToken(scene, actor, "Ganger", 100, 100);
        await token.update({ elevation: 4 });
        restore = await viewScratch(scene);
      });
      after(async () => {
        await crate?.behaviors.contents[0]?.sheet?.close();
        await restore?.();
        await scene?.delete();
        await actor?.delete();
      });
      describe("a level and a wide obstacle (§ 54)", () => {
        it('reads the region raised 4" off the floor as a level the whole base must fit on', () => {
          const api = game.system.api;
          const snapshot = api.sceneSnapshot(scene, "in", { ruleset: api.activeRuleset(), mover: token });
          const gantry = snapshot.regions.find((r) => r.name === "Gantry");
          globalThis.console.log("Stride | § 54 gantry as read", gantry);
          expect(gantry.bottom).to.equal(4);
          // The drag's answer on the live snapshot: a move along the gantry to centre x, 4" up.
          const drag = api.rules.prepareDrag(snapshot, token.id, api.activeRuleset());
          const stop = (x) =>
            api.rules.dragStop(drag, {
              path: [
                { x: 1.5, y: 1.5, elevation: 4 },
                { x, y: 1.5, elevation: 4, action: "move" },
              ],
              segments: [{ cost: x - 1.5, distance: x - 1.5 }],
              turn: null,
              history: { cost: 0, distance: 0 },
              edgeCleared: false,
              exact: true,
            });
          expect(stop(5.4), 'the base 0.1" inside the side').to.equal(null);
          const over = stop(5.7);
          expect(over?.reason, 'the base 0.2" over the side').to.equal("footing");
          expect(1.5 + over.fraction * 4.2).to.be.closeTo(5.55, 0.001);
        });
        it('gives Foundry\'s terrain data a structure for the 3" crate and an obstacle for the 1" pipeline', () => {
          const effects = (region) => region.behaviors.contents[0].system._getTerrainEffects();
          globalThis.console.log("Stride | § 54 terrain effects", effects(crate), effects(pipe));
          expect(effects(crate)[0].condition).to.equal("structure");
          expect(effects(crate)[0].height).to.equal(undefined);
          expect(effects(pipe)[0]).to.include({ condition: "obstacle", height: 1 });
          const api = game.system.api;
          const read = api.sceneSnapshot(scene, "in", { ruleset: api.activeRuleset() }).regions;
          const width = read.find((r) => r.name === "Crate").terrain[0].width;
          expect(width).to.be.closeTo(3, 0.05);
        });
        it("warns in the condition's hint on the crate's behavior sheet", async function () {
          const behavior = crate.behaviors.contents[0];
          await behavior.sheet.render({ force: true });
          await wait(300);
          const row = behavior.sheet.element?.querySelector('[name="system.condition"]')?.closest(".form-group");
          const hint = row?.querySelector(".hint")?.textContent ?? "";
          globalThis.console.log("Stride | § 54 condition hint", hint);
          expect(hint).to.match(/3" across/);
        });
      });
    },
    {
      displayName:
        'Stride: levels a base must fit on and obstacles at most 2" across (§ 54; needs the Necromunda ruleset; GM; creates and views a scratch scene)',
    },
  );
}

if (globalThis.quench) registerLevelsAndObstacles(globalThis.quench);
else Hooks.once("quenchReady", registerLevelsAndObstacles);

// § 60 (docs/foundry-evidence.md): the Ruler colours menu. It is registered with
// `game.settings.registerMenu` as a GM-only menu of an ApplicationV2 class; the seven colour settings
// are world settings out of core's form (`config: false`) that still read and write; the menu opens
// with seven pickers and the preview strips; saving it writes the settings, and the ruler's palette
// (CONFIG.STRIDE.rulerColors and the root's custom properties) follows. The colours are restored after.
function registerRulerColorsMenu(quench) {
  quench.registerBatch(
    "stride.rulerColorsMenu",
    ({ describe, it, expect, before, after }) => {
      const keys = [0, 1, 2, 3, 4, 5, 6].map((slot) => `rulerColor${slot}`);
      const hex = (value) =>
        typeof value === "string" ? value.toLowerCase() : `#${Number(value).toString(16).padStart(6, "0")}`;
      let stored = [];
      let app;
      before(function () {
        if (!game.user.isGM) return this.skip();
        stored = keys.map((key) => game.settings.get("stride", key));
      });
      after(async () => {
        await app?.close();
        // Mocha runs this hook after a skipped `before` too (a player): nothing was stored to restore.
        if (!stored.length) return;
        for (const [slot, key] of keys.entries()) await game.settings.set("stride", key, stored[slot]);
      });
      describe("the Ruler colours menu (§ 60)", () => {
        it("is a GM-only menu of an ApplicationV2 class, with a localized name, label and hint", () => {
          const menu = game.settings.menus.get("stride.rulerColors");
          globalThis.console.log("Stride | § 60 menu as registered", menu);
          expect(menu?.restricted).to.equal(true);
          expect(menu.type.prototype instanceof globalThis.foundry.applications.api.ApplicationV2).to.equal(true);
          for (const text of [menu.name, menu.label, menu.hint]) expect(game.i18n.has(text)).to.equal(true);
        });
        it("keeps the seven colour settings as world settings out of core's form, read and written by the GM", async () => {
          for (const key of keys) {
            const setting = game.settings.settings.get(`stride.${key}`);
            expect(setting?.scope).to.equal("world");
            expect(setting?.config).to.equal(false);
          }
          const prior = game.settings.get("stride", "rulerColor5");
          await game.settings.set("stride", "rulerColor5", "#123456");
          expect(hex(game.settings.get("stride", "rulerColor5"))).to.equal("#123456");
          await game.settings.set("stride", "rulerColor5", prior);
          // Core's settings form does not list them (the menu's button stands in their place).
          const SettingsConfig = globalThis.foundry.applications.settings?.SettingsConfig;
          if (SettingsConfig) {
            const form = new SettingsConfig();
            await form.render({ force: true });
            await wait(300);
            const listed = form.element?.querySelector('[name="stride.rulerColor0"]');
            globalThis.console.log("Stride | § 60 core form lists rulerColor0:", Boolean(listed));
            expect(listed ?? null).to.equal(null);
            await form.close();
          }
        });
        it("opens with seven pickers holding the palette in use and three preview strips", async () => {
          const Menu = game.settings.menus.get("stride.rulerColors").type;
          app = new Menu();
          await app.render({ force: true });
          await wait(300);
          const inputs = [...app.element.querySelectorAll('input[type="color"]')];
          expect(inputs.map((input) => input.name)).to.deep.equal(keys);
          expect(inputs.map((input) => input.value)).to.deep.equal([...CONFIG.STRIDE.rulerColors]);
          const strips = [...app.element.querySelectorAll(".stride-ruler-colors__strip")];
          expect(strips.map((strip) => strip.dataset.vision)).to.deep.equal(["normal", "deuteranopia", "protanopia"]);
          expect(app.element.textContent).not.to.match(/STRIDE\.[A-Z]/);
        });
        it("writes the settings on Save, and the ruler's colours change", async () => {
          const input = app.element.querySelector('input[name="rulerColor1"]');
          input.value = "#00ff00";
          input.dispatchEvent(new globalThis.Event("input", { bubbles: true }));
          const form = app.element.tagName === "FORM" ? app.element : app.element.querySelector("form");
          form.requestSubmit();
          await wait(800);
          expect(hex(game.settings.get("stride", "rulerColor1"))).to.equal("#00ff00");
          expect(CONFIG.STRIDE.rulerColors[1]).to.equal("#00ff00");
          const style = globalThis.getComputedStyle(globalThis.document.documentElement);
          expect(style.getPropertyValue("--stride-band-1").trim().toLowerCase()).to.equal("#00ff00");
          // Every colour was saved, so the menu closed itself (the form does not close on submit).
          expect(app.rendered).to.equal(false);
          // The other slots are written as they were.
          keys.forEach((key, slot) => {
            if (slot !== 1) expect(hex(game.settings.get("stride", key))).to.equal(hex(stored[slot]));
          });
        });
      });
    },
    {
      displayName:
        "Stride: the Ruler colours menu (§ 60; any ruleset; GM; changes one ruler colour, then restores them all)",
    },
  );
}

if (globalThis.quench) registerRulerColorsMenu(globalThis.quench);
else Hooks.once("quenchReady", registerRulerColorsMenu);

// § 61 (docs/foundry-evidence.md): an OpenD6 animal-drawn vehicle runs at its team's pulling rate.
// The `teamRunning` StringField's initial value on a new actor, its code read as pips with the
// pulling rate as the profile's Move, the sheet's field with its hint as `data-tooltip`, and a
// finished 45 m move in a started combat posting the team's running card (kind `team`, difficulty 10).
function registerD6Team61(quench) {
  quench.registerBatch(
    "stride.d6Team61",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let carriage;
      let token;
      before(async function () {
        if (game.system.id !== "stride" || game.system.api?.activeRuleset?.().id !== "d6" || !game.user.isGM) {
          return this.skip();
        }
        // 100 px a grid space of 5 m: 45 m is 900 px.
        scene = await Scene.create({
          name: "Stride Quench road",
          width: 2000,
          height: 1000,
          grid: { type: 1, size: 100, distance: 5, units: "m" },
        });
        carriage = await Actor.create({
          name: "Stride Quench carriage",
          type: "d6vehicle",
          system: { move: 12, pullingMove: 15, vehicleKind: "animalDrawn", speed: "high", heading: 0 },
        });
        token = await placeToken(scene, carriage, "Carriage", 0, 400);
      });
      after(async () => {
        await scene?.delete();
        await carriage?.delete();
      });
      describe("the team's running at the pulling rate (§ 61)", () => {
        it("starts the team's running at 3D from the field's initial value and reads a new code as pips", async () => {
          expect(carriage.system.teamRunning).to.equal("3D");
          await carriage.update({ "system.teamRunning": "4D+1" });
          const profile = carriage.system.movementProfile.characteristics;
          globalThis.console.log("Stride | § 61 carriage profile", profile);
          expect(profile.teamRunning).to.equal(13);
          expect(profile.move).to.equal(15);
        });
        it("shows the team's field with its hint on the sheet", async () => {
          await carriage.sheet.render({ force: true });
          await wait(300);
          const input = carriage.sheet.element?.querySelector('input[name="system.teamRunning"]');
          const tip = input?.closest("label")?.dataset?.tooltip;
          globalThis.console.log("Stride | § 61 team field tooltip", tip);
          expect(input?.value).to.equal("4D+1");
          expect(tip).to.equal(game.i18n.localize("STRIDE.D6Vehicle.Sheet.teamRunningHint"));
          await carriage.sheet.close();
        });
        it("posts the team's running card (difficulty 10) after a 45 m move in a started combat", async () => {
          const combat = await startedCombat(scene, token);
          const before = game.messages.size;
          try {
            await token.move([{ x: 900, y: 400, action: "d6AllOut" }]);
            await wait(1000);
            const posted = game.messages.contents.slice(before);
            const card = posted.find((m) => m.type === "movementTest" && m.system.request?.kind === "team");
            globalThis.console.log(
              "Stride | § 61 posted",
              posted.map((m) => m.system?.request),
            );
            expect(card, "the team's running card").to.not.equal(undefined);
            expect(card.system.request.distance).to.be.closeTo(45, 0.01);
            const tests = game.system.api.rules.getRuleset("d6").tests;
            expect(tests.describe(tests.buildTest(card.system.request), 13).target).to.equal("10");
            expect(posted.some((m) => m.system?.request?.kind === "pilot")).to.equal(false);
            // A live miss: 4D+1 of 1 + 1 + 1 + 2 + 1 = 6 misses 10; the card's counter step, applied
            // as the card's executor applies it (the model's addToCounter), lowers system.speed to cruising.
            const actor = token.actor;
            expect(actor.system.speed, "stored after the 45 m move").to.equal("allOut");
            const call = tests.buildTest(card.system.request);
            const missed = tests.resolve(call, 13, [1, 1, 1, 2], actor.system.movementProfile);
            globalThis.console.log("Stride | § 61 missed team card", missed);
            expect(missed.success).to.equal(false);
            const step = missed.consequences?.find((c) => c.type === "counter");
            expect(step, "the speed step").to.not.equal(undefined);
            await actor.system.addToCounter(step.counter, step.amount);
            expect(actor.system.speed).to.equal("cruising");
            for (const m of posted) await m.delete();
          } finally {
            await combat.delete();
          }
        });
      });
    },
    {
      displayName:
        "Stride: OpenD6 pulling creatures (§ 61; needs the OpenD6 ruleset; GM; creates a scene, a carriage and messages)",
    },
  );
}

if (globalThis.quench) registerD6Team61(globalThis.quench);
else Hooks.once("quenchReady", registerD6Team61);

// § 59 (docs/foundry-evidence.md): what the GM trusts. The `moveToken` hook names the mover as the
// server gives it; records the GM's automation reads are kept on the scene (flags.stride.kept.<tokenId>),
// which a player's client may not update; the ground a move crossed as core's terrain path has it and
// as the scene's regions give it; TokenDocument#hasPlayerOwner.
function registerGmTrust(quench) {
  quench.registerBatch(
    "stride.gmTrust",
    ({ describe, it, expect, before, after }) => {
      let scene;
      let actor;
      let token;
      let restore;
      before(async function () {
        const own = game.scenes.find((s) => s.name === "Stride Quench GM trust");
        if (!game.user.isGM) {
          // A player's run needs the scene the GM's run left: its kept records are what a player may not write.
          if (!own) return this.skip();
          scene = own;
          token = scene.tokens.contents[0];
          return;
        }
        scene = await scratchScene("Stride Quench GM trust", "m");
        await terrainRegion(scene, "Rubble", { x: 300, y: 0, width: 200, height: 100 }, { condition: "rubble" });
        actor = await Actor.create({ name: "Stride Quench trust", type: "character" });
        token = await placeToken(scene, actor, "Trusted", 0, 0);
        restore = await viewScratch(scene);
      });
      after(async () => {
        if (!game.user.isGM) return;
        await restore?.();
        // Left for a player's run of this batch when Quench is asked to keep it (the GM deletes it later).
        if (!globalThis.strideKeepTrustScene) await scene?.delete();
        await actor?.delete();
      });

      describe("on the GM's client", () => {
        it("the moveToken hook's user is the GM's User document (isGM), and waypoints carry core's terrain", async function () {
          if (!game.user.isGM) return this.skip();
          let seen = null;
          const id = Hooks.on("moveToken", (document, movement, _operation, user) => {
            if (document.id === token.id) seen = { movement, user };
          });
          try {
            await token.move([{ x: 600, y: 0, action: "walk" }]);
            for (let i = 0; i < 40 && !seen; i++) await wait(50);
          } finally {
            Hooks.off("moveToken", id);
          }
          globalThis.console.log("Stride | § 59 moveToken user and waypoints", seen?.user, seen?.movement);
          expect(seen?.user?.id).to.equal(game.user.id);
          expect(seen?.user?.isGM).to.equal(true);
          // Core's terrain on the waypoints agrees with the ground the scene's regions give at each leg's middle.
          const api = game.system.api;
          const snapshot = api.sceneSnapshot(scene, api.activeRuleset().unit, { ruleset: api.activeRuleset() });
          const waypoints = seen.movement.passed.waypoints;
          let from = { x: seen.movement.origin.x, y: seen.movement.origin.y };
          for (const w of waypoints) {
            const middle = { x: (from.x + w.x) / 200 + 0.5, y: (from.y + w.y) / 200 + 0.5 };
            const ground = api.rules.conditionsAt(snapshot, middle, 0);
            globalThis.console.log("Stride | § 59 leg", from, w, "core:", w.terrain?.conditions, "scene:", ground);
            for (const c of w.terrain?.conditions ?? []) expect(ground).to.include(c);
            from = w;
          }
        });
        it("keeps a record on the scene by token id with a dotted-key update, leaving other tokens' records", async function () {
          if (!game.user.isGM) return this.skip();
          await scene.update({ "flags.stride.kept.other.turnMarks": { turn: "x", marks: ["a"] } });
          await scene.update({ [`flags.stride.kept.${token.id}.turnMarks`]: { turn: "x", marks: ["b"] } });
          const kept = scene.getFlag("stride", "kept");
          expect(kept.other.turnMarks.marks).to.deep.equal(["a"]);
          expect(kept[token.id].turnMarks.marks).to.deep.equal(["b"]);
          await scene.update({ [`flags.stride.kept.${token.id}.turnMarks`]: null });
          expect(scene.getFlag("stride", "kept")[token.id].turnMarks).to.equal(null);
        });
        it("merges an update into the stored record (inner keys stay) unless a -= key deletes it first", async function () {
          if (!game.user.isGM || !scene || !token) return this.skip();
          const path = `flags.stride.kept.${token.id}`;
          await scene.update({ [`${path}.history`]: { key: "t1", allowance: { sprint: 6, run: 2 } } });
          // A plain update of a smaller record keeps last record's inner keys (Foundry merges recursively).
          await scene.update({ [`${path}.history`]: { key: "t2", allowance: { run: 1 } } });
          const merged = scene.getFlag("stride", "kept")[token.id].history;
          globalThis.console.log("Stride | § 59 merged record", merged);
          expect(merged.allowance).to.deep.equal({ sprint: 6, run: 1 });
          // Deleted with a -= key, then written: only the new record's keys.
          await scene.update({ [`${path}.-=history`]: null });
          await scene.update({ [`${path}.history`]: { key: "t3", allowance: { run: 1 } } });
          expect(scene.getFlag("stride", "kept")[token.id].history).to.deep.equal({ key: "t3", allowance: { run: 1 } });
          // A token's whole entry deleted with a -= key (the deleteToken cleanup).
          await scene.update({ [`flags.stride.kept.-=${token.id}`]: null });
          expect(scene.getFlag("stride", "kept")?.[token.id]).to.equal(undefined);
        });
        it("reads TokenDocument#hasPlayerOwner as a boolean: false for a token only GMs own", function () {
          if (!game.user.isGM) return this.skip();
          globalThis.console.log("Stride | § 59 hasPlayerOwner", token.hasPlayerOwner);
          expect(token.hasPlayerOwner).to.equal(false);
        });
      });

      describe("on a player's client (run this batch again as a player, the GM connected)", () => {
        it("refuses the player's update of the scene's kept records (the server's permission check)", async function () {
          if (game.user.isGM || !scene || !token) return this.skip();
          const refused = await scene
            .update({ [`flags.stride.kept.${token.id}.turnMarks`]: { turn: "x", marks: ["edgeCleared"] } })
            .then(
              (result) => result === undefined || result === null,
              (error) => {
                globalThis.console.log("Stride | § 59 player's scene update", error);
                return true;
              },
            );
          expect(refused).to.equal(true);
          expect(scene.getFlag("stride", "kept")?.[token.id]?.turnMarks?.marks ?? []).to.not.include("edgeCleared");
        });
      });
    },
    {
      displayName:
        "Stride: what the GM trusts (§ 59; GM, then optionally a player with globalThis.strideKeepTrustScene = true on the GM's run; creates and views a scratch scene)",
    },
  );
}

if (globalThis.quench) registerGmTrust(globalThis.quench);
else Hooks.once("quenchReady", registerGmTrust);
// § 57 (docs/foundry-evidence.md): the actor models in two parts. `init` registers each ruleset's
// schema-only model (it declares `metadata` itself); the world's ruleset's chunk puts its full models
// in their place (they inherit `metadata` from it) and re-prepares the actors already prepared.
function registerActorModelArrival(quench) {
  quench.registerBatch(
    "stride.actorModelArrival",
    ({ describe, it, expect }) => {
      /** Each built-in ruleset's actor types (its plugin's models' metadata.types). */
      const TYPES = {
        dh2: ["character", "npc"],
        necromunda: ["fighter", "vehicle"],
        shadowrun: ["runner"],
        d6: ["d6character", "d6vehicle"],
      };
      const ruleset = () => game.settings.get("stride", "ruleset");
      const full = (model) =>
        typeof model === "function" &&
        !Object.hasOwn(model, "metadata") &&
        Object.hasOwn(Object.getPrototypeOf(model), "metadata");
      describe("the world's ruleset's full actor models (§ 57)", () => {
        it("replaced the schema-only models of its types once the chunk arrived, before ready", () => {
          const arrival = globalThis.stride.rulesetChunk();
          expect(arrival?.arrivedAt).to.be.a("number");
          expect(arrival.arrivedAt).to.be.at.most(arrival.readyAt);
          for (const type of TYPES[ruleset()] ?? []) {
            expect(full(CONFIG.Actor.dataModels[type]), type).to.equal(true);
          }
        });
        it("left the other rulesets' types with their schema-only models, which still build an actor", () => {
          for (const [id, types] of Object.entries(TYPES)) {
            if (id === ruleset()) continue;
            for (const type of types) {
              const model = CONFIG.Actor.dataModels[type];
              expect(Object.hasOwn(model, "metadata"), type).to.equal(true);
              const actor = new Actor.implementation({ name: `Stride § 57 ${type}`, type });
              expect(actor.system.warnings, type).to.be.an("array");
              expect(actor.system.movementProfile, type).to.be.an("object");
            }
          }
        });
        it("prepared every world actor and token actor of its types with the full model", () => {
          const types = new Set(TYPES[ruleset()] ?? []);
          const tokens = game.scenes.contents.flatMap((scene) => scene.tokens.contents).flatMap((t) => t.actor ?? []);
          const actors = [...new Set([...game.actors.contents, ...tokens])].filter((actor) => types.has(actor.type));
          globalThis.console.log("Stride | § 57 actors of the world's ruleset", actors.length);
          for (const actor of actors) {
            expect(actor.system, actor.name).to.be.an.instanceof(CONFIG.Actor.dataModels[actor.type]);
            expect(actor.system.warnings, actor.name).to.be.an("array");
          }
        });
        it("builds a new actor of its first type with the full model's derived values", () => {
          const type = (TYPES[ruleset()] ?? [])[0];
          if (!type) return;
          const actor = new Actor.implementation({ name: `Stride § 57 ${type}`, type });
          expect(actor.system).to.be.an.instanceof(CONFIG.Actor.dataModels[type]);
          const derived = { dh2: "bands", necromunda: "warnings", shadowrun: "rates", d6: "bases" }[ruleset()];
          expect(actor.system[derived], derived).to.not.equal(undefined);
          if (ruleset() === "dh2") expect(actor.system.derivedStatuses).to.be.an("array");
        });
      });
    },
    { displayName: "Stride: the ruleset's full actor models arrive with its chunk (§ 57)" },
  );
}

if (globalThis.quench) registerActorModelArrival(globalThis.quench);
else Hooks.once("quenchReady", registerActorModelArrival);

// § 62 (docs/foundry-evidence.md): a world loads only its own ruleset's engine, with its chunk, before
// `ready`; sheets and Dark Heresy's cards load their view-models on first use; another ruleset's
// engine loads on request.
function registerEnginesOnDemand(quench) {
  quench.registerBatch(
    "stride.engines62",
    ({ describe, it, expect, after }) => {
      const rules = () => game.system.api.rules;
      const ruleset = () => game.settings.get("stride", "ruleset");
      const created = [];
      after(async () => {
        for (const document of created) await document.delete();
      });
      describe("the engines (§ 62)", () => {
        it("has the world's ruleset's engine loaded by ready, and no other", () => {
          const loaded = rules().RULESET_IDS.filter((id) => rules().isRulesetLoaded(id));
          globalThis.console.log("Stride | § 62 engines loaded", JSON.stringify(loaded));
          expect(rules().isRulesetLoaded(ruleset())).to.equal(true);
          expect(rules().getRuleset(ruleset()).id).to.equal(ruleset());
          expect(rules().rulesetManifest(ruleset()).actions.length).to.be.above(0);
        });
        it("renders a Stride actor's sheet with its view-model's values", async () => {
          const type = { dh2: "character", necromunda: "fighter", shadowrun: "runner", d6: "d6character" }[ruleset()];
          if (!type) return;
          const actor = await Actor.implementation.create({ name: `Stride § 62 ${type}`, type });
          created.push(actor);
          await actor.sheet.render({ force: true });
          await new Promise((resolve) => globalThis.setTimeout(resolve, 300));
          const text = actor.sheet.element?.textContent ?? "";
          // The sheet's own view-model shows the ruleset's unit beside its rates.
          expect(text).to.match(ruleset() === "necromunda" ? /"/ : /\bm\b/);
          await actor.sheet.close();
        });
        it("loads another ruleset's engine on request", async () => {
          const other = rules().RULESET_IDS.find((id) => id !== ruleset());
          await rules().loadRuleset(other);
          expect(rules().getRuleset(other).id).to.equal(other);
        });
      });
    },
    { displayName: "Stride: a world loads only its own ruleset's engine (§ 62)" },
  );
}

if (globalThis.quench) registerEnginesOnDemand(globalThis.quench);
else Hooks.once("quenchReady", registerEnginesOnDemand);

import { afterEach, describe, expect, it, vi } from "vitest";
import { RULESET_IDS, type MovementTestCall } from "../../src/rules";
import { activeRuleset } from "../../src/foundry/settings";
import { postMovementTest } from "../../src/foundry/chat/movement-tests";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { hudTests, requestFromForm, withRequest } from "../../src/foundry/hooks/render-token-hud";
import { renderManualTestForm } from "../support/manual-test-form";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { i18nEn } from "../support/render";
import { installChat } from "./chat-fakes";
import { installWorld, removeWorld } from "./fakes";

afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

const VEHICLE_KINDS = ["runOver", "riding", "sideOn", "liftObstruct"];

/** The kinds the GM's "Post a movement test" dialog offers in a world of `ruleset`. */
function gmKinds(ruleset: string): string[] {
  installWorld({ ruleset });
  return hudTests(activeRuleset().tests.manualTests, true).map((s) => s.request.kind);
}

/** A fighter as the card reads it. */
const fighter = { name: "Juve", uuid: "Actor.juve", isOwner: true, system: {}, testUserPermission: () => true };

/**
 * What the GM's dialog posts for `kind` with its selects set to `options` (by option key), as
 * chooseAndPost does, and the card it shows for a characteristic of `value`.
 */
async function dialogCard(kind: string, options: Record<string, string>, value: number) {
  const specs = hudTests(activeRuleset().tests.manualTests, true);
  const index = specs.findIndex((s) => s.request.kind === kind);
  const request = requestFromForm(specs, String(index), "", (name) => options[name.split(".")[2]!] ?? "")!;
  const call = activeRuleset().tests.buildTest(request)!;
  return card(withRequest(call, request), value);
}

/** Posts a call and shows its card for a characteristic of `value`. */
async function card(call: MovementTestCall, value: number) {
  const chat = installChat();
  await postMovementTest(fighter, call, null);
  const system = chat.created[0]!.system as unknown as MovementTestSystem;
  return movementTestView(
    {
      system,
      ruleset: activeRuleset(),
      actorName: "Juve",
      characteristic: value,
      mayAct: true,
      situation: { statuses: [] },
    },
    i18nEn,
  );
}

describe("the GM's Post a movement test dialog: vehicle and lift tests (necromunda-movement.md)", () => {
  it("lists run-over, rider, side-on and lift-obstruction tests in a Necromunda world only", () => {
    expect(gmKinds("necromunda")).toEqual(expect.arrayContaining(VEHICLE_KINDS));
    for (const id of RULESET_IDS.filter((r) => r !== "necromunda")) {
      expect(
        gmKinds(id).filter((k) => VEHICLE_KINDS.includes(k)),
        id,
      ).toEqual([]);
    }
  });

  it("offers them to the GM, not to a player (the situation imposes them)", () => {
    installWorld({ ruleset: "necromunda" });
    const player = hudTests(activeRuleset().tests.manualTests, false).map((s) => s.request.kind);
    expect(player.filter((k) => VEHICLE_KINDS.includes(k))).toEqual([]);
  });

  it("asks the run-over's status and the vehicle's Move, the side-on's Toughness and the lift's escape", () => {
    installWorld({ ruleset: "necromunda" });
    const specs = hudTests(activeRuleset().tests.manualTests, true);
    const form = renderManualTestForm(specs, '"');
    const at = (kind: string) => specs.findIndex((s) => s.request.kind === kind);
    expect(form).toContain(`name="option.${at("runOver")}.status"`);
    expect(form).toContain(`name="option.${at("runOver")}.vehicleMove"`);
    expect(form).toContain(`name="option.${at("sideOn")}.tougher"`);
    expect(form).toContain(`name="option.${at("liftObstruct")}.escape"`);
    // The choice's label from lang/en.json, escaped (8–9": S7 …).
    expect(form).toContain(`>${i18nEn.localize("STRIDE.HUD.necromunda.move8to9").replace('"', "&quot;")}<`);
  });

  it("posts a run-over card with the same target and hit as the automated one: Pinned, M8, I4+", async () => {
    installWorld({ ruleset: "necromunda" });
    const manual = await dialogCard("runOver", { status: "pinned", vehicleMove: "8" }, 4);
    const automated = await card(
      activeRuleset().tests.buildTest({ kind: "runOver", status: "pinned", vehicleMove: 9 })!,
      4,
    );
    expect(manual.target).toBe("4+");
    expect(manual.target).toBe(automated.target);
    // Standing: +1, so I4+ needs a 3.
    expect((await dialogCard("runOver", { status: "standing", vehicleMove: "3" }, 4)).target).toBe("3+");
    expect((await dialogCard("runOver", { status: "seriouslyInjured", vehicleMove: "3" }, 2)).target).toBe("6+");
  });

  it("posts the side-on Handling test +1 for the tougher mover, and a trapped fighter's lift test as impossible", async () => {
    installWorld({ ruleset: "necromunda" });
    expect((await dialogCard("sideOn", { tougher: "true" }, 5)).target).toBe("4+");
    expect((await dialogCard("sideOn", { tougher: "false" }, 5)).target).toBe("5+");
    expect((await dialogCard("liftObstruct", { escape: "room" }, 3)).target).toBe("3+");
    const trapped = await dialogCard("liftObstruct", { escape: "none" }, 3);
    expect(trapped.target).toBe(i18nEn.localize("STRIDE.Card.impossible"));
    expect((await dialogCard("riding", {}, 4)).target).toBe("4+");
  });
});

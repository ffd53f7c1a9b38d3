/**
 * The GM's vehicle tests on a vehicle token's HUD (TestsCapability.vehicleTests; opend6: spooking a
 * drawn vehicle's team, the control roll, leaping out at the vehicle's speed): one button opening
 * the manual test dialog with these tests, plus a passenger choice for the tests a passenger takes
 * (ManualTestSpec.passenger: the card is posted for that actor, without a token). The button is
 * built by hud-button.ts on the `renderTokenHUD` hook's element, as the HUD's other controls.
 * @module
 */
import type { ManualTestSpec, MovementProfile, Ruleset } from "../../rules";
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { activeRuleset, activeVariant } from "../settings";
import { guard } from "../notify";
import { hostReading } from "../hosts";
import { addHudButton } from "./hud-button";
import { requestFromForm, withRequest } from "./render-token-hud";
import { promptManualTest } from "../applications/manual-test-dialog";

/** A token as this control reads it. */
export interface VehicleHudToken {
  readonly uuid: string;
  readonly actor: (CardActor & { readonly statuses?: ReadonlySet<string> }) | null;
}

/** The vehicle's system data as read here: its kind, profile and passengers' actor ids. */
type VehicleSystem = { kind?: unknown; movementProfile?: MovementProfile; passengers?: unknown };

/**
 * The tests a vehicle token's HUD offers: to the GM the ruleset's `vehicleTests` for the actor's
 * profile and statuses; to the vehicle actor's owner (the player driving, `Actor#isOwner`) those
 * the driver chooses to take (ManualTestSpec.chosen: opend6's vehicle combat cards); none for
 * anyone else, a token that is not a vehicle (`system.kind`; in the module, the host adapter's
 * reading: hosts.ts `hostReading`), or a ruleset without them.
 */
export function vehicleHudTests(token: VehicleHudToken, ruleset: Ruleset, isGM: boolean): readonly ManualTestSpec[] {
  const system = token.actor?.system as VehicleSystem | null | undefined;
  const source = system?.movementProfile ? system : hostReading(token.actor);
  const owner = !isGM && token.actor?.isOwner === true;
  if ((!isGM && !owner) || source?.kind !== "vehicle" || !source.movementProfile || !ruleset.tests.vehicleTests) {
    return [];
  }
  const specs = ruleset.tests.vehicleTests(source.movementProfile, [...(token.actor?.statuses ?? [])]);
  return isGM ? specs : specs.filter((spec) => spec.chosen === true);
}

/**
 * The passengers a passenger's test may be posted for: the vehicle's `system.passengers` (world
 * actor ids) that still exist, with their names.
 * @param lookup finds a world actor by id (`game.actors.get`)
 */
export function passengerChoices(
  system: unknown,
  lookup: (id: string) => CardActor | undefined | null,
): { readonly id: string; readonly actor: CardActor }[] {
  const ids = (system as VehicleSystem | null)?.passengers;
  if (!Array.isArray(ids)) return [];
  return ids.flatMap((id) => {
    const actor = typeof id === "string" ? lookup(id) : null;
    return actor ? [{ id: id as string, actor }] : [];
  });
}

/** Asks which vehicle test to post and posts it for the vehicle or the chosen passenger. */
async function chooseAndPost(token: VehicleHudToken, specs: readonly ManualTestSpec[]): Promise<void> {
  const vehicle = token.actor;
  if (!vehicle) return;
  const ruleset = activeRuleset();
  const localize = (k: string) => game.i18n!.localize(k);
  const passengers = passengerChoices(vehicle.system, (id) => game.actors?.get(id));
  const choice = await promptManualTest(specs, {
    title: "STRIDE.VehicleTests.title",
    unit: ruleset.unit,
    passengers: passengers.map((p) => ({ id: p.id, name: p.actor.name })),
  });
  if (!choice) return;
  const spec = specs[Number(choice["test"])];
  // A test that needs a distance (ManualTestSpec.needsDistance) reads the dialog's distance field.
  const request = requestFromForm(specs, choice["test"] ?? "", choice["distance"] ?? "", (n) => choice[n] ?? "");
  const full = request && { ...request, variant: activeVariant(ruleset) };
  const call = full && ruleset.tests.buildTest(full);
  if (!call || !full || !spec) return;
  if (!spec.passenger) {
    await postMovementTest(vehicle, withRequest(call, full), token);
    return;
  }
  const passenger = passengers.find((p) => p.id === choice["passenger"])?.actor;
  if (passenger) await postMovementTest(passenger, withRequest(call, full), null);
  else ui.notifications?.warn(localize("STRIDE.VehicleTests.noPassenger"));
}

/**
 * The `renderTokenHUD` hook (v13 passes the HUD and its element, as render-token-hud.ts reads them):
 * adds the vehicle tests button to a vehicle token's HUD for the GM, and for its owner with the
 * tests a driver chooses ({@link vehicleHudTests}). Registered on its own in
 * stride.ts, as this module reuses render-token-hud.ts's dialog form (a call from there would be a cycle).
 */
export function renderVehicleTestsHUD(hud: { document?: unknown }, html: HTMLElement): void {
  guard("vehicle tests HUD", undefined, () => {
    const token = hud.document as VehicleHudToken | undefined;
    const specs = token ? vehicleHudTests(token, activeRuleset(), game.user?.isGM === true) : [];
    if (!token || !specs.length) return;
    addHudButton(html, "vehicle-tests", "fa-solid fa-horse-head", "STRIDE.VehicleTests.title", () =>
      chooseAndPost(token, specs),
    );
  });
}

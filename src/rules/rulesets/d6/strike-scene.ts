/**
 * A made declared ram or sideswipe re-derived from the scene (d6-movement.txt § Ramming &
 * Sideswiping Vehicles), for the GM's client deciding a strike a player's client rolled
 * (src/foundry/effects/strike.ts, wired by the OpenD6 adapter's own chunk). Pure; ruleset units.
 * @module
 */
import type { TestConsequence } from "../../capabilities";
import type { ModelSnapshot, SceneSnapshot } from "../../scene";
import { checkSceneSnapshot, facingOf, findModel } from "../../scene/check";
import { input, own, show } from "../../geometry/validate";
import { snapshotSpeed } from "./vehicle-contacts";
import { storedHeading } from "./vehicle-drive";
import { strikeConsequence, strikeRequest } from "./vehicle-strike";
import type { CollisionSituation } from "./vehicle-tables";
import { scaleValue, vehicleKindOf } from "./snapshot-vehicle";
import { ramming } from "./vehicles";

/** A vehicle model facing its stored heading (vehicle-drive.ts storedHeading), else its token's facing. */
function headed(model: ModelSnapshot): ModelSnapshot {
  const heading = storedHeading({ characteristics: model.characteristics });
  return heading === undefined ? model : { ...model, facing: heading };
}

/** What a strike names: the striking vehicle, the vehicle struck (token ids) and the declared stunt. */
export interface StrikeClaim {
  readonly striker: string;
  readonly other: string;
  /** `ram` or `sideswipe`. */
  readonly stunt: string;
}

/**
 * The collision a made declared ram or sideswipe causes, re-derived from the scene as it is now
 * (§ Ramming & Sideswiping Vehicles; Stride reading, docs/rulings.md: the GM's client decides a
 * strike a player's client rolled from the documents, never from that client's card). Both must be
 * vehicles on one level whose bases touch (within one grid step); the striker's nose (a ram, only
 * by a vehicle that may ram) or its side (a sideswipe) must face the other (scene/check.ts
 * facingOf along the vehicle's stored heading, else its token's facing); the struck side's situation is read from where the striker meets
 * it (its front: head-on, its rear: rear-end, its side: nose to side; a sideswipe: sideswipe for
 * both). Each side's speed level and scale are its actor's now. Null when the scene does not show
 * the strike.
 * @throws {TypeError|RangeError} when the snapshot or the claim is malformed (the first wrong member named)
 */
export function strikeOnScene(snapshot: SceneSnapshot, claim: StrikeClaim): TestConsequence | null {
  checkSceneSnapshot(snapshot);
  input(claim, "claim");
  for (const key of ["striker", "other", "stunt"] as const) {
    if (typeof own(claim, key) !== "string")
      throw new TypeError(`claim.${key} must be a string, got ${show(own(claim, key))}`);
  }
  const stunt = claim.stunt;
  if (stunt !== "ram" && stunt !== "sideswipe") return null;
  const striker = findModel(snapshot, claim.striker);
  const other = findModel(snapshot, claim.other);
  if (!striker || !other || striker === other || striker.kind !== "vehicle" || other.kind !== "vehicle") return null;
  if (Math.abs(striker.elevation - other.elevation) > snapshot.gridStep / 2 + 1e-9) return null;
  const gap = Math.hypot(other.base.x - striker.base.x, other.base.y - striker.base.y);
  if (gap > striker.base.radius + other.base.radius + snapshot.gridStep + 1e-9) return null;
  const kind = vehicleKindOf(striker);
  const toward = facingOf(headed(striker), other.base);
  const met = facingOf(headed(other), striker.base);
  const situation: CollisionSituation =
    stunt === "sideswipe" ? "sideswipe" : met === "front" ? "headOn" : met === "rear" ? "rearEnd" : "noseToSide";
  if (stunt === "sideswipe" ? toward !== "side" : toward !== "front" || !ramming(kind).mayRam) return null;
  return strikeConsequence(
    strikeRequest({
      stunt,
      kind,
      other: other.id,
      speed: snapshotSpeed(striker),
      situation,
      otherSpeed: snapshotSpeed(other),
      otherSituation: situation,
      scale: scaleValue(other) - scaleValue(striker),
    }),
  );
}

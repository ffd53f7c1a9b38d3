/**
 * The Journey dialog's view model (pure: tested without Foundry).
 * @module
 */
import { dh2, GRAVITIES } from "../../../rules";
import type { JourneyFormError } from "./journey-plan";

/** The dialog's template context (also rendered by the template tests). */
export interface JourneyDialogContext {
  actors: { uuid: string; name: string; checked: boolean }[];
  values: { distanceKm: string; swimmingKm: string; hoursPerDay: string };
  terrains: { value: string; label: string; selected: boolean }[];
  paces: { value: string; label: string; selected: boolean }[];
  gravities: { value: string; label: string; selected: boolean }[];
  variant: string;
  errors: string[];
}

/** The dialog's state between renders. */
export interface JourneyDialogState {
  chosen: readonly string[];
  values: {
    distanceKm: string;
    swimmingKm: string;
    hoursPerDay: string;
    terrain: string;
    pace: string;
    gravity: string;
  };
  errors: readonly JourneyFormError[];
}

/**
 * A new dialog's state: the given actors chosen, 10 hours a day, walking on normal ground, at the
 * gravity given (the viewed scene's `flags.stride.gravity`; normal by default).
 */
export function initialJourneyState(chosen: readonly string[], gravity = "normal"): JourneyDialogState {
  return {
    chosen,
    values: { distanceKm: "", swimmingKm: "0", hoursPerDay: "10", terrain: "normal", pace: "walk", gravity },
    errors: [],
  };
}

/** Builds the dialog's context (pure). */
export function journeyDialogContext(
  actors: readonly { uuid: string; name: string }[],
  state: JourneyDialogState,
  variant: string,
  localize: (key: string) => string,
): JourneyDialogContext {
  const options = (ids: readonly string[], prefix: string, selected: string) =>
    ids.map((value) => ({ value, label: localize(`${prefix}${value}`), selected: value === selected }));
  return {
    actors: actors.map((a) => ({ uuid: a.uuid, name: a.name, checked: state.chosen.includes(a.uuid) })),
    values: {
      distanceKm: state.values.distanceKm,
      swimmingKm: state.values.swimmingKm,
      hoursPerDay: state.values.hoursPerDay,
    },
    terrains: options(dh2.JOURNEY_TERRAINS, "STRIDE.Journey.terrains.", state.values.terrain),
    paces: options(dh2.JOURNEY_PACES, "STRIDE.Journey.paces.", state.values.pace),
    gravities: options(GRAVITIES, "STRIDE.Gravity.", state.values.gravity),
    variant: localize(`STRIDE.Variant.${variant}`),
    errors: state.errors.map((e) => localize(`STRIDE.Journey.error.${e}`)),
  };
}

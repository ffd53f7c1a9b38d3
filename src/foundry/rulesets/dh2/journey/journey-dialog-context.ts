/**
 * The Journey dialog's view model (pure: tested without Foundry).
 * @module
 */
import { GRAVITIES } from "../../../../rules";
import * as dh2 from "../../../../rules/rulesets/dh2/index";
import type { JourneyFormError } from "./journey-plan";
import type { JourneyPathError, PathChoice } from "./journey-path";

/** The dialog's template context (also rendered by the template tests). */
export interface JourneyDialogContext {
  actors: { uuid: string; name: string; checked: boolean }[];
  values: { distanceKm: string; swimmingKm: string; hoursPerDay: string };
  terrains: { value: string; label: string; selected: boolean }[];
  paces: { value: string; label: string; selected: boolean }[];
  gravities: { value: string; label: string; selected: boolean }[];
  /** The viewed scene's drawn paths, each labelled with its length or why it cannot be measured. */
  paths: { value: string; label: string; selected: boolean }[];
  /** What the last measure took ("Measured along …"), or the hint on how to draw a path. */
  pathNote: string;
  variant: string;
  errors: string[];
}

/** A path's length taken as the distance, kept for the note under the field. */
export interface MeasuredNote {
  readonly name: string;
  readonly sceneDistance: number;
  readonly units: string;
  readonly km: number;
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
  /** The chosen drawn path's Drawing id ("" for none). */
  path: string;
  /** The path last taken as the distance, or null. */
  measured: MeasuredNote | null;
  /** Why the last path could not be taken, or null. */
  pathError: JourneyPathError | null;
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
    path: "",
    measured: null,
    pathError: null,
  };
}

/** Rounds for display: at most `digits` decimals, no trailing zeros. */
function shown(value: number, digits: number): string {
  return String(Math.round(value * 10 ** digits) / 10 ** digits);
}

/** The viewed scene's paths for the dialog (journey-path.ts `pathChoices`) and its unit label. */
export interface JourneyPathsContext {
  readonly choices: readonly PathChoice[];
  readonly units: string;
}

/**
 * Builds the dialog's context (pure).
 * @param paths the viewed scene's drawn paths; none when absent
 * @param format `game.i18n.format`, for the path labels and notes (lang keys `STRIDE.Journey.path.*`)
 */
export function journeyDialogContext(
  actors: readonly { uuid: string; name: string }[],
  state: JourneyDialogState,
  variant: string,
  localize: (key: string) => string,
  paths: JourneyPathsContext = { choices: [], units: "" },
  format: (key: string, data: Record<string, string>) => string = (key) => localize(key),
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
    paths: paths.choices.map((choice) => {
      const name = choice.name || format("STRIDE.Journey.path.unnamed", { number: String(choice.number) });
      const label = choice.measured
        ? format("STRIDE.Journey.path.option", {
            name,
            distance: shown(choice.measured.sceneDistance, 2),
            units: paths.units,
            km: shown(choice.measured.km, 3),
          })
        : format("STRIDE.Journey.path.optionError", {
            name,
            reason: format(`STRIDE.Journey.path.reasons.${choice.error ?? "pathNotAPath"}`, { units: paths.units }),
          });
      // A path that cannot be measured stays selectable: Measure then shows why in the alert.
      return { value: choice.id, label, selected: choice.id === state.path };
    }),
    pathNote: state.measured
      ? format("STRIDE.Journey.path.measured", {
          name: state.measured.name,
          distance: shown(state.measured.sceneDistance, 2),
          units: state.measured.units,
          km: shown(state.measured.km, 3),
        })
      : localize(paths.choices.length ? "STRIDE.Journey.path.hint" : "STRIDE.Journey.path.none"),
    variant: localize(`STRIDE.Variant.${variant}`),
    errors: [
      ...state.errors.map((e) => localize(`STRIDE.Journey.error.${e}`)),
      ...(state.pathError ? [format(`STRIDE.Journey.error.${state.pathError}`, { units: paths.units })] : []),
    ],
  };
}

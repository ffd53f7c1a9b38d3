/**
 * `game.settings` for the test pages, as strict as Foundry's: `get` returns a registered value and
 * throws for a key the page's world does not register ("… is not a registered game setting").
 */

/** A settings object whose registered keys are exactly `values`' keys (every namespace reads them). */
export function strictSettings(values: Record<string, unknown>) {
  return {
    settings: new Map(Object.keys(values).map((key) => [`stride.${key}`, {}])),
    get(namespace: string, key: string): unknown {
      if (namespace !== "stride" || !Object.hasOwn(values, key)) {
        throw new Error(`"${namespace}.${key}" is not a registered game setting`);
      }
      return values[key];
    },
  };
}

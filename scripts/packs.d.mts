/** Types of scripts/packs.mjs for the tests. */
export function readPackSources(
  dir: string,
): Promise<Array<{ _id: string; _key: string; type: string; system: unknown }>>;
export function compilePacks(srcRoot: string, destRoot: string): Promise<string[]>;

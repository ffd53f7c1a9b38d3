/** Types of scripts/packs.mjs for the tests. */
export const ADVENTURE_COLLECTIONS: readonly string[];
export function readPackSources(
  dir: string,
): Promise<Array<{ _id: string; _key: string; type: string; system: unknown }>>;
export function readSource(path: string): Promise<Record<string, unknown> & { _id: string; _key: string }>;
export function withoutKeys<T>(value: T): T;
export function resolveAdventure(dir: string, doc: object): Promise<Record<string, unknown> & { _id: string }>;
export function compilePacks(srcRoot: string, destRoot: string): Promise<string[]>;

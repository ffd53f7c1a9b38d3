/** Types of scripts/release.mjs for the tests. */
export interface Manifest {
  id: string;
  version: string;
  url?: string;
  manifest?: string;
  download?: string;
  [field: string]: unknown;
}
export function releaseManifest(manifest: Manifest, target: { repository: string; tag: string }): Manifest;
export function changelogSection(changelog: string, version: string): string;
export function main(argv: string[], root?: string): Promise<number>;

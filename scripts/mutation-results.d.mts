/** Types of scripts/mutation-results.mjs for the tests. */
export interface MutationReport {
  files: Record<string, { mutants: StoredMutant[]; source?: string }>;
  testFiles: Record<string, { tests: Array<{ id: string; name: string }>; source?: string }>;
  [key: string]: unknown;
}
export interface FileScore {
  path: string;
  score: number;
  detected: number;
  valid: number;
  survived: number;
  noCoverage: number;
}
export function mergeResults(
  stored: MutationReport | null,
  run: MutationReport,
  keepFile?: (path: string) => boolean,
): MutationReport;
export function missingTests(run: MutationReport, onDisk: readonly string[], ran: number | null): string[];
export function resultScores(report: MutationReport): {
  score: number;
  detected: number;
  valid: number;
  files: FileScore[];
};
export function readStoredResults(path: string): MutationReport | null;
export function writeStoredResults(path: string, report: MutationReport): void;
export interface StoredMutant {
  id: string;
  status: string;
  coveredBy?: string[];
  killedBy?: string[];
  mutatorName?: string;
  replacement?: string;
  location?: { start: { line: number; column: number }; end: { line: number; column: number } };
}
export function undetectedMutants(report: MutationReport, path: string): StoredMutant[];
export function applyMutant(
  source: string,
  mutant: Required<Pick<StoredMutant, "location">> & Pick<StoredMutant, "replacement">,
): string;
export function relocateMutants(
  before: string,
  now: string,
  mutants: StoredMutant[],
): { moved: StoredMutant[]; dropped: number };

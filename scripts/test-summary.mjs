/** Prints vitest's totals as the plain closing line CI reads: "tests: N passed, N failed". */
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync("artifacts/vitest.json", "utf8"));
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0);

export * from "./character-sheet";
export * from "./character-sheet-context";
export * from "./gang-sheets";
export * from "./gang-sheet-context";
export * from "./sheet-common";

export * from "./character-sheet";
export * from "./character-sheet-context";

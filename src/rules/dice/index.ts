export * from "./d100";
export * from "./target";
export * from "./pool";
export * from "./wild-die";
export * from "./report";

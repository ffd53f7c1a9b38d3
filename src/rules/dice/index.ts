export * from "./d100";
export * from "./target";

export * from "./d100";

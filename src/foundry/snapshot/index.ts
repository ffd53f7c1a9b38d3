export * from "./scene-snapshot";

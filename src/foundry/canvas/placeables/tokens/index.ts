export * from "./movement-path";
export * from "./ruler-bands";
export * from "./token-ruler";

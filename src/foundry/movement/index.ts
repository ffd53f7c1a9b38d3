export * from "./allowance";
export * from "./check";
export * from "./token-allowance";

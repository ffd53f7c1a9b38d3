export * from "./executor";
export * from "./finished-move";
export * from "./run";
export * from "./structures";
export * from "./directly";

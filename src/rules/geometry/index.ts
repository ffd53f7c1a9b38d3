export * from "./units";
export * from "./bands";

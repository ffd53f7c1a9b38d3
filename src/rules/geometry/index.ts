export * from "./units";
export * from "./bands";
export * from "./engagement";
export * from "./vertical";
export * from "./placement";

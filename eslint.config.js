import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "artifacts/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // A capability method may ignore arguments its contract passes: name them with a leading _.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["src/types/**/*.d.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["tests/quench/**/*.mjs"],
    languageOptions: {
      globals: {
        CONFIG: "readonly",
        game: "readonly",
        Hooks: "readonly",
        Scene: "readonly",
        Actor: "readonly",
        Combat: "readonly",
        ChatMessage: "readonly",
        globalThis: "readonly",
      },
    },
  },
  {
    files: ["scripts/**/*.mjs", "tests/**/*.ts", "*.config.ts", "*.config.js"],
    languageOptions: { globals: { console: "readonly", process: "readonly", URL: "readonly" } },
  },
);

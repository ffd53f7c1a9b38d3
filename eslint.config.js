import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "dist-module/", "node_modules/", "artifacts/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules (promises awaited or handled, no needless assertions, no unsafe any flow),
  // checked against the same program tsc checks for tests and sources.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: ["**/*.ts"] })),
  {
    files: ["**/*.ts"],
    languageOptions: { parserOptions: { project: ["./tsconfig.tests.json"], tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // A capability method may ignore arguments its contract passes: name them with a leading _.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
    },
  },
  {
    // Tests read JSON and fakes as they are, spy on methods and write async fakes without awaits:
    // the type-aware rules that would only add casts there are off; the promise rules stay on.
    files: ["tests/**/*.ts"],
    rules: {
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
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

import { defineConfig } from "vite";

/** Builds src/stride.ts into dist/stride.mjs and its styles into dist/stride.css. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: true,
    target: "es2022",
    reportCompressedSize: false,
    lib: {
      entry: "src/stride.ts",
      formats: ["es"],
      fileName: () => "stride.mjs",
      cssFileName: "stride",
    },
  },
});

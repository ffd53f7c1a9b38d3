import { defineConfig, transformWithEsbuild, type Plugin } from "vite";

/**
 * Vite leaves whitespace in library (ES) builds so that consumers can re-bundle them; Stride ships
 * this one file to Foundry, so the finished chunk is minified fully (DESIGN.md § Performance: under
 * 250 KB of minified JavaScript). Done in `renderChunk` ordered last, after Vite's own esbuild pass:
 * Rollup chains the map returned here onto the chunk's map, so `stride.mjs.map` maps the minified
 * file to src/ (tests/consistency/build.test.ts resolves a position through it).
 */
function minifyChunk(): Plugin {
  return {
    name: "stride:minify-chunk",
    apply: "build",
    renderChunk: {
      order: "post",
      async handler(code, chunk) {
        const result = await transformWithEsbuild(code, chunk.fileName, {
          minify: true,
          sourcemap: true,
          format: "esm",
          target: "es2022",
        });
        return { code: result.code, map: result.map };
      },
    },
  };
}

/** Builds src/stride.ts into dist/stride.mjs and its styles into dist/stride.css. */
export default defineConfig({
  publicDir: false,
  plugins: [minifyChunk()],
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

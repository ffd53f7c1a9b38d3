import { defineConfig, transformWithEsbuild, type Plugin } from "vite";

/**
 * Vite leaves whitespace in library (ES) builds so that consumers can re-bundle them; Stride ships
 * this one file to Foundry, so the finished chunk is minified fully (DESIGN.md § Performance: under
 * 250 KB of minified JavaScript). Done in `generateBundle`, after Vite's own last transform, with the
 * chunk's source map passed in so the map still points at src/.
 */
function minifyChunk(): Plugin {
  return {
    name: "stride:minify-chunk",
    apply: "build",
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const result = await transformWithEsbuild(
          chunk.code,
          chunk.fileName,
          { minify: true, sourcemap: true, format: "esm", target: "es2022" },
          chunk.map ?? undefined,
        );
        chunk.code = result.code;
        if (chunk.map && result.map) {
          // esbuild drops the comment Rollup wrote when it rendered the chunk: put it back.
          chunk.code += `//# sourceMappingURL=${chunk.fileName}.map\n`;
          const json = JSON.stringify(result.map);
          // Rollup writes the map file from this object (its SourceMap shape: fields, toString, toUrl).
          chunk.map = Object.assign({}, chunk.map, result.map, {
            toString: () => json,
            toUrl: () => `data:application/json;charset=utf-8;base64,${Buffer.from(json).toString("base64")}`,
          });
        }
      }
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

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

/**
 * The two packages built from the same engine and adapter (scripts/build.mjs): the `stride` system
 * (mode `production`: src/stride.ts into dist/stride.mjs and dist/stride.css) and the
 * `stride-movement` module (mode `module`: src/stride-module.ts into dist-module/stride-movement.mjs
 * and .css). `__STRIDE_PACKAGE__` tells the bundle which package it is (src/foundry/constants.ts).
 */
export default defineConfig(({ mode }) => {
  const module = mode === "module";
  const name = module ? "stride-movement" : "stride";
  return {
    publicDir: false,
    plugins: [minifyChunk()],
    define: {
      __STRIDE_PACKAGE__: JSON.stringify({ id: name, folder: module ? "modules" : "systems" }),
    },
    build: {
      outDir: module ? "dist-module" : "dist",
      emptyOutDir: true,
      sourcemap: true,
      minify: true,
      target: "es2022",
      reportCompressedSize: false,
      lib: {
        entry: module ? "src/stride-module.ts" : "src/stride.ts",
        formats: ["es"],
        fileName: () => `${name}.mjs`,
        cssFileName: name,
      },
      rollupOptions: {
        // A dynamic `import()` becomes its own file under chunks/, beside the entry; the browser
        // resolves it against the entry's URL, so it loads from the package's folder as Foundry
        // serves it (docs/foundry-evidence.md § 52). The hash changes with the contents, so a
        // cached old chunk is never paired with a new entry.
        output: { chunkFileNames: "chunks/[name]-[hash].mjs" },
        // The module's host adapters read their ruleset's engine statically, so there the registry's
        // `import()` of that engine (src/rules/rulesets/index.ts) stays in the bundle; Vite's note on
        // it is expected there. Every other warning is printed.
        onwarn(warning, warn) {
          const expected = module && warning.plugin === "vite:reporter" && /dynamically imported/.test(warning.message);
          if (!expected) warn(warning);
        },
      },
    },
  };
});

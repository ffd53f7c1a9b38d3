/**
 * Prepares a GitHub release of a version tag (used by .github/workflows/release.yml before the
 * build, so dist/system.json and the zip carry the URLs):
 *
 *   node scripts/release.mjs <tag> <owner/name> [notes-file]
 *
 * Checks the tag is `v` + system.json's `version`; writes system.json's `url`, `manifest` (the
 * latest release's system.json, so installed copies find updates) and `download` (this tag's zip),
 * and the same into module.json (the `stride-movement` module: its own manifest and zip) when present;
 * writes CHANGELOG.md's section for the version to notes-file (default artifacts/release-notes.md).
 * Exits 1 with the reason on any mismatch.
 *
 * Manifest fields `url`, `manifest`, `download`: Foundry's PackageManifestData
 * (https://foundryvtt.com/api/interfaces/foundry.packages.types.PackageManifestData.html). The
 * tag/version check and the download URL `releases/download/<tag>/<zip>` follow dnd5e's and
 * draw-steel's release workflows (.github/workflows/release.yml in foundryvtt/dnd5e and
 * MetaMorphic-Digital/draw-steel); the `releases/latest/download/system.json` manifest is the usual
 * GitHub form for "the newest release's manifest", so an installed copy sees updates.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";

/**
 * The manifest with the release URLs filled. `repository` is GitHub's `owner/name`; `tag` must be
 * `v<version>`; `file` is the manifest's name among the release's assets (`system.json`, or
 * `module.json` for the module). A `media` entry's repository path (`media/x.png`) becomes the file
 * at this tag (`https://raw.githubusercontent.com/<owner/name>/<tag>/media/x.png`), as package
 * listings show media by URL (PackageMediaData `url`); absolute URLs stay. Throws an Error naming
 * the mismatch otherwise.
 */
export function releaseManifest(manifest, { repository, tag, file = "system.json" }) {
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository ?? "")) {
    throw new Error(`repository must be GitHub's owner/name, got "${repository}"`);
  }
  if (tag !== `v${manifest.version}`) {
    throw new Error(`tag ${tag} does not match ${file} version ${manifest.version} (expected v${manifest.version})`);
  }
  const home = `https://github.com/${repository}`;
  const media = manifest.media?.map((m) =>
    /^https?:/.test(m.url) ? m : { ...m, url: `https://raw.githubusercontent.com/${repository}/${tag}/${m.url}` },
  );
  return {
    ...manifest,
    ...(media ? { media } : {}),
    url: home,
    manifest: `${home}/releases/latest/download/${file}`,
    download: `${home}/releases/download/${tag}/${manifest.id}-${manifest.version}.zip`,
  };
}

/**
 * The body of CHANGELOG.md's `## [version]` section (Keep a Changelog), trimmed, without its
 * heading. Throws when the section is missing or empty.
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const heading = new RegExp(`^## \\[?${escaped}\\]?(\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) throw new Error(`CHANGELOG.md has no section "## [${version}]"`);
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  const body = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((line) => !/^\[[^\]]+\]:\s/.test(line)) // link references belong to the whole file
    .join("\n")
    .trim();
  if (!body) throw new Error(`CHANGELOG.md's section for ${version} is empty`);
  return body;
}

/** The command line: resolves to the exit code. system.json is written in the repository's Prettier style. */
export async function main(argv, root = new URL("..", import.meta.url).pathname) {
  const [tag, repository, notesFile = join(root, "artifacts", "release-notes.md")] = argv;
  try {
    const manifestPath = join(root, "system.json");
    const manifest = releaseManifest(JSON.parse(readFileSync(manifestPath, "utf8")), { repository, tag });
    const notes = changelogSection(readFileSync(join(root, "CHANGELOG.md"), "utf8"), manifest.version);
    // The module's manifest, checked before anything is written.
    const modulePath = join(root, "module.json");
    const moduleManifest = existsSync(modulePath)
      ? releaseManifest(JSON.parse(readFileSync(modulePath, "utf8")), { repository, tag, file: "module.json" })
      : null;
    const style = (await resolveConfig(manifestPath)) ?? {};
    writeFileSync(manifestPath, await format(JSON.stringify(manifest, null, 2), { ...style, filepath: manifestPath }));
    if (moduleManifest) {
      const text = JSON.stringify(moduleManifest, null, 2);
      writeFileSync(modulePath, await format(text, { ...style, filepath: modulePath }));
    }
    mkdirSync(dirname(notesFile), { recursive: true });
    writeFileSync(notesFile, `${notes}\n`);
    console.log(`release ${tag}: manifest ${manifest.manifest}, download ${manifest.download}, notes ${notesFile}`);
    return 0;
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(await main(process.argv.slice(2)));

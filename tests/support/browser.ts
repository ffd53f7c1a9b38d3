/**
 * Debian Chromium driven by playwright-core (no browser download): one browser per test file,
 * pages built from rendered templates and the compiled stylesheet.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { compiledCss, ROOT } from "./render";

/** Where screenshots are kept (git-ignored). */
export const ARTIFACTS = join(ROOT, "artifacts");

/** Starts Debian's Chromium headless with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Opens a page with `body` inside a document that loads the compiled stylesheet. */
export async function openPage(browser: Browser, body: string, width = 640): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 720 } });
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${compiledCss()}</style>` +
      `<style>body{font-family:sans-serif;background:#f3f0e8;color:#191813;margin:0}</style></head>` +
      `<body>${body}</body></html>`,
  );
  return page;
}

/** Saves a full-page screenshot under artifacts/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, name);
  await page.screenshot({ path, fullPage: true });
  return path;
}

import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { commandPath } from '../stack/processes';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium` is a shell script that adds desktop flags before starting this binary,
 * among them GPU rasterization, which headless and without a GPU is done in software: the same
 * 24 end-to-end specs took 364 s of test time on the binary itself against 416 s through the script.
 */
const DEBIAN_CHROMIUM_BINARY = '/usr/lib/chromium/chromium';

/**
 * The Chromium every tool here drives (Playwright's tests, Lighthouse, the watch-cost bench):
 * Playwright's own when downloaded, else CHROMIUM_PATH, else Debian's binary, else `chromium` on
 * the PATH (Homebrew's). Undefined when there is none; a CHROMIUM_PATH is taken as given, even when it
 * names no file (system-deps.ts says so).
 */
export function findChromium(): string | undefined {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_CHROMIUM_BINARY) ? DEBIAN_CHROMIUM_BINARY : commandPath('chromium');
}

/** findChromium's answer, or Debian's path for the error a launch without one gives. */
export function chromiumPath(): string {
  return findChromium() ?? DEBIAN_CHROMIUM;
}

/** Headless on a loopback-only machine: no sandbox or GPU, and nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

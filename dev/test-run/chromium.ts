import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { commandPath } from '../stack/processes';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium every tool here drives (Playwright's tests, Lighthouse, the watch-cost bench):
 * Playwright's own when downloaded, else CHROMIUM_PATH, else `chromium` on the PATH (Debian's,
 * Homebrew's). Undefined when there is none; a CHROMIUM_PATH is taken as given, even when it
 * names no file (system-deps.ts says so).
 */
export function findChromium(): string | undefined {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  return process.env.CHROMIUM_PATH || commandPath('chromium');
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

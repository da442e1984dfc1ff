import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium every tool here drives (Playwright's tests, Lighthouse, the watch-cost bench):
 * Playwright's own when installed, else CHROMIUM_PATH, else Debian's chromium.
 */
export function chromiumPath(): string {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { commandPath } from '../stack/processes';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium` is a shell script that adds desktop flags before starting this binary,
 * among them GPU rasterization, which headless and without a GPU is done in software. Measured
 * when the binary was the test browser: 24 end-to-end specs took 364 s of test time on the
 * binary itself against 416 s through the script.
 */
const DEBIAN_CHROMIUM_BINARY = '/usr/lib/chromium/chromium';

/**
 * Chromium's headless shell, the build without a browser window that Playwright itself runs
 * headless tests on. Playwright downloads it from its CDN; where that cannot be reached, the npm
 * package @sparticuz/chromium carries the same build inside it (bin/chromium.br), so it is
 * unpacked once per version into node_modules/.cache. Only that binary is used: the package's
 * code is written for AWS Lambda. Every new browser context of Debian's full Chromium starts a
 * renderer for the window's own interface as well as the page's. Measured later, on another
 * set: 43 end-to-end specs took 187 s of test time on the headless shell against 364 s on
 * Debian's binary (the same figure as above by coincidence).
 */
const SHELL_PACKAGE = 'node_modules/@sparticuz/chromium';

let shell: string | undefined;

/**
 * The unpacked headless shell when it starts here, else undefined. It links against the
 * system's libraries (NSS, GTK…), which a system Chromium brings: until they are installed, the
 * chain goes on to the full Chromium (and system-deps.ts installs one).
 */
function headlessShell(): string | undefined {
  // Asked again after a failure: system-deps.ts may have installed the libraries meanwhile.
  shell ??= unpackedShell();
  return shell;
}

function unpackedShell(): string | undefined {
  const packed = `${SHELL_PACKAGE}/bin/chromium.br`;
  if (!existsSync(packed)) return undefined;
  const { version } = JSON.parse(readFileSync(`${SHELL_PACKAGE}/package.json`, 'utf8')) as {
    version: string;
  };
  const binary = resolve(`node_modules/.cache/headless-shell/${version}/chromium`);
  if (!existsSync(binary)) {
    mkdirSync(dirname(binary), { recursive: true });
    // Playwright's workers load this module at once: each unpacks to its own file, the rename is atomic.
    const partial = `${binary}.${process.pid}`;
    writeFileSync(partial, brotliDecompressSync(readFileSync(packed)), { mode: 0o755 });
    renameSync(partial, binary);
  }
  const starts = spawnSync(binary, ['--version'], { stdio: 'ignore', timeout: 30_000 });
  return starts.status === 0 ? binary : undefined;
}

/**
 * The Chromium every tool here drives: Playwright's own when downloaded, else CHROMIUM_PATH,
 * else the headless shell above, else Debian's binary, else `chromium` on the PATH (Homebrew's).
 * Lighthouse passes `headlessShell: false`: it measures the full browser a visitor runs.
 * Undefined when there is none; a CHROMIUM_PATH is taken as given, even when it names no file
 * (system-deps.ts says so).
 */
export function findChromium({ headlessShell: shellAllowed = true } = {}): string | undefined {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shellPath = shellAllowed ? headlessShell() : undefined;
  if (shellPath) return shellPath;
  return existsSync(DEBIAN_CHROMIUM_BINARY) ? DEBIAN_CHROMIUM_BINARY : commandPath('chromium');
}

/** findChromium's answer, or Debian's path for the error a launch without one gives. */
export function chromiumPath(options?: { headlessShell?: boolean }): string {
  return findChromium(options) ?? DEBIAN_CHROMIUM;
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

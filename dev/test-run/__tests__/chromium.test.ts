import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// As on a machine that cannot download Playwright's own browser.
jest.mock('@playwright/test', () => ({
  chromium: { executablePath: () => '/nowhere/ms-playwright/chrome' },
}));

const VERSION = '0.0.0-test';
const home = process.cwd();
let dir: string;

/** A package like @sparticuz/chromium whose packed "browser" is this shell script. */
function shellPackage(script: string): string {
  const root = join(dir, 'node_modules/@sparticuz/chromium');
  mkdirSync(join(root, 'bin'), { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ version: VERSION }));
  writeFileSync(join(root, 'bin/chromium.br'), brotliCompressSync(`#!/bin/sh\n${script}\n`));
  return resolve(dir, `node_modules/.cache/headless-shell/${VERSION}/chromium`);
}

async function freshModule() {
  jest.resetModules();
  return import('../chromium');
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'chromium-chain-'));
  process.chdir(dir);
  delete process.env.CHROMIUM_PATH;
});

afterEach(() => {
  process.chdir(home);
  rmSync(dir, { recursive: true, force: true });
});

describe('findChromium', () => {
  it('unpacks the headless shell once and takes it when it starts, but not for Lighthouse', async () => {
    const shell = shellPackage('exit 0');
    const { findChromium } = await freshModule();
    expect(findChromium()).toBe(shell);
    expect(findChromium()).toBe(shell);
    expect(readdirSync(join(dir, `node_modules/.cache/headless-shell/${VERSION}`))).toEqual([
      'chromium',
    ]);
    expect(findChromium({ headlessShell: false })).not.toBe(shell);
  });

  it('goes on to the next browser when the shell does not start here', async () => {
    const shell = shellPackage('exit 127');
    const { findChromium } = await freshModule();
    expect(findChromium()).not.toBe(shell);
  });

  it('takes CHROMIUM_PATH before the shell, as given', async () => {
    shellPackage('exit 0');
    process.env.CHROMIUM_PATH = '/opt/my-chromium';
    const { findChromium } = await freshModule();
    expect(findChromium()).toBe('/opt/my-chromium');
  });
});

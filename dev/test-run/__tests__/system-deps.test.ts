import {
  dependenciesFor,
  firstError,
  installPlan,
  provideDependencies,
  type Dependency,
  type Machine,
  type SystemFacts,
} from '../system-deps';

const DEBIAN_ROOT: SystemFacts = {
  platform: 'linux',
  root: true,
  sudo: false,
  apt: true,
  brew: false,
};
const PLAYWRIGHT_CHROME = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** Playwright's download when there is no internet: one stack per retry, then the summary. */
const OFFLINE_DOWNLOAD = `Downloading Chrome for Testing 159.0.8154.6 (playwright chromium v1255) from https://cdn.playwright.dev/builds/cft/159.0.8154.6/linux64/chrome-linux64.zip
Error: getaddrinfo ENOTFOUND cdn.playwright.dev
    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:internal/dns/promises:99:17) {
  errno: -3008,
  code: 'ENOTFOUND',
}
Failed to install browsers
Error: Failed to download Chrome for Testing 159.0.8154.6 (playwright chromium v1255), caused by
Error: Download failure, code=1`;

type Effect = { ok: boolean; output?: string; installs?: Partial<Record<Dependency, string>> };
type Effects = Record<string, Effect | (() => Effect)>;

/**
 * A machine with `present` installed, where each command (joined by spaces) has the given
 * effect; any other command fails. It records what it ran and what it said.
 */
function fakeMachine(
  facts: SystemFacts,
  present: Partial<Record<Dependency, string>>,
  effects: Effects,
) {
  const installed = { ...present };
  const ran: string[] = [];
  const said: string[] = [];
  const machine: Machine = {
    ...facts,
    find: (dependency) => installed[dependency],
    run(command) {
      const line = command.join(' ');
      ran.push(line);
      const given = effects[line] ?? { ok: false, output: `Error: ${line}: not expected` };
      const effect = typeof given === 'function' ? given() : given;
      Object.assign(installed, effect.installs);
      return { ok: effect.ok, output: effect.output ?? '' };
    },
    say: (line) => said.push(line),
  };
  return { machine, ran, said };
}

const APT_UPDATE = 'apt-get update';
const APT_INSTALL = 'env DEBIAN_FRONTEND=noninteractive apt-get install -y';
const PW_INSTALL = 'node_modules/.bin/playwright install chromium';
const PW_DEPS = 'node_modules/.bin/playwright install-deps chromium';

describe('dependenciesFor', () => {
  it('needs redis-server for the integration layer, and a Chromium too for e2e', () => {
    expect(dependenciesFor(['unit'])).toEqual([]);
    expect(dependenciesFor(['integration'])).toEqual(['redis-server']);
    expect(dependenciesFor(['e2e'])).toEqual(['chromium', 'redis-server']);
    expect(dependenciesFor(['unit', 'integration', 'e2e'])).toEqual(['chromium', 'redis-server']);
  });
});

describe('installPlan', () => {
  it('runs apt-get without a prompt as root, or through passwordless sudo', () => {
    expect(installPlan(['redis-server', 'chromium'], DEBIAN_ROOT, true)).toEqual({
      via: 'apt-get as root',
      commands: [
        ['apt-get', 'update'],
        [
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          'chromium',
          'redis-server',
        ],
      ],
    });
    const sudo = { ...DEBIAN_ROOT, root: false, sudo: true };
    expect(installPlan(['redis-server'], sudo, true)).toEqual({
      via: 'apt-get with sudo',
      commands: [
        ['sudo', '-n', 'apt-get', 'update'],
        [
          'sudo',
          '-n',
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          'redis-server',
        ],
      ],
    });
  });

  it('names the apt-get command to run where sudo would ask for a password, or installing is off', () => {
    const user = { ...DEBIAN_ROOT, root: false };
    expect(installPlan(['chromium', 'redis-server'], user, true)).toEqual({
      why: 'not root, and no sudo without a password',
      manual: 'sudo apt-get install -y chromium redis-server',
    });
    expect(installPlan(['chromium'], DEBIAN_ROOT, false)).toEqual({
      why: 'NO_SYSTEM_INSTALL is set',
      manual: 'apt-get install -y chromium',
    });
  });

  it('uses Homebrew on macOS, and names its commands where Homebrew is missing', () => {
    const mac = { platform: 'darwin', root: false, sudo: false, apt: false, brew: true } as const;
    expect(installPlan(['redis-server', 'chromium'], mac, true)).toEqual({
      via: 'Homebrew',
      commands: [
        ['brew', 'install', '--cask', 'chromium'],
        ['brew', 'install', 'redis'],
      ],
    });
    expect(installPlan(['redis-server'], { ...mac, brew: false }, true)).toEqual({
      why: 'Homebrew is not installed',
      manual: 'brew install redis (with Homebrew, https://brew.sh)',
    });
  });

  it('names what to install on a system without apt-get or Homebrew', () => {
    const fedora = { ...DEBIAN_ROOT, apt: false };
    expect(installPlan(['chromium', 'redis-server'], fedora, true)).toEqual({
      why: 'no apt-get or Homebrew here',
      manual:
        "install chromium and redis-server with this system's package manager (or set CHROMIUM_PATH to a Chromium)",
    });
  });
});

describe('firstError', () => {
  it("takes the first error of Playwright's failed download", () => {
    expect(firstError(OFFLINE_DOWNLOAD)).toBe('getaddrinfo ENOTFOUND cdn.playwright.dev');
  });

  it('falls back to the last line of output', () => {
    expect(firstError('E: Unable to locate package chromium\n')).toBe(
      'E: Unable to locate package chromium',
    );
  });
});

describe('provideDependencies', () => {
  it('does nothing for the unit layer, or when everything is there', () => {
    const bare = fakeMachine(DEBIAN_ROOT, {}, {});
    expect(provideDependencies(['unit'], bare.machine, true)).toBeUndefined();
    const ready = fakeMachine(
      DEBIAN_ROOT,
      { chromium: '/usr/bin/chromium', 'redis-server': '/usr/bin/redis-server' },
      {},
    );
    expect(
      provideDependencies(['unit', 'integration', 'e2e'], ready.machine, true),
    ).toBeUndefined();
    expect([...bare.ran, ...bare.said, ...ready.ran, ...ready.said]).toEqual([]);
  });

  it('offline as root on Debian: the download fails fast, then apt-get installs both', () => {
    const { machine, ran, said } = fakeMachine(
      DEBIAN_ROOT,
      {},
      {
        [PW_INSTALL]: { ok: false, output: OFFLINE_DOWNLOAD },
        [APT_UPDATE]: { ok: true },
        [`${APT_INSTALL} chromium redis-server`]: {
          ok: true,
          installs: { chromium: '/usr/bin/chromium', 'redis-server': '/usr/bin/redis-server' },
        },
      },
    );
    expect(provideDependencies(['unit', 'integration', 'e2e'], machine, true)).toBeUndefined();
    expect(ran).toEqual([PW_INSTALL, APT_UPDATE, `${APT_INSTALL} chromium redis-server`]);
    expect(said).toEqual([
      'npm test needs chromium and redis-server, not found on this machine',
      "Downloading Playwright's Chromium: playwright install chromium",
      "Playwright's Chromium download failed: getaddrinfo ENOTFOUND cdn.playwright.dev",
      `Installing with apt-get as root: ${APT_UPDATE}`,
      `Installing with apt-get as root: ${APT_INSTALL} chromium redis-server`,
      'Found /usr/bin/chromium and /usr/bin/redis-server',
    ]);
  });

  it("takes Playwright's Chromium when it downloads and starts; the package manager adds the rest", () => {
    const { machine, ran } = fakeMachine(
      DEBIAN_ROOT,
      {},
      {
        [PW_INSTALL]: { ok: true, installs: { chromium: PLAYWRIGHT_CHROME } },
        [`${PLAYWRIGHT_CHROME} --version`]: { ok: true, output: 'Chromium 159.0.8154.6' },
        [APT_UPDATE]: { ok: true },
        [`${APT_INSTALL} redis-server`]: {
          ok: true,
          installs: { 'redis-server': '/usr/bin/redis-server' },
        },
      },
    );
    expect(provideDependencies(['e2e'], machine, true)).toBeUndefined();
    expect(ran).toEqual([
      PW_INSTALL,
      `${PLAYWRIGHT_CHROME} --version`,
      APT_UPDATE,
      `${APT_INSTALL} redis-server`,
    ]);
  });

  it('installs the system libraries a downloaded Chromium lacks, when it may', () => {
    let libraries = false;
    const { machine, ran } = fakeMachine(
      DEBIAN_ROOT,
      { 'redis-server': '/usr/bin/redis-server' },
      {
        [PW_INSTALL]: { ok: true, installs: { chromium: PLAYWRIGHT_CHROME } },
        [`${PLAYWRIGHT_CHROME} --version`]: () => ({
          ok: libraries,
          output: libraries
            ? 'Chromium 159.0.8154.6'
            : 'libnss3.so: cannot open shared object file',
        }),
        [PW_DEPS]: () => {
          libraries = true;
          return { ok: true };
        },
      },
    );
    expect(provideDependencies(['e2e'], machine, true)).toBeUndefined();
    expect(ran).toEqual([
      PW_INSTALL,
      `${PLAYWRIGHT_CHROME} --version`,
      PW_DEPS,
      `${PLAYWRIGHT_CHROME} --version`,
    ]);
  });

  it('without root or sudo, names the command for the libraries a downloaded Chromium lacks', () => {
    const { machine } = fakeMachine(
      { ...DEBIAN_ROOT, root: false },
      { 'redis-server': '/usr/bin/redis-server' },
      {
        [PW_INSTALL]: { ok: true, installs: { chromium: PLAYWRIGHT_CHROME } },
        [`${PLAYWRIGHT_CHROME} --version`]: { ok: false, output: 'libnss3.so: cannot open' },
      },
    );
    expect(provideDependencies(['e2e'], machine, true)).toBe(
      "Playwright's Chromium cannot start here: its system libraries are missing. Run: sudo npx playwright install-deps chromium",
    );
  });

  it('without root or passwordless sudo, stops with the apt-get command after the download fails', () => {
    const { machine, ran } = fakeMachine(
      { ...DEBIAN_ROOT, root: false },
      {},
      { [PW_INSTALL]: { ok: false, output: OFFLINE_DOWNLOAD } },
    );
    expect(provideDependencies(['unit', 'integration', 'e2e'], machine, true)).toBe(
      'Cannot install chromium and redis-server (not root, and no sudo without a password). Run: sudo apt-get install -y chromium redis-server',
    );
    expect(ran).toEqual([PW_INSTALL]);
  });

  it('installs nothing, not even a download, where installing is not allowed', () => {
    const { machine, ran } = fakeMachine(DEBIAN_ROOT, {}, {});
    expect(provideDependencies(['e2e'], machine, false)).toBe(
      'Cannot install chromium and redis-server (NO_SYSTEM_INSTALL is set). Run: apt-get install -y chromium redis-server',
    );
    expect(ran).toEqual([]);
  });

  it('the integration layer asks for redis-server alone, and no browser download', () => {
    const { machine, ran } = fakeMachine(
      DEBIAN_ROOT,
      {},
      {
        [APT_UPDATE]: { ok: true },
        [`${APT_INSTALL} redis-server`]: {
          ok: true,
          installs: { 'redis-server': '/usr/bin/redis-server' },
        },
      },
    );
    expect(provideDependencies(['integration'], machine, true)).toBeUndefined();
    expect(ran).toEqual([APT_UPDATE, `${APT_INSTALL} redis-server`]);
  });

  it('stops with the failure and the command to run when apt-get fails', () => {
    const { machine } = fakeMachine(
      DEBIAN_ROOT,
      { chromium: '/usr/bin/chromium' },
      {
        [APT_UPDATE]: { ok: true },
        [`${APT_INSTALL} redis-server`]: {
          ok: false,
          output: 'Reading package lists...\nE: Unable to locate package redis-server',
        },
      },
    );
    expect(provideDependencies(['e2e'], machine, true)).toBe(
      `${APT_INSTALL} redis-server failed (E: Unable to locate package redis-server). Run: apt-get install -y redis-server`,
    );
  });

  it('says so when a package manager succeeded but the command is still not there', () => {
    const { machine } = fakeMachine(
      DEBIAN_ROOT,
      { chromium: '/usr/bin/chromium' },
      { [APT_UPDATE]: { ok: true }, [`${APT_INSTALL} redis-server`]: { ok: true } },
    );
    expect(provideDependencies(['integration'], machine, true)).toBe(
      'redis-server still not found after installing',
    );
  });
});

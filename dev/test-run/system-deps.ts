import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { commandPath } from '../stack/processes';
import { findChromium } from './chromium';

/**
 * What `npm test`'s layers need beyond npm: a redis-server (the integration and e2e layers
 * start one, dev/stand-ins/redis.ts) and a Chromium (the e2e layer's browser, chromium.ts).
 * Before the first layer runs, whatever the requested layers need and this machine lacks is
 * installed where that needs no prompt: Playwright's own Chromium download first, then the
 * system's package manager (apt-get as root or with passwordless sudo, Homebrew on macOS).
 * Where that is not possible the run stops with one line naming the command to run.
 * NO_SYSTEM_INSTALL=1 forbids installing: the run then only names what is missing.
 */

export type Dependency = 'chromium' | 'redis-server';

/** In the order package commands name them. */
const DEPENDENCIES: Dependency[] = ['chromium', 'redis-server'];

const NEEDED_BY: Record<string, Dependency[]> = {
  unit: [],
  integration: ['redis-server'],
  e2e: ['redis-server', 'chromium'],
};

export function dependenciesFor(layers: Iterable<string>): Dependency[] {
  const needed = new Set([...layers].flatMap((layer) => NEEDED_BY[layer] ?? []));
  return DEPENDENCIES.filter((dependency) => needed.has(dependency));
}

export type SystemFacts = {
  platform: NodeJS.Platform;
  root: boolean;
  /** `sudo -n true` succeeds: sudo without a password prompt. */
  sudo: boolean;
  apt: boolean;
  brew: boolean;
};

const APT_PACKAGES: Record<Dependency, string> = {
  chromium: 'chromium',
  'redis-server': 'redis-server',
};
const BREW_INSTALLS: Record<Dependency, string[]> = {
  chromium: ['--cask', 'chromium'],
  'redis-server': ['redis'],
};

export type InstallPlan =
  /** Commands to run in order, and how they install ("apt-get as root"). */
  | { via: string; commands: string[][] }
  /** Nothing can be installed here: why, and the command to run by hand. */
  | { why: string; manual: string };

/** How the system's package manager installs `missing` here, or the command for a person to run. */
export function installPlan(
  missing: Dependency[],
  system: SystemFacts,
  allowed: boolean,
): InstallPlan {
  const ordered = DEPENDENCIES.filter((dependency) => missing.includes(dependency));
  if (system.platform === 'darwin') {
    const commands = ordered.map((dependency) => ['brew', 'install', ...BREW_INSTALLS[dependency]]);
    const manual = commands.map((command) => command.join(' ')).join(' && ');
    if (!system.brew)
      return {
        why: 'Homebrew is not installed',
        manual: `${manual} (with Homebrew, https://brew.sh)`,
      };
    if (!allowed) return { why: 'NO_SYSTEM_INSTALL is set', manual };
    return { via: 'Homebrew', commands };
  }
  if (system.platform === 'linux' && system.apt) {
    const packages = ordered.map((dependency) => APT_PACKAGES[dependency]);
    const manual = `${system.root ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
    if (!allowed) return { why: 'NO_SYSTEM_INSTALL is set', manual };
    if (!system.root && !system.sudo)
      return { why: 'not root, and no sudo without a password', manual };
    const sudo = system.root ? [] : ['sudo', '-n'];
    return {
      via: system.root ? 'apt-get as root' : 'apt-get with sudo',
      commands: [
        [...sudo, 'apt-get', 'update'],
        [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', ...packages],
      ],
    };
  }
  const names = ordered.join(' and ');
  return {
    why: 'no apt-get or Homebrew here',
    manual: `install ${names} with this system's package manager${ordered.includes('chromium') ? ' (or set CHROMIUM_PATH to a Chromium)' : ''}`,
  };
}

/** The first error message in a failed command's output (Playwright's download prints a stack per retry). */
export function firstError(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  const error = lines.find((line) => /^\w*Error:/.test(line));
  return (error ?? lines.filter(Boolean).at(-1) ?? 'no output').replace(/^\w*Error:\s*/, '');
}

/** The machine as the installer sees it; tests give a fake one. */
export type Machine = SystemFacts & {
  /** Where the dependency is, when it is here. */
  find(dependency: Dependency): string | undefined;
  /** Runs a command to completion, its output kept. */
  run(command: string[]): { ok: boolean; output: string };
  say(line: string): void;
};

const PLAYWRIGHT = 'node_modules/.bin/playwright';

/**
 * Installs what `layers` need and `machine` lacks. Undefined when everything is there
 * (afterwards); otherwise the one line to stop with, naming the command to run.
 */
export function provideDependencies(
  layers: Iterable<string>,
  machine: Machine,
  allowed: boolean,
): string | undefined {
  const needed = dependenciesFor(layers);
  let missing = needed.filter((dependency) => !machine.find(dependency));
  if (missing.length === 0) return undefined;
  machine.say(`npm test needs ${missing.join(' and ')}, not found on this machine`);
  const privileged = machine.root || machine.sudo;

  if (allowed && missing.includes('chromium')) {
    const outcome = downloadPlaywrightChromium(machine, privileged);
    if (typeof outcome === 'string') return outcome;
    if (outcome) missing = missing.filter((dependency) => dependency !== 'chromium');
  }
  if (missing.length > 0) {
    const plan = installPlan(missing, machine, allowed);
    if ('manual' in plan)
      return `Cannot install ${missing.join(' and ')} (${plan.why}). Run: ${plan.manual}`;
    for (const command of plan.commands) {
      machine.say(`Installing with ${plan.via}: ${command.join(' ')}`);
      const { ok, output } = machine.run(command);
      if (!ok) {
        const byHand = installPlan(missing, machine, false);
        const line = 'manual' in byHand ? byHand.manual : command.join(' ');
        return `${command.join(' ')} failed (${firstError(output)}). Run: ${line}`;
      }
    }
  }
  const still = needed.filter((dependency) => !machine.find(dependency));
  if (still.length > 0) return `${still.join(' and ')} still not found after installing`;
  machine.say(`Found ${needed.map((dependency) => machine.find(dependency)).join(' and ')}`);
  return undefined;
}

/**
 * Playwright's own Chromium: true when it is downloaded and starts, false when the download
 * failed (the package manager is next), or the line to stop with.
 */
function downloadPlaywrightChromium(machine: Machine, privileged: boolean): boolean | string {
  machine.say("Downloading Playwright's Chromium: playwright install chromium");
  const download = machine.run([PLAYWRIGHT, 'install', 'chromium']);
  if (!download.ok) {
    machine.say(`Playwright's Chromium download failed: ${firstError(download.output)}`);
    return false;
  }
  const starts = () => {
    const path = machine.find('chromium');
    return path !== undefined && machine.run([path, '--version']).ok;
  };
  if (starts()) return true;
  // Downloaded, but the system libraries it links against are missing.
  const manual = 'sudo npx playwright install-deps chromium';
  if (!privileged || machine.platform !== 'linux')
    return `Playwright's Chromium cannot start here: its system libraries are missing. Run: ${manual}`;
  machine.say(
    "Installing the libraries Playwright's Chromium needs: playwright install-deps chromium",
  );
  const deps = machine.run([PLAYWRIGHT, 'install-deps', 'chromium']);
  if (!deps.ok || !starts())
    return `playwright install-deps chromium failed (${firstError(deps.output)}). Run: ${manual}`;
  return true;
}

const DOWNLOAD_TIMEOUT_MS = 15 * 60_000;

/** This machine; whether sudo works without a password is asked only when it matters. */
function thisMachine(): Machine {
  let sudo: boolean | undefined;
  return {
    platform: process.platform,
    root: process.getuid?.() === 0,
    get sudo() {
      const path = commandPath('sudo');
      sudo ??=
        !!path &&
        spawnSync(path, ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
      return sudo;
    },
    apt: !!commandPath('apt-get'),
    brew: !!commandPath('brew'),
    find: (dependency) =>
      dependency === 'chromium' ? existing(findChromium()) : commandPath(dependency),
    run([command, ...args]) {
      const result = spawnSync(command!, args, {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: DOWNLOAD_TIMEOUT_MS,
        maxBuffer: 64 * 1024 * 1024,
      });
      // stderr first: that is where a failed command says why.
      const output = `${result.stderr ?? ''}${result.error ? `Error: ${result.error.message}\n` : ''}${result.stdout ?? ''}`;
      return { ok: result.status === 0, output };
    },
    say: (line) => console.log(line),
  };
}

const existing = (path: string | undefined) => (path && existsSync(path) ? path : undefined);

/**
 * What the runner calls before its first layer: undefined when the layers can run, or the
 * one line to stop with.
 */
export function ensureSystemDependencies(layers: Iterable<string>): string | undefined {
  const layerList = [...layers];
  const configured = process.env.CHROMIUM_PATH;
  if (dependenciesFor(layerList).includes('chromium') && configured && !existsSync(configured))
    return `CHROMIUM_PATH is ${configured}, which does not exist: point it at a Chromium, or unset it`;
  return provideDependencies(layerList, thisMachine(), !process.env.NO_SYSTEM_INSTALL);
}

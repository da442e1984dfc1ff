import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of the CPU times in /proc/<pid>/stat, on every common build. */
const TICKS_PER_SECOND = 100;

export type ProcessCpu = { pid: number; ppid: number; command: string; cpuMs: number };

/** Reads one /proc/<pid>/stat line; the process name sits in parentheses and may hold spaces. */
export function parseProcStat(line: string): { pid: number; ppid: number; cpuMs: number } | null {
  const close = line.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number.parseInt(line, 10);
  // After the name: state, ppid, … utime and stime are the 12th and 13th fields.
  const fields = line.slice(close + 2).split(' ');
  const [ppid, utime, stime] = [fields[1], fields[11], fields[12]].map(Number);
  if (![pid, ppid, utime, stime].every((n) => Number.isFinite(n))) return null;
  return { pid, ppid: ppid!, cpuMs: ((utime! + stime!) * 1000) / TICKS_PER_SECOND };
}

function readProcess(pid: number): ProcessCpu | null {
  try {
    const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    if (!stat) return null;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { ...stat, command };
  } catch {
    return null; // gone between listing and reading
  }
}

/** The CPU time so far of `root` and every process below it; empty where /proc is missing. */
export function processTreeCpu(root = process.pid): ProcessCpu[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  return subtree(
    pids.map(readProcess).filter((p): p is ProcessCpu => p !== null),
    root,
  );
}

/** The processes of `all` that are `root` or below it. */
export function subtree(all: ProcessCpu[], root: number): ProcessCpu[] {
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  return all.filter((p) => inTree.has(p.pid));
}

/** CPU each process spent between two snapshots; processes that ended in between are left out. */
export function cpuSpent(before: ProcessCpu[], after: ProcessCpu[]): ProcessCpu[] {
  const start = new Map(before.map((p) => [p.pid, p.cpuMs]));
  return after
    .filter((p) => start.has(p.pid))
    .map((p) => ({ ...p, cpuMs: p.cpuMs - start.get(p.pid)! }));
}

/**
 * What the measured CPU cost allows on this machine. With `members` requests always in
 * flight, Little's law gives mean latency = members / throughput, and throughput cannot
 * pass cores / CPU per load, so no p95 can beat the mean this implies.
 */
export function latencyFloor(cpuMsPerLoad: number, cores: number, members: number) {
  const maxLoadsPerSecond = (cores * 1000) / cpuMsPerLoad;
  return { maxLoadsPerSecond, meanLatencyMs: (members / maxLoadsPerSecond) * 1000 };
}

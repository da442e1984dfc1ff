import { cpuSpent, latencyFloor, parseProcStat, processTreeCpu, subtree } from '../cpu-budget';

describe('parseProcStat', () => {
  it('reads pid, parent and user + system time from a stat line', () => {
    const line =
      '28750 (next-server (v1) S 28721 28697 28697 0 -1 4194560 51234 0 0 0 1796 212 0 0 20 0 11 0 123456';
    expect(parseProcStat(line)).toEqual({ pid: 28750, ppid: 28721, cpuMs: 20080 });
  });

  it('refuses a line it cannot read', () => {
    expect(parseProcStat('garbage')).toBeNull();
    expect(parseProcStat('12 (x) S')).toBeNull();
  });
});

describe('cpuSpent', () => {
  it('subtracts per process and leaves out the ones that were not there before', () => {
    const before = [{ pid: 1, ppid: 0, command: 'a', cpuMs: 100 }];
    const after = [
      { pid: 1, ppid: 0, command: 'a', cpuMs: 350 },
      { pid: 2, ppid: 1, command: 'b', cpuMs: 40 },
    ];
    expect(cpuSpent(before, after)).toEqual([{ pid: 1, ppid: 0, command: 'a', cpuMs: 250 }]);
  });
});

describe('latencyFloor', () => {
  it('turns CPU per load into the best throughput and the mean latency it forces', () => {
    const floor = latencyFloor(4, 2, 50);
    expect(floor.maxLoadsPerSecond).toBe(500);
    expect(floor.meanLatencyMs).toBe(100);
  });
});

const onLinux = process.platform === 'linux' ? it : it.skip;

describe('processTreeCpu', () => {
  onLinux('finds this process and the CPU it has used', () => {
    const self = processTreeCpu().find((p) => p.pid === process.pid);
    expect(self?.command).toContain('node');
    expect(self!.cpuMs).toBeGreaterThan(0);
  });
});

describe('subtree', () => {
  it('keeps the root and everything below it, at any depth', () => {
    const p = (pid: number, ppid: number) => ({ pid, ppid, command: '', cpuMs: 0 });
    const all = [p(1, 0), p(10, 1), p(11, 10), p(12, 11), p(20, 1)];
    expect(subtree(all, 10).map((x) => x.pid)).toEqual([10, 11, 12]);
    expect(subtree(all, 99)).toEqual([]);
  });
});

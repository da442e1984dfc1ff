import { BENCH_OFFSETS, DEMO_PORTS, testPorts } from '../ports';

/** The ports a set takes, the Auth emulator's hub and logging ports included. */
function taken(ports: Record<string, number>): number[] {
  const all = Object.values(ports);
  return 'auth' in ports ? [...all, ports.auth! + 1, ports.auth! + 2] : all;
}

describe('the port table', () => {
  it('takes the demo ports from the app defaults', () => {
    expect(DEMO_PORTS).toEqual({
      app: 3000,
      auth: 9099,
      firestore: 8080,
      contentful: 9300,
      stripe: 12111,
      smtp: 2525,
      mailCatcher: 8025,
    });
  });

  it('lets the demo, a test run and every benchmark run at once', () => {
    const sets = [
      DEMO_PORTS,
      testPorts(0),
      testPorts(BENCH_OFFSETS.lighthouse),
      testPorts(BENCH_OFFSETS.members),
      testPorts(BENCH_OFFSETS.payments),
      testPorts(BENCH_OFFSETS.admin),
      testPorts(BENCH_OFFSETS.reminders),
      testPorts(BENCH_OFFSETS.search),
      testPorts(BENCH_OFFSETS.cacheComponents),
      testPorts(BENCH_OFFSETS.screenshots),
    ];
    const ports = sets.flatMap(taken);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('keeps the mail ports apart from every other port, whatever the offset steps of 1000', () => {
    const sets: Record<string, number>[] = [DEMO_PORTS];
    for (const step of [0, 1000, 2000, 3000, 4000])
      for (const bench of [0, ...Object.values(BENCH_OFFSETS)]) sets.push(testPorts(step + bench));
    const mail = sets.flatMap((set) => [set.smtp!, set.mailCatcher!]);
    const others = sets.flatMap((set) => {
      const { smtp, mailCatcher, ...rest } = set;
      return smtp && mailCatcher ? taken(rest) : [];
    });
    expect(new Set(mail).size).toBe(mail.length);
    expect(mail.filter((port) => others.includes(port))).toEqual([]);
  });

  it('moves every port of a test run by the offset', () => {
    const moved = testPorts(20);
    for (const [name, port] of Object.entries(testPorts(0))) {
      expect(moved[name as keyof typeof moved]).toBe(port + 20);
    }
  });
});

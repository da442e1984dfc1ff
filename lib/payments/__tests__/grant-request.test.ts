import { parseGrantRequest } from '../grant-request';

describe('parseGrantRequest', () => {
  const valid = { email: 'Ana@Example.com', courses: ['course-a'], externalRef: 'zap:123' };

  it('reads a course grant, lower-casing the e-mail', () => {
    expect(parseGrantRequest(valid)).toEqual({
      ok: true,
      request: { email: 'ana@example.com', courses: ['course-a'], externalRef: 'zap:123' },
    });
  });

  it('reads a plan grant with an end as ISO date-time or milliseconds', () => {
    const iso = parseGrantRequest({
      email: 'ana@example.com',
      plan: 'price_demo_foundations',
      accessUntil: '2027-01-01T00:00:00Z',
      externalRef: 'r1',
    });
    expect(iso).toMatchObject({ ok: true, request: { accessUntil: Date.UTC(2027, 0, 1) } });
    const millis = parseGrantRequest({ ...valid, accessUntil: 1_800_000_000_000 });
    expect(millis).toMatchObject({ ok: true, request: { accessUntil: 1_800_000_000_000 } });
  });

  it('names every problem in one message', () => {
    const result = parseGrantRequest({ email: 'nope', courses: [], externalRef: 'a/b', x: 1 });
    expect(result.ok).toBe(false);
    const { message } = result as { message: string };
    expect(message).toContain('email must be an e-mail address');
    expect(message).toContain('courses must name at least one course');
    expect(message).toContain('externalRef must be 1-200 letters');
    expect(message).toContain('unknown field(s) x');
  });

  it('wants exactly one of plan and courses', () => {
    const both = parseGrantRequest({ ...valid, plan: 'price_x' });
    expect(both).toMatchObject({ ok: false, message: 'give either plan or courses, not both' });
    const neither = parseGrantRequest({ email: 'a@b.co', externalRef: 'r' });
    expect(neither.ok).toBe(false);
  });

  it('refuses a missing reference and malformed ends', () => {
    expect(parseGrantRequest({ email: 'a@b.co', courses: ['c'] })).toMatchObject({
      ok: false,
      message: 'externalRef is missing or of the wrong type',
    });
    expect(parseGrantRequest({ ...valid, accessUntil: 'tomorrow' }).ok).toBe(false);
    expect(parseGrantRequest({ ...valid, accessUntil: -5 }).ok).toBe(false);
    expect(parseGrantRequest(null).ok).toBe(false);
  });
});

import { demoMemberClass } from '../demo-member';

describe('demoMemberClass', () => {
  it("gives the demo member's sign-in, courses and one of their class pages", () => {
    const page = demoMemberClass('course-candlesticks', 'class-candlesticks-2');
    expect(page).toMatchObject({
      email: 'member@example.com',
      classPath: '/home?course=course-candlesticks&class=class-candlesticks-2',
      classTitle: 'Anatomy of a Candle',
    });
    expect(page.password).toEqual(expect.any(String));
    expect(page.courses).toContain('course-market-basics');
  });

  it('refuses a course the demo member does not hold, or a class its course lacks', () => {
    expect(() => demoMemberClass('course-risk-management', 'class-risk-management-1')).toThrow(
      'does not hold course-risk-management',
    );
    expect(() => demoMemberClass('course-candlesticks', 'class-market-basics-1')).toThrow(
      'no titled class',
    );
  });
});

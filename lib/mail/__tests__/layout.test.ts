import { renderMailLayout } from '../client';

describe('renderMailLayout', () => {
  const mail = renderMailLayout({
    heading: 'Risk <clinic> tomorrow',
    paragraphs: ['Bring "your" journal & questions.', 'It lasts an hour.'],
    action: { label: 'Join the session', href: 'https://academy.example.com/home/live?a=1&b=2' },
  });

  it('says the same words as text', () => {
    expect(mail.text).toBe(
      [
        'Risk <clinic> tomorrow',
        '',
        'Bring "your" journal & questions.',
        '',
        'It lasts an hour.',
        '',
        'Join the session: https://academy.example.com/home/live?a=1&b=2',
        '',
        '— Apex Traders Academy',
      ].join('\n'),
    );
  });

  it('escapes every text and link in the HTML', () => {
    expect(mail.html).toContain('<h1 style="');
    expect(mail.html).toContain('>Risk &lt;clinic&gt; tomorrow</h1>');
    expect(mail.html).toContain('Bring &quot;your&quot; journal &amp; questions.');
    expect(mail.html).toContain('href="https://academy.example.com/home/live?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<clinic>');
  });

  it('refuses a link that is not absolute http(s)', () => {
    for (const href of ['javascript:alert(1)', '/home', 'mailto:a@example.com'])
      expect(() =>
        renderMailLayout({ heading: 'h', paragraphs: [], action: { label: 'x', href } }),
      ).toThrow(/absolute http\(s\) URL/);
  });
});

import { markdownToText, renderMarkdown } from '../markdown';

/** Every href the HTML carries. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('renderMarkdown with hostile input', () => {
  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '"><svg/onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<div onmouseover="alert(1)">hover</div>',
  ])('raw HTML reads as text: %s', (input) => {
    const html = renderMarkdown(input);
    // What is left once the paragraph and the safe links linkify made are taken out.
    const rest = html
      .replace(/<\/?p>/g, '')
      .replace(/<a href="https:\/\/[^"<>]*" rel="noopener noreferrer">|<\/a>/g, '');
    expect(rest).not.toContain('<');
    expect(html).toContain('&lt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](data:image/png;base64,iVBORw0KGgo=)',
    '[x](file:///etc/passwd)',
    '[x](/home?course=a)',
    '<javascript:alert(1)>',
    'javascript:alert(1)',
  ])('a link outside http, https and mailto is no link: %s', (input) => {
    const html = renderMarkdown(input);
    expect(html).not.toContain('<a');
    expect(hrefs(html)).toEqual([]);
  });

  it('images are not rendered: no remote image loads from an announcement', () => {
    const html = renderMarkdown(
      '![pixel](https://tracker.example/p.gif) ![d](data:image/gif;base64,R0lGOD)',
    );
    expect(html).not.toMatch(/<img/i);
  });

  it('an onerror or quote inside a link address cannot break out of the attribute', () => {
    const html = renderMarkdown(
      '[x](https://example.com/"onerror="alert(1)) https://example.com/"onmouseover="x',
    );
    expect(html).not.toMatch(/\s(onerror|onmouseover)=/i);
    for (const href of hrefs(html)) expect(href).toMatch(/^https:\/\/example\.com\//);
  });

  it('http, https and mailto links are links, with rel="noopener noreferrer"', () => {
    const html = renderMarkdown(
      '[site](https://example.com/a?b=1), [plain](http://example.org), me@example.com and https://example.net',
    );
    expect(hrefs(html)).toEqual([
      'https://example.com/a?b=1',
      'http://example.org',
      'mailto:me@example.com',
      'https://example.net',
    ]);
    expect(html.match(/<a /g)).toHaveLength(4);
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(4);
  });

  it('renders the Markdown an operator writes', () => {
    expect(renderMarkdown('# New\n\nSome **bold** and _italic_.\n\n- one\n- two')).toBe(
      '<h1>New</h1>\n<p>Some <strong>bold</strong> and <em>italic</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
  });
});

describe('markdownToText', () => {
  it('keeps paragraphs, list items and link addresses', () => {
    expect(
      markdownToText(
        '# New class\n\nWatch **it** [here](https://example.com/c).\n\n- one\n- two\n\n1. a\n2. b',
      ),
    ).toBe('New class\n\nWatch it here (https://example.com/c).\n\n- one\n- two\n\n1. a\n2. b');
  });

  it('a bare address reads once; an unsafe link stays as typed, not as a link', () => {
    expect(markdownToText('Go to https://example.com now')).toBe('Go to https://example.com now');
    expect(markdownToText('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
  });
});

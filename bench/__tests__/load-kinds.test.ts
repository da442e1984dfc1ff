import {
  escapeHtml,
  HOME_STATE_TREE,
  inlineRscBytes,
  problemWith,
  targetsFor,
  type Target,
} from '../load-kinds';

const member = {
  cookie: '__session=abc',
  classPath: '/home?course=c&class=k',
  classTitle: `Bid & "Ask"`,
};

describe('targetsFor', () => {
  const targets = targetsFor(member, 'HASH');

  it("loads the member's class page as HTML and as an RSC navigation, with the session cookie", () => {
    expect(targets['class-html']).toEqual({
      path: '/home?course=c&class=k',
      headers: { cookie: '__session=abc' },
      contentType: 'text/html',
      marker: 'Bid &amp; &quot;Ask&quot;',
    });
    expect(targets['class-rsc'].path).toBe('/home?course=c&class=k&_rsc=HASH');
    expect(targets['class-rsc'].headers).toMatchObject({
      cookie: '__session=abc',
      RSC: '1',
      'Next-Url': '/home',
      'Next-Router-State-Tree': HOME_STATE_TREE,
    });
    expect(targets['class-rsc'].marker).toBe('Bid & \\"Ask\\"');
  });

  it('loads /home, /home/live and /home/notes as HTML, each with words only it shows', () => {
    expect(targets['home-html']).toMatchObject({ path: '/home', contentType: 'text/html' });
    expect(targets['live-html'].path).toBe('/home/live');
    expect(targets['notes-html'].path).toBe('/home/notes');
    expect(targets['notes-html'].marker).toContain('&#x27;');
    const markers = new Set(Object.values(targets).map((t) => t.marker));
    expect(markers.size).toBe(Object.keys(targets).length);
  });

  it('sends the cookie to the trivial dynamic page and the prerendered page too', () => {
    expect(targets.floor.headers.cookie).toBe('__session=abc');
    expect(targets.prerendered.headers.cookie).toBe('__session=abc');
  });
});

describe('HOME_STATE_TREE', () => {
  it('is the encoded tree of /home with its page segment to refetch', () => {
    const tree = JSON.parse(decodeURIComponent(HOME_STATE_TREE));
    expect(tree[1].children[0]).toBe('(members)');
    expect(tree[1].children[1].children[0]).toBe('home');
    expect(tree[1].children[1].children[1].children[3]).toBe('refetch');
  });
});

describe('escapeHtml', () => {
  it('escapes what React escapes in text', () => {
    expect(escapeHtml(`<a href='x'>&"`)).toBe('&lt;a href=&#x27;x&#x27;&gt;&amp;&quot;');
  });
});

describe('problemWith', () => {
  const html: Target = { path: '/', headers: {}, contentType: 'text/html', marker: 'Hello' };

  it('accepts a 2xx of the right type holding the marker', () => {
    expect(problemWith(html, 200, 'text/html; charset=utf-8', '<p>Hello</p>')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(problemWith(html, 307, 'text/html', 'Hello')).toBe('status 307');
    expect(problemWith(html, 500, undefined, '')).toBe('status 500');
    const streamedRedirect =
      '<meta http-equiv="refresh" content="1;url=/login"/><script>self.__next_f.push([1,"NEXT_REDIRECT;replace;/login?next=%2Fhome;307;"])</script>Hello';
    expect(problemWith(html, 200, 'text/html', streamedRedirect)).toBe(
      'redirect in a 200 to /login',
    );
    expect(problemWith(html, 200, 'text/x-component', 'Hello')).toBe(
      'content type text/x-component',
    );
    expect(problemWith(html, 200, undefined, 'Hello')).toBe('content type none');
    expect(problemWith(html, 200, 'text/html', '<p>Goodbye</p>')).toBe('marker missing');
  });
});

describe('inlineRscBytes', () => {
  it("sums the bytes of the page's self.__next_f.push scripts only", () => {
    const push1 = 'self.__next_f.push([1,"0:{\\"a\\":\\"é\\"}"])';
    const push2 = 'self.__next_f.push([1,"1:x"])';
    const html = `<html><script src="/a.js"></script><script>${push1}</script><p>self.__next_f.push</p><script nonce="n">${push2}</script><script type="application/ld+json">{}</script></html>`;
    expect(inlineRscBytes(html)).toBe(Buffer.byteLength(push1) + Buffer.byteLength(push2));
    expect(inlineRscBytes('<html></html>')).toBe(0);
  });
});

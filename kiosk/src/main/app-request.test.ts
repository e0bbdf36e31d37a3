import { contentSecurityPolicy, isForwardedHeader, routeAppRequest } from './app-request.js';

const root = '/opt/kiosk/dist/renderer';
const server = new URL('https://time.example.com/punchcard');

describe('routeAppRequest', () => {
  it('serves the renderer files under /kiosk/, index.html for pages', () => {
    const file = (url: string) => routeAppRequest(url, root, server);
    expect(file('app://punchcard/kiosk/')).toEqual({ kind: 'file', file: `${root}/index.html` });
    expect(file('app://punchcard/kiosk/?pair=AB12')).toEqual({
      kind: 'file',
      file: `${root}/index.html`,
    });
    expect(file('app://punchcard/kiosk/assets/index-AbC123.js')).toEqual({
      kind: 'file',
      file: `${root}/assets/index-AbC123.js`,
    });
    expect(file('app://punchcard/kiosk/some%20file.svg')).toEqual({
      kind: 'file',
      file: `${root}/some file.svg`,
    });
  });

  it('forwards API calls to the server, path prefix and query kept', () => {
    expect(routeAppRequest('app://punchcard/v1/kiosk/config?x=1', root, server)).toEqual({
      kind: 'api',
      target: 'https://time.example.com/punchcard/v1/kiosk/config?x=1',
    });
    expect(routeAppRequest('app://punchcard/v1', root, new URL('http://10.0.0.5:3000'))).toEqual({
      kind: 'api',
      target: 'http://10.0.0.5:3000/v1',
    });
  });

  it('answers API calls 503 when no server is known', () => {
    expect(routeAppRequest('app://punchcard/v1/kiosk/config', root, null)).toEqual({
      kind: 'refused',
      status: 503,
    });
  });

  it('refuses paths outside the renderer and other hosts', () => {
    for (const url of [
      'app://punchcard/',
      'app://punchcard/v10/x',
      'app://punchcard/etc/passwd',
      'app://other/kiosk/',
      'app://punchcard/kiosk/%E0%A4%A',
    ]) {
      expect(routeAppRequest(url, root, server)).toEqual({ kind: 'refused', status: 404 });
    }
  });

  it('refuses an encoded way out of the renderer directory', () => {
    expect(routeAppRequest('app://punchcard/kiosk/..%2F..%2Fsecret.txt', root, server)).toEqual({
      kind: 'refused',
      status: 403,
    });
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('lets the page connect and run code only on its own origin', () => {
    const csp = directives(contentSecurityPolicy(server));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('lets images come from the server, also over plain http', () => {
    const csp = directives(contentSecurityPolicy(new URL('http://10.0.0.5:3000')));
    expect(csp.get('img-src')).toContain('http://10.0.0.5:3000');
    expect(directives(contentSecurityPolicy(null)).get('img-src')).not.toContain('http:');
  });
});

describe('isForwardedHeader', () => {
  it('forwards what the API reads: the token, the body type, the language', () => {
    for (const name of ['Authorization', 'content-type', 'accept', 'accept-language']) {
      expect(isForwardedHeader(name)).toBe(true);
    }
  });

  it("drops the page's origin and fetch metadata, and the connection's own headers", () => {
    for (const name of [
      'Origin',
      'referer',
      'cookie',
      'sec-fetch-site',
      'content-length',
      'host',
    ]) {
      expect(isForwardedHeader(name)).toBe(false);
    }
  });
});

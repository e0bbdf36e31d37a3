import {
  LOCALE_COOKIE,
  localeFromBrowser,
  localeFromCookie,
  localeOfPath,
  resolvePageLocale,
  stripLocalePrefix,
  switchLocalePrefix,
  writeLocaleCookie,
} from '@/lib/locale';

describe('resolvePageLocale', () => {
  const english = { pathname: '/clock', cookie: '', languages: ['en-US'] };

  it('takes the path prefix first, over cookie and browser', () => {
    expect(
      resolvePageLocale({
        pathname: '/ja/clock',
        cookie: 'punchcard_locale=en',
        languages: ['en'],
      }),
    ).toBe('ja');
    expect(
      resolvePageLocale({ pathname: '/en', cookie: 'punchcard_locale=ja', languages: ['ja'] }),
    ).toBe('en');
  });

  it('takes the cookie when the path has no prefix', () => {
    expect(resolvePageLocale({ ...english, cookie: 'theme=x; punchcard_locale=ja' })).toBe('ja');
  });

  it('takes the browser languages when there is no cookie, in their order', () => {
    expect(resolvePageLocale({ ...english, languages: ['ja-JP', 'en-US'] })).toBe('ja');
    expect(resolvePageLocale({ ...english, languages: ['fr-FR', 'ja', 'en'] })).toBe('ja');
    expect(resolvePageLocale({ ...english, languages: ['en-GB', 'ja'] })).toBe('en');
  });

  it('falls back to English', () => {
    expect(resolvePageLocale({ pathname: '/', cookie: '', languages: [] })).toBe('en');
    expect(resolvePageLocale({ pathname: '/', cookie: '', languages: ['fr', 'de'] })).toBe('en');
  });

  it('ignores a cookie value it never writes, and prefixes that only look alike', () => {
    expect(resolvePageLocale({ ...english, cookie: 'punchcard_locale=de' })).toBe('en');
    expect(resolvePageLocale({ pathname: '/japan', cookie: '', languages: ['ja'] })).toBe('ja');
    expect(localeOfPath('/japan')).toBeUndefined();
  });
});

describe('locale prefixes', () => {
  it('reads the prefix of a path', () => {
    expect(localeOfPath('/ja')).toBe('ja');
    expect(localeOfPath('/en/timestamps/list-view')).toBe('en');
    expect(localeOfPath('/timestamps/list-view')).toBeUndefined();
  });

  it('strips the prefix', () => {
    expect(stripLocalePrefix('/ja')).toBe('/');
    expect(stripLocalePrefix('/ja/clock')).toBe('/clock');
    expect(stripLocalePrefix('/clock')).toBe('/clock');
  });

  it('moves the same page under another prefix', () => {
    expect(switchLocalePrefix('/clock', 'ja')).toBe('/ja/clock');
    expect(switchLocalePrefix('/ja/settings/account', 'en')).toBe('/en/settings/account');
    expect(switchLocalePrefix('/', 'ja')).toBe('/ja');
    expect(switchLocalePrefix('/en', 'ja')).toBe('/ja');
  });
});

describe('the locale cookie', () => {
  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is written for 365 days and read back', () => {
    const writes = jest.spyOn(document, 'cookie', 'set');

    writeLocaleCookie('ja');

    expect(writes).toHaveBeenCalledWith(expect.stringContaining('punchcard_locale=ja;'));
    expect(writes).toHaveBeenCalledWith(expect.stringContaining('Max-Age=31536000'));
    expect(writes).toHaveBeenCalledWith(expect.stringContaining('Path=/'));
    writes.mockRestore();
    expect(localeFromCookie(document.cookie)).toBe('ja');
  });

  it('answers nothing without a supported browser language', () => {
    expect(localeFromBrowser(['fr-FR'])).toBeUndefined();
    expect(localeFromBrowser(['JA-jp'])).toBe('ja');
  });
});

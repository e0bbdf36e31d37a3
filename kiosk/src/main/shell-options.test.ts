import { autostartDesktopEntry, quoteExecArg } from './autostart-entry.js';
import { entryUrl, loginItemArgs, parseServerUrl, parseShellOptions } from './shell-options.js';

describe('parseShellOptions', () => {
  const argv = ['/opt/Punchcard Kiosk/punchcard-kiosk'];

  it('defaults to no server, kiosk mode and the login item left alone', () => {
    expect(parseShellOptions(argv, {})).toEqual({
      server: null,
      pair: null,
      dev: false,
      startAtLogin: null,
    });
  });

  it('reads the switches, in either form', () => {
    const options = parseShellOptions(
      [...argv, '--server=https://time.example.com/', '--dev', '--start-at-login'],
      {},
    );
    expect(options.server?.href).toBe('https://time.example.com/');
    expect(options.dev).toBe(true);
    expect(options.startAtLogin).toBe(true);
    const spaced = parseShellOptions([...argv, '--server', 'http://10.0.0.5:3000'], {});
    expect(spaced.server?.href).toBe('http://10.0.0.5:3000/');
  });

  it('reads the environment, the switches winning', () => {
    const env = {
      PUNCHCARD_SERVER_URL: 'http://localhost:3000',
      PUNCHCARD_KIOSK_DEV: '1',
      PUNCHCARD_START_AT_LOGIN: 'on',
    };
    const fromEnv = parseShellOptions(argv, env);
    expect(fromEnv).toMatchObject({ dev: true, startAtLogin: true });
    expect(fromEnv.server?.href).toBe('http://localhost:3000/');
    const overridden = parseShellOptions(
      [...argv, '--server=https://other.example', '--no-start-at-login'],
      env,
    );
    expect(overridden.server?.host).toBe('other.example');
    expect(overridden.startAtLogin).toBe(false);
  });

  it('refuses what it cannot use, saying why', () => {
    expect(() => parseShellOptions([...argv, '--server'], {})).toThrow(/needs a value/);
    expect(() => parseShellOptions(argv, { PUNCHCARD_START_AT_LOGIN: 'maybe' })).toThrow(
      /must be 1 or 0/,
    );
  });
});

describe('entryUrl', () => {
  const renderer = new URL('app://punchcard/kiosk/');

  it('opens the pairing link when a code is given, the kiosk otherwise', () => {
    const paired = parseShellOptions(['x', '--pair=AB12-CD34'], {});
    expect(entryUrl(renderer, paired)).toBe('app://punchcard/kiosk/?pair=AB12-CD34');
    expect(entryUrl(renderer, { ...paired, pair: null })).toBe('app://punchcard/kiosk/');
  });

  it('refuses a code that is not one', () => {
    expect(() => parseShellOptions(['x', '--pair=a&b=c'], {})).toThrow(/pairing code/);
  });
});

describe('parseServerUrl', () => {
  it('keeps a path prefix without its trailing slash', () => {
    expect(parseServerUrl('https://example.com/punchcard/').pathname).toBe('/punchcard');
  });

  it('refuses other schemes, credentials, queries and non-URLs', () => {
    expect(() => parseServerUrl('ftp://example.com')).toThrow(/http:\/\/ or https:\/\//);
    expect(() => parseServerUrl('https://user:pw@example.com')).toThrow(/no credentials/);
    expect(() => parseServerUrl('https://example.com/?a=1')).toThrow(/no credentials/);
    expect(() => parseServerUrl('example.com')).toThrow(/not a URL/);
  });
});

describe('loginItemArgs', () => {
  it('passes the server on, so the kiosk comes back to the same one', () => {
    const options = parseShellOptions(['x', '--server=https://t.example/p'], {});
    expect(loginItemArgs(options)).toEqual(['--server=https://t.example/p']);
    expect(loginItemArgs({ ...options, server: null })).toEqual([]);
  });
});

describe('autostartDesktopEntry', () => {
  it('quotes Exec arguments as the Desktop Entry specification says', () => {
    expect(quoteExecArg('/usr/bin/kiosk')).toBe('/usr/bin/kiosk');
    expect(quoteExecArg('/opt/Punchcard Kiosk/app')).toBe('"/opt/Punchcard Kiosk/app"');
    expect(quoteExecArg('a"b$c`d\\e')).toBe('"a\\"b\\$c\\`d\\\\e"');
    expect(quoteExecArg('100%')).toBe('100%%');
    expect(quoteExecArg('')).toBe('""');
  });

  it('writes an entry that starts the executable with its arguments', () => {
    const text = autostartDesktopEntry({
      name: 'Punchcard Kiosk',
      executable: '/home/kiosk/Punchcard Kiosk.AppImage',
      args: ['--server=https://t.example'],
    });
    expect(text.split('\n')).toEqual([
      '[Desktop Entry]',
      'Type=Application',
      'Name=Punchcard Kiosk',
      'Exec="/home/kiosk/Punchcard Kiosk.AppImage" --server=https://t.example',
      'X-GNOME-Autostart-enabled=true',
      'Terminal=false',
      '',
    ]);
    // A backslash is escaped for the quoting, then again for the string value: four in all.
    const odd = autostartDesktopEntry({ name: 'K', executable: 'C:\\k', args: [] });
    expect(odd).toContain('Exec="C:\\\\\\\\k"\n');
  });
});

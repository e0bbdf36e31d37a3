// The shell's settings, from its command line or environment (a switch wins over a variable):
//   --server=URL          PUNCHCARD_SERVER_URL       the Punchcard server (http or https)
//   --pair=CODE                                      open the pairing screen with this code
//   --dev                 PUNCHCARD_KIOSK_DEV=1      windowed, devtools allowed
//   --start-at-login      PUNCHCARD_START_AT_LOGIN=1 register (or with --no-start-at-login / =0,
//                                                    remove) the login item; absent: unchanged
// Electron-free, so unit-tested.

export interface ShellOptions {
  server: URL | null;
  /** A pairing code to pair with at once (the renderer's `?pair=` link). */
  pair: string | null;
  dev: boolean;
  startAtLogin: boolean | null;
}

export class ShellOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShellOptionError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The server's base URL: http(s), no credentials, query or fragment. A path is kept (a server
 * behind a reverse proxy at /punchcard/), without its trailing slash.
 */
export function parseServerUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ShellOptionError(`The server URL "${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ShellOptionError(`The server URL must start with http:// or https://: "${text}"`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new ShellOptionError(`The server URL takes no credentials, query or fragment: "${text}"`);
  }
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** `--name=value` or `--name value`; undefined when absent. */
function switchValue(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  for (const [index, arg] of argv.entries()) {
    if (arg.startsWith(prefix)) return arg.slice(prefix.length);
    if (arg === `--${name}`) {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) {
        throw new ShellOptionError(`--${name} needs a value`);
      }
      return next;
    }
  }
  return undefined;
}

function flag(value: string | undefined, name: string): boolean | null {
  if (value === undefined || value === '') return null;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ShellOptionError(`${name} must be 1 or 0, not "${value}"`);
}

export function parseShellOptions(argv: readonly string[], env: Env): ShellOptions {
  const serverText = switchValue(argv, 'server') ?? env.PUNCHCARD_SERVER_URL;
  let startAtLogin = flag(env.PUNCHCARD_START_AT_LOGIN, 'PUNCHCARD_START_AT_LOGIN');
  if (argv.includes('--start-at-login')) startAtLogin = true;
  if (argv.includes('--no-start-at-login')) startAtLogin = false;
  const pair = switchValue(argv, 'pair') ?? null;
  if (pair !== null && !/^[A-Za-z0-9-]{1,64}$/.test(pair)) {
    throw new ShellOptionError(`--pair takes a pairing code (letters, digits, dashes): "${pair}"`);
  }
  return {
    server: serverText === undefined || serverText === '' ? null : parseServerUrl(serverText),
    pair,
    dev: argv.includes('--dev') || flag(env.PUNCHCARD_KIOSK_DEV, 'PUNCHCARD_KIOSK_DEV') === true,
    startAtLogin,
  };
}

/** The page the window opens: the renderer, with the pairing code when one was given. */
export function entryUrl(renderer: URL, options: ShellOptions): string {
  const url = new URL(renderer);
  if (options.pair !== null) url.searchParams.set('pair', options.pair);
  return url.href;
}

/**
 * The switches a login item passes so that the kiosk comes back with the same server (never the
 * pairing code: it is used once).
 */
export function loginItemArgs(options: ShellOptions): string[] {
  return options.server === null ? [] : [`--server=${options.server.href}`];
}

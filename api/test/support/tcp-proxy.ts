import net from 'node:net';

type Mode = 'forward' | 'refuse' | 'hold';

/**
 * A TCP proxy in front of PostgreSQL, to take the database away from an app without touching
 * the server other suites share: cut every live connection, refuse or hold new ones for a
 * while, break the next statement sent on any connection, then let everything through again.
 */
export class TcpProxy {
  private mode: Mode = 'forward';
  private dropNext = false;
  private terminateNext = false;
  private readonly live = new Set<net.Socket>();
  /** Connections accepted while holding: connected upstream on `resume`. */
  private held: net.Socket[] = [];

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {
    server.on('connection', (socket) => {
      this.accept(socket);
    });
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = net.createServer({ pauseOnConnect: true });
    const proxy = new TcpProxy(server, target);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** `url` (a postgres:// URL) pointed at the proxy instead. */
  route(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  /** Ends every live connection abruptly, as a server crash or a network failure does. */
  cutAll(): void {
    for (const socket of this.live) socket.resetAndDestroy();
    this.live.clear();
  }

  /** New connections are reset as soon as they arrive, until `resume`. */
  refuse(): void {
    this.mode = 'refuse';
    for (const socket of this.held) socket.resetAndDestroy();
    this.held = [];
  }

  /** New connections wait, unanswered, until `resume`. */
  hold(): void {
    this.mode = 'hold';
  }

  /** The next bytes any client sends end its connection instead of reaching the server. */
  dropNextWrite(): void {
    this.dropNext = true;
  }

  /**
   * The next new connection receives, in the same packet as the server's first "ready for
   * query", the message a terminated backend sends (57P01), and closes: the worst moment for a
   * server to shut down, with the pool handing the new client to its first user.
   */
  terminateNextAsItOpens(): void {
    this.terminateNext = true;
  }

  /** True until a connection was broken by `dropNextWrite`. */
  get dropPending(): boolean {
    return this.dropNext;
  }

  resume(): void {
    this.mode = 'forward';
    const held = this.held;
    this.held = [];
    for (const socket of held) this.forward(socket);
  }

  async close(): Promise<void> {
    this.refuse();
    this.cutAll();
    await new Promise<void>((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  private accept(socket: net.Socket): void {
    socket.on('error', () => undefined);
    if (this.mode === 'refuse') socket.resetAndDestroy();
    else if (this.mode === 'hold') this.held.push(socket);
    else this.forward(socket);
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect(this.target);
    upstream.on('error', () => undefined);
    this.live.add(client);
    this.live.add(upstream);
    const forget = () => {
      this.live.delete(client);
      this.live.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (this.dropNext) {
        this.dropNext = false;
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    let opening = true;
    upstream.on('data', (chunk: Buffer) => {
      if (opening && endsWithReady(chunk)) {
        opening = false;
        if (this.terminateNext) {
          this.terminateNext = false;
          client.end(Buffer.concat([chunk, ADMIN_SHUTDOWN]));
          upstream.destroy();
          return;
        }
      }
      client.write(chunk);
    });
    client.on('close', () => {
      upstream.destroy();
      forget();
    });
    upstream.on('close', () => {
      client.destroy();
      forget();
    });
    client.resume();
  }
}

/** ReadyForQuery ('Z', length 5, idle): the end of a successful startup. */
const READY = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

function endsWithReady(chunk: Buffer): boolean {
  return chunk.length >= READY.length && chunk.subarray(-READY.length).equals(READY);
}

/** The ErrorResponse PostgreSQL sends a backend it terminates (FATAL 57P01). */
const ADMIN_SHUTDOWN = errorResponse({
  S: 'FATAL',
  V: 'FATAL',
  C: '57P01',
  M: 'terminating connection due to administrator command',
});

function errorResponse(fields: Record<string, string>): Buffer {
  const body = Buffer.concat([
    ...Object.entries(fields).map(([code, value]) => Buffer.from(`${code}${value}\0`)),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from('E'), length, body]);
}

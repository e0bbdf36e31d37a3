import net from 'node:net';

/**
 * A pass-through TCP proxy in front of PostgreSQL that records the statements its clients send
 * (simple `Query` and extended `Parse` + `Bind` with text parameters, as node-postgres sends
 * them), so a benchmark can EXPLAIN exactly what the API ran for a request rather than a
 * hand-written copy that may drift from it. Only used while capturing; timings go direct.
 */
export interface CapturedStatement {
  text: string;
  values: (string | null)[];
}

export interface PgCapture {
  /** A connection string like `target`, pointing at the proxy. */
  url: string;
  /** Records from now on; `stop` returns what was recorded. */
  start: () => void;
  stop: () => CapturedStatement[];
  close: () => Promise<void>;
}

function cString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** The parameters of a Bind message, when all are sent as text (format code 0). */
function bindValues(body: Buffer): (string | null)[] | null {
  let offset = cString(body, cString(body, 0)[1])[1];
  const formats = body.readInt16BE(offset);
  offset += 2;
  for (let i = 0; i < formats; i++) {
    if (body.readInt16BE(offset + 2 * i) !== 0) return null;
  }
  offset += 2 * formats;
  const count = body.readInt16BE(offset);
  offset += 2;
  const values: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const length = body.readInt32BE(offset);
    offset += 4;
    if (length < 0) {
      values.push(null);
    } else {
      values.push(body.toString('utf8', offset, offset + length));
      offset += length;
    }
  }
  return values;
}

export async function startPgCapture(target: string): Promise<PgCapture> {
  const upstream = new URL(target);
  let recording = false;
  let captured: CapturedStatement[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const backend = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(backend);
    let pending = Buffer.alloc(0);
    let started = false;
    // Statement texts by name ('' the unnamed one): a named statement is parsed once, perhaps
    // before recording starts, and bound by name afterwards.
    const parsed = new Map<string, string>();
    client.on('data', (chunk: Buffer) => {
      backend.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        // The startup message has no type byte; every later message has one.
        const head = started ? 1 : 0;
        if (pending.length < head + 4) break;
        const length = pending.readInt32BE(head);
        if (pending.length < head + length) break;
        const type = started ? String.fromCharCode(pending[0] ?? 0) : '';
        const body = pending.subarray(head + 4, head + length);
        pending = pending.subarray(head + length);
        if (!started) {
          // An SSLRequest (80877103) is followed by another startup message.
          started = body.length < 4 || body.readInt32BE(0) !== 80877103;
          continue;
        }
        if (type === 'P') {
          const [name, next] = cString(body, 0);
          parsed.set(name, cString(body, next)[0]);
        }
        if (!recording) continue;
        if (type === 'Q') captured.push({ text: cString(body, 0)[0], values: [] });
        if (type === 'B') {
          const text = parsed.get(cString(body, cString(body, 0)[1])[0]);
          const values = bindValues(body);
          if (text !== undefined && values) captured.push({ text, values });
        }
      }
    });
    backend.on('data', (chunk: Buffer) => client.write(chunk));
    const close = () => {
      client.destroy();
      backend.destroy();
      sockets.delete(client);
      sockets.delete(backend);
    };
    client.on('close', close).on('error', close);
    backend.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: proxied.toString(),
    start: () => {
      captured = [];
      recording = true;
    },
    stop: () => {
      recording = false;
      return captured;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

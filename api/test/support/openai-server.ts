import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One chat-completions call the fake server received. */
export interface ChatCall {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
  };
}

/** How the server answers the next calls (until told otherwise). */
export type ChatReply =
  { content: string; delayMs?: number } | { status: number } | { raw: string };

export interface OpenAiServer {
  /** The base URL to configure: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  calls: ChatCall[];
  reply(next: ChatReply): void;
  close(): Promise<void>;
}

function completion(model: string, content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`),
 * so the suggestion model is tested through the official client over real HTTP: valid answers,
 * fenced and garbage ones, server errors and answers slower than the timeout.
 */
export async function startOpenAiServer(): Promise<OpenAiServer> {
  const calls: ChatCall[] = [];
  let next: ChatReply = { content: '{}' };
  const sockets = new Set<Socket>();
  // Slow answers still pending when the test ends must not keep the process alive.
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatCall['body'];
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const reply = next;
      const send = (status: number, text: string) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(404, JSON.stringify({ error: { message: 'not found' } }));
      } else if ('status' in reply) {
        send(reply.status, JSON.stringify({ error: { message: 'failure', type: 'server_error' } }));
      } else if ('raw' in reply) {
        send(200, reply.raw);
      } else {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(200, completion(body.model, reply.content));
        }, reply.delayMs ?? 0);
        timers.add(timer);
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    reply: (reply) => {
      next = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';

/** HTTP calls, medians and a server process's memory, for the reports benchmark. */

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface Answer {
  status: number;
  ms: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** One GET as `token`, the whole body read: the time is the time to the last byte. */
export function call(port: number, path: string, token: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks),
            headers: response.headers,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export function closeAgent(): void {
  agent.destroy();
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A line of /proc/<pid>/status in kB (VmRSS, VmHWM), 0 when the process is gone. */
export function statusKb(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  try {
    const text = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Resets the process's peak RSS (VmHWM) to its current RSS (Linux clear_refs "5"), so the peak
 * read afterwards belongs to what runs next. False when the kernel or permissions refuse.
 */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${String(pid)}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface MemoryRun {
  answer: Answer;
  rssBeforeKb: number;
  /** The highest of the samples taken every 10 ms and VmHWM after the call. */
  peakKb: number;
  rssAfterKb: number;
  peakReset: boolean;
}

/** A call while the server's memory is watched: resident before, the peak during, after. */
export async function callWatchingMemory(
  pid: number,
  port: number,
  path: string,
  token: string,
): Promise<MemoryRun> {
  const peakReset = resetPeak(pid);
  const rssBeforeKb = statusKb(pid, 'VmRSS');
  let sampled = rssBeforeKb;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, statusKb(pid, 'VmRSS'));
  }, 10);
  try {
    const answer = await call(port, path, token);
    const hwm = peakReset ? statusKb(pid, 'VmHWM') : 0;
    return {
      answer,
      rssBeforeKb,
      peakKb: Math.max(sampled, hwm),
      rssAfterKb: statusKb(pid, 'VmRSS'),
      peakReset,
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * A full garbage collection in a server started with `--inspect=127.0.0.1:<inspectPort>`, asked
 * through the inspector protocol (HeapProfiler.collectGarbage): the memory baseline of an export
 * then holds no garbage that the export's own collections would free and count against it.
 */
export async function collectGarbage(inspectPort: number): Promise<void> {
  const targets = (await (
    await fetch(`http://127.0.0.1:${String(inspectPort)}/json/list`)
  ).json()) as { webSocketDebuggerUrl?: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('the server has no inspector target');
  const socket = new WebSocket(url);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    await new Promise<void>((resolve, reject) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(JSON.stringify(message.error)));
        else resolve();
      };
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    });
  } finally {
    socket.close();
  }
}

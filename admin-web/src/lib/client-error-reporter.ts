// Unknown, unhandled errors go to the API (POST /v1/client-errors), which tells the operators.
// Fire and forget: reporting never throws, never waits, and a failed report is dropped.
import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from '@punchcard/shared';

import { ApiError } from '@/lib/api-client';

/** One report per 10 s from a tab: a page caught in an error loop must not flood anyone. */
const CLIENT_ERROR_MIN_INTERVAL_MS = 10_000;

/** False for what the app already handles (API refusals) or what is no error at all. */
function isUnknownError(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  // Browsers report a layout that settles over two frames this way; nothing is broken.
  if (describe(error).message.includes('ResizeObserver loop')) return false;
  return true;
}

function describe(error: unknown): { message: string; detail?: string } {
  if (error instanceof Error) {
    const message = `${error.name}: ${error.message}`;
    return error.stack === undefined ? { message } : { message, detail: error.stack };
  }
  if (typeof error === 'string') return { message: error };
  try {
    // JSON.stringify answers undefined for undefined, functions and symbols, whatever its type says.
    const json = JSON.stringify(error) as string | undefined;
    return { message: json === undefined ? String(error) : json };
  } catch {
    return { message: String(error) };
  }
}

const cut = (text: string, max: number): string => (text.length <= max ? text : text.slice(0, max));

export interface ClientErrorReporterOptions {
  send: (report: ClientErrorReport) => Promise<unknown>;
  /** Where the tab is; only the path, since a query may carry a token. */
  page: () => string;
  now?: () => number;
  minIntervalMs?: number;
}

/** Reports an error (with an optional component stack); answers whether it was sent. */
export type ReportClientError = (error: unknown, extraDetail?: string) => boolean;

export function createClientErrorReporter({
  send,
  page,
  now = Date.now,
  minIntervalMs = CLIENT_ERROR_MIN_INTERVAL_MS,
}: ClientErrorReporterOptions): ReportClientError {
  let lastSentAt: number | undefined;
  return (error, extraDetail) => {
    if (!isUnknownError(error)) return false;
    const at = now();
    if (lastSentAt !== undefined && at - lastSentAt < minIntervalMs) return false;
    lastSentAt = at;

    const { message, detail } = describe(error);
    const report: ClientErrorReport = {
      message: cut(message === '' ? 'Unknown error' : message, CLIENT_ERROR_LIMITS.message),
      page: cut(page(), CLIENT_ERROR_LIMITS.page),
    };
    const fullDetail = [detail, extraDetail].filter((part) => part !== undefined).join('\n\n');
    if (fullDetail !== '') report.detail = cut(fullDetail, CLIENT_ERROR_LIMITS.detail);
    try {
      send(report).catch(() => undefined);
    } catch {
      // A report that cannot even start is dropped like one that fails.
    }
    return true;
  };
}

// A punch clock without a screen: each card tap identifies the member (through the API, or on
// the device from the configuration when the API is away) and toggles them in or out through the
// same engine and journal as the kiosk's screens. A hook command gives the person at the door a
// beep or a light; one log line per tap tells the owner what happened.
import { spawn } from 'node:child_process';
import { KioskMethod, type PunchAction } from '@punchcard/shared';
import type { Identification, KioskEngine, PunchOutcome } from '../../core/engine-types.js';
import { planTap } from './tap-action.js';

const NO_CAMERA =
  'This workspace requires a selfie with each punch, which a reader cannot take: turn ' +
  '"Selfie at every punch" off in the kiosk settings to punch with cards here.';

/** ok: the server applied it; offline: kept in the journal, sent later; error: not punched. */
export type TapResult = 'ok' | 'offline' | 'error';

export interface TapReport {
  uid: string;
  result: TapResult;
  action: PunchAction | null;
  member: string | null;
  message: string;
}

export interface HeadlessReaderOptions {
  engine: KioskEngine;
  /** A shell command run after each tap with PUNCH_ACTION and PUNCH_RESULT in its environment. */
  hook?: string;
  /** One line per tap (default: stdout). */
  log?: (line: string) => void;
  /** How long to wait for the server's verdict before calling an online punch offline. */
  verdictMs?: number;
  now?: () => Date;
}

export class HeadlessReader {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Set<string>();
  private readonly log: (line: string) => void;
  private readonly now: () => Date;

  constructor(private readonly options: HeadlessReaderOptions) {
    this.log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
    this.now = options.now ?? (() => new Date());
  }

  /** Handles a tap; taps are handled one at a time, and a card already being handled is ignored. */
  tap(uid: string): Promise<TapReport | null> {
    if (this.inFlight.has(uid)) return Promise.resolve(null);
    this.inFlight.add(uid);
    const run = this.queue.then(() => this.handle(uid));
    this.queue = run.catch(() => undefined);
    return run.finally(() => this.inFlight.delete(uid));
  }

  private async handle(uid: string): Promise<TapReport> {
    const card = `card …${uid.slice(-4)}`;
    let report: TapReport;
    try {
      if (this.options.engine.getSnapshot().config?.selfie_required) {
        // The server would refuse every punch without its photo: say why at the door instead.
        throw new Error(NO_CAMERA);
      }
      const identification = await this.options.engine.identify(KioskMethod.Nfc, uid);
      report = await this.punch(uid, identification);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report = { uid, result: 'error', action: null, member: null, message };
    }
    const who = report.member ?? 'unknown member';
    this.log(
      `${this.now().toISOString()} ${report.action ?? 'none'} ${report.result} ${who} (${card})` +
        (report.message ? `: ${report.message}` : ''),
    );
    this.runHook(report);
    return report;
  }

  private async punch(uid: string, identification: Identification): Promise<TapReport> {
    const plan = planTap(identification);
    const member =
      identification.mode === 'online'
        ? identification.result.member.name
        : (identification.member?.name ?? null);
    const receipt = await this.options.engine.punch({ identification, ...plan });
    const base = { uid, action: plan.action, member };
    if (identification.mode === 'offline') {
      return { ...base, result: 'offline', message: 'kept on this reader, sent when back online' };
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        resolve(null);
      }, this.options.verdictMs ?? 5000);
    });
    const outcome = await Promise.race([receipt.outcome, late]);
    clearTimeout(timer);
    return { ...base, ...verdict(outcome) };
  }

  private runHook(report: TapReport): void {
    const hook = this.options.hook;
    if (!hook) return;
    const env = {
      ...process.env,
      PUNCH_ACTION: report.action ?? 'none',
      PUNCH_RESULT: report.result,
    };
    const child = spawn(hook, { shell: true, env, stdio: 'inherit' });
    child.on('error', (error) => {
      this.log(`hook failed: ${error.message}`);
    });
  }
}

function verdict(outcome: PunchOutcome | null): Pick<TapReport, 'result' | 'message'> {
  if (!outcome) return { result: 'offline', message: 'kept on this reader, sent when back online' };
  if (outcome.status === 'applied') return { result: 'ok', message: '' };
  return { result: 'error', message: outcome.message };
}

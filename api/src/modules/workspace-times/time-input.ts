import { ErrorKey, fromUnixSeconds } from '@punchcard/shared';
import { badRequest } from '#src/common/errors/app.exception.js';

/**
 * A start or end a member typed for past time, as a Date: never in the future, and never before
 * what the plan keeps (an entry there would vanish from every read at once).
 */
export function pastMoment(seconds: number, now: Date, cutoff: Date | null, field: string): Date {
  const moment = fromUnixSeconds(seconds);
  if (moment.getTime() > now.getTime()) {
    throw badRequest(ErrorKey.BadRequest, `${field} cannot be in the future.`);
  }
  if (cutoff && moment.getTime() < cutoff.getTime()) {
    throw badRequest(ErrorKey.BadRequest, `${field} is older than this plan keeps time.`);
  }
  return moment;
}

/**
 * A moment an edit sends for a stored one. The wire carries whole seconds while clocking stores
 * milliseconds, so the second shown (and sent back unchanged) keeps the stored moment: cutting it
 * to the second could move a work time's end before its break's, or a break's start before its
 * work time's, and refuse an edit of the other end.
 */
export function keptMoment(current: Date, sent: number, toDate: (seconds: number) => Date): Date {
  return Math.floor(current.getTime() / 1000) === sent ? current : toDate(sent);
}

/**
 * The end an edit leaves: an open span stays open (it ends by clocking out or ending the break),
 * a closed one keeps its end unless a new one is sent and cannot lose it (reopening has its own
 * route).
 */
export function editedEnd(
  current: Date | null,
  sent: number | null | undefined,
  toDate: (seconds: number) => Date,
): Date | null {
  if (current === null) {
    if (sent !== undefined && sent !== null) {
      throw badRequest(ErrorKey.BadRequest, 'A running span takes no end: stop it instead.');
    }
    return null;
  }
  if (sent === null) {
    throw badRequest(ErrorKey.BadRequest, 'A closed span keeps an end: reopen it instead.');
  }
  return sent === undefined ? current : keptMoment(current, sent, toDate);
}

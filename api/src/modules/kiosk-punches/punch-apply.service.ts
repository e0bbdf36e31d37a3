import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  fromUnixSeconds,
  PunchAction,
  type PunchEntry,
  punchTimeProblem,
  toUnixSeconds,
} from '@punchcard/shared';
import { AppException, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { Tx } from '#src/database/transactions.js';
import { BreaksRepository } from '#src/modules/breaks/index.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';
import {
  type ClockAction,
  memberNotFound,
  toBreak,
  toClockIn,
  toClockOut,
  translateViolations,
  WorkspaceTimesRepository,
} from '#src/modules/workspace-times/index.js';
import { ForgottenClockOut } from './forgotten-clock-out.js';
import { type OfflineChecks, PunchCredentials } from './punch-credentials.js';
import { PunchJournalRepository } from './punch-journal.repository.js';

/** What became of an entry that joined the chain. */
export type PunchOutcome =
  | {
      status: 'applied';
      idUser: string;
      answer: Record<string, unknown>;
      idWorkspaceTime: string | null;
      idBreak: string | null;
    }
  | { status: 'rejected'; idUser: string | null; errorKey: ErrorKey; detail: string };

const alreadyIn = () => preconditionFailed(ErrorKey.AlreadyClockedIn, 'Already clocked in.');
const notIn = () => notFound(ErrorKey.OpenTimeNotFound, 'Not clocked in.');
const breakFailed = () =>
  preconditionFailed(ErrorKey.StartBreakFailed, 'Not clocked in, or on a break already.');
const noBreak = () => notFound(ErrorKey.OpenBreakNotFound, 'No break is running.');

/**
 * A clock statement was refused by the database while the batch ran without savepoints: the
 * transaction is aborted, so the batch runs again with a savepoint around each entry (see
 * PunchApplyService).
 */
export class SavepointsNeeded extends Error {
  constructor(readonly refusal: AppException) {
    super(`A punch was refused inside a batch without savepoints: ${refusal.errorKey}`);
  }
}

type Clocked = {
  answer: Record<string, unknown>;
  idWorkspaceTime: string | null;
  idBreak: string | null;
};

/**
 * Applies one authentic entry of a kiosk's chain through the web clock's statements, inside the
 * batch's transaction: its time, its member, its selfie, then the clock action at the punch's
 * `at`. Every refusal is an outcome, never an exception, so the chain moves on.
 *
 * A batch first runs without savepoints (`savepoints: false`): a clock action is then one
 * statement that either writes or, finding nothing to change, writes nothing and is refused here,
 * so only a refusal by the database itself (an invariant: already clocked in, overlaps) leaves
 * the transaction unusable; that throws SavepointsNeeded and the batch reruns with a savepoint
 * around each entry. An entry closing a forgotten clock-out (several statements) always has one.
 */
@Injectable()
export class PunchApplyService {
  constructor(
    private readonly credentials: PunchCredentials,
    private readonly times: WorkspaceTimesRepository,
    private readonly breaks: BreaksRepository,
    private readonly journal: PunchJournalRepository,
    private readonly forgotten: ForgottenClockOut,
  ) {}

  async apply(
    device: DeviceRecord,
    entry: PunchEntry,
    context: {
      now: Date;
      ipAddress: string | null;
      tx: Tx;
      checked: OfflineChecks;
      savepoints: boolean;
    },
  ): Promise<PunchOutcome> {
    const timeProblem = punchTimeProblem(
      entry.at,
      toUnixSeconds(context.now),
      device.workspace.kioskMaxPunchAgeDays,
    );
    if (timeProblem) {
      const future = timeProblem === 'at_in_future';
      return rejected(
        null,
        future ? ErrorKey.KioskPunchAtInFuture : ErrorKey.KioskPunchTooOld,
        future ? 'The punch is dated ahead of the server clock.' : 'The punch is too old.',
      );
    }
    let idUser: string;
    try {
      const at = fromUnixSeconds(entry.at);
      idUser = await this.credentials.member(device, entry, at, context.checked);
    } catch (error) {
      if (error instanceof AppException) return rejected(null, error.errorKey, error.message);
      throw error;
    }
    if (device.workspace.isPictureEnabled && entry.selfie_id === undefined) {
      return rejected(idUser, ErrorKey.KioskPunchSelfieRequired, 'The punch has no selfie.');
    }
    const action: ClockAction = {
      idWorkspace: device.workspace.id,
      idUser,
      actor: idUser,
      now: fromUnixSeconds(entry.at),
      metadata: {
        location: null,
        latitude: null,
        longitude: null,
        // Which kiosk recorded it, for whoever reads the time's metadata.
        userAgent: `kiosk:${device.kiosk.id} ${device.kiosk.name}`,
        ipAddress: context.ipAddress,
      },
    };
    const guarded = context.savepoints || entry.left_at !== undefined;
    if (!guarded) return this.applyUnguarded(device, entry, action, context.tx);
    await this.journal.savepoint(context.tx);
    try {
      const applied = await this.clock(device, entry, action, context.tx);
      if (applied instanceof AppException) {
        // A forgotten clock-out closed before the clock-in was refused: undo it too.
        await this.journal.rollbackToSavepoint(context.tx);
        return rejected(idUser, applied.errorKey, applied.message);
      }
      await this.journal.release(context.tx);
      return { status: 'applied', idUser, ...applied };
    } catch (error) {
      await this.journal.rollbackToSavepoint(context.tx);
      if (error instanceof AppException) return rejected(idUser, error.errorKey, error.message);
      throw error;
    }
  }

  /** One clock statement without a savepoint (see the class comment). */
  private async applyUnguarded(
    device: DeviceRecord,
    entry: PunchEntry,
    action: ClockAction,
    tx: Tx,
  ): Promise<PunchOutcome> {
    try {
      const applied = await this.clock(device, entry, action, tx);
      if (applied instanceof AppException) {
        return rejected(action.idUser, applied.errorKey, applied.message);
      }
      return { status: 'applied', idUser: action.idUser, ...applied };
    } catch (error) {
      if (error instanceof AppException) throw new SavepointsNeeded(error);
      throw error;
    }
  }

  /**
   * The clock statement of the entry's action. Answers the web's AppException when the statement
   * changed nothing (the transaction is intact); throws it when the database refused the
   * statement (an invariant), which aborts the transaction or the savepoint.
   */
  private async clock(
    device: DeviceRecord,
    entry: PunchEntry,
    action: ClockAction,
    tx: Tx,
  ): Promise<Clocked | AppException> {
    switch (entry.action) {
      case PunchAction.ClockIn: {
        const closed =
          entry.left_at === undefined
            ? null
            : await this.forgotten.close(device, entry, action, tx);
        const row = await translateViolations(this.times.clockIn(action, true, tx), {
          openWorkspaceTime: alreadyIn,
          workspaceTimeOverlap: alreadyIn,
        });
        if (!row) return memberNotFound();
        const answer = { workspace_time: toClockIn(row), closed_workspace_time: closed };
        return { answer, idWorkspaceTime: row.id, idBreak: null };
      }
      case PunchAction.ClockOut: {
        const row = await translateViolations(this.times.clockOut(action, true, tx), {
          breakOutside: notIn,
        });
        if (!row) return notIn();
        return {
          answer: { workspace_time: toClockOut(row) },
          idWorkspaceTime: row.id,
          idBreak: null,
        };
      }
      case PunchAction.BreakStart: {
        const row = await translateViolations(this.breaks.start(action, true, tx), {
          openBreak: breakFailed,
          breakOverlap: breakFailed,
          breakOutside: breakFailed,
        });
        if (!row) return breakFailed();
        return {
          answer: { break: toBreak(row) },
          idWorkspaceTime: row.id_workspace_time,
          idBreak: row.id,
        };
      }
      case PunchAction.BreakEnd: {
        const row = await translateViolations(this.breaks.end(action, true, tx), {
          breakOutside: noBreak,
        });
        if (!row) return noBreak();
        return {
          answer: { break: toBreak(row) },
          idWorkspaceTime: row.id_workspace_time,
          idBreak: row.id,
        };
      }
    }
  }
}

function rejected(idUser: string | null, errorKey: ErrorKey, detail: string): PunchOutcome {
  return { status: 'rejected', idUser, errorKey, detail };
}

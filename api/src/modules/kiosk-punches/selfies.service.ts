import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ErrorKey, Permission, type SelfieRecord, type SelfieUploaded } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, conflict } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import type { MemberDataErasure } from '#src/modules/members/index.js';
import type { Tx } from '#src/database/transactions.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';
import { sniffImage, UploadsService } from '#src/modules/uploads/index.js';
import { SelfiesRepository } from './selfies.repository.js';

const taken = () =>
  conflict(ErrorKey.Conflict, 'Another kiosk already uploaded a selfie with this id.');

/**
 * Kiosk selfies: JPEG only (told by the bytes, not the name), re-encoded and stored like every
 * upload. The kiosk may choose the id, because an offline punch signs it before the upload; a
 * resend of the same upload answers the same id and stores nothing new. Selfies go with their
 * member's data and with the plan's retention: rows first, files once the deletion is committed.
 */
@Injectable()
export class SelfiesService implements MemberDataErasure {
  private readonly logger = new Logger('Selfies');

  constructor(
    private readonly selfies: SelfiesRepository,
    private readonly uploads: UploadsService,
    private readonly access: WorkspaceAccessService,
    private readonly clock: Clock,
  ) {}

  async upload(
    device: DeviceRecord,
    file: Express.Multer.File | undefined,
    input: { id?: string; taken_at?: number },
  ): Promise<SelfieUploaded> {
    if (file && file.buffer.length > 0 && sniffImage(file.buffer) !== 'jpg') {
      throw badRequest(ErrorKey.UploadInvalidType, 'A selfie must be a JPEG image.');
    }
    const id = input.id ?? randomUUID();
    const existing = await this.selfies.find(id);
    if (existing) {
      if (existing.id_kiosk !== device.kiosk.id) throw taken();
      return { id };
    }
    const url = await this.uploads.saveImage(file);
    const now = this.clock.now();
    // A kiosk's clock is trusted to the second only so far: a date ahead of ours is now.
    const takenAt =
      input.taken_at !== undefined && input.taken_at * 1000 <= now.getTime()
        ? new Date(input.taken_at * 1000)
        : now;
    const row = await this.selfies.insert({
      id,
      idWorkspace: device.workspace.id,
      idKiosk: device.kiosk.id,
      takenAt,
      file: url,
    });
    if (row) return { id };
    // A racing upload of the same id won: keep its file, drop ours.
    await this.uploads.remove(url);
    const winner = await this.selfies.find(id);
    if (winner?.id_kiosk !== device.kiosk.id) throw taken();
    return { id };
  }

  /**
   * Managers with VIEW_MEMBER_TIMESTAMPS see everyone's; a member sees their own (asking for
   * someone else's is a 403, as for their time).
   */
  list(
    access: WorkspaceAccess,
    query: { date?: string; id_user?: string },
  ): Promise<SelfieRecord[]> {
    const own = access.member.idUser;
    const viewsAll = this.access.can(access, Permission.ViewMemberTimestamps);
    if (!viewsAll && query.id_user !== undefined && query.id_user !== own) {
      this.access.require(access, Permission.ViewMemberTimestamps);
    }
    return this.selfies.list({
      idWorkspace: access.workspace.id,
      timeZone: access.workspace.timeZone,
      date: query.date,
      idUser: viewsAll ? query.id_user : own,
    });
  }

  /**
   * Deletes the members' selfies in the workspace inside the removal's transaction; their files go
   * in the answered step, run once it has committed: a rollback leaves every row with its file.
   */
  async eraseMembers(idWorkspace: string, idUsers: string[], tx: Tx) {
    const files = await this.selfies.deleteOfMembers(idWorkspace, idUsers, tx);
    return () => this.removeFiles(files);
  }

  /** Deletes the selfies the plans no longer keep, files included; answers how many. */
  async purgeExpired(now: Date, plans: { plan: string; days: number }[]): Promise<number> {
    const files = await this.selfies.deleteExpired(now, plans);
    await this.removeFiles(files);
    return files.length;
  }

  /**
   * Removes files whose rows are gone. A file already missing is fine; one that cannot be removed
   * is logged rather than thrown, since the deletion it follows has already been committed.
   */
  private async removeFiles(files: string[]): Promise<void> {
    const outcomes = await Promise.allSettled(files.map((file) => this.uploads.remove(file)));
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'rejected') {
        this.logger.error(`Could not remove ${files[i]}: ${String(outcome.reason)}`);
      }
    });
  }
}

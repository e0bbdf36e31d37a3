import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  PlanFeature,
  Role,
  type Seal,
  type SealStatus,
  type SealVerification,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, conflict, forbidden, notFound } from '#src/common/errors/app.exception.js';
import type { TableFormat } from '#src/common/exports/index.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { AttendanceDigestService } from '#src/modules/reports/index.js';
import { type CreateSealDto, toSeal } from './seals.dto.js';
import { type SealRow, SealsRepository } from './seals.repository.js';

/** Who may undo a sign-off: an explicit act of the workspace's owners, recorded with its reason. */
const REOPENERS: readonly Role[] = [Role.Owner, Role.SuperOwner];

/**
 * Sealed payroll periods. Sealing hashes the period's canonical attendance while the workspace's
 * time writes are held (SealsRepository.holdTimeWrites), so the digest is that of the time the
 * seal then freezes; the database's triggers refuse every later change inside the period.
 */
@Injectable()
export class SealsService {
  constructor(
    private readonly seals: SealsRepository,
    private readonly digests: AttendanceDigestService,
    private readonly transactions: Transactions,
    private readonly plans: PlanRules,
    private readonly clock: Clock,
  ) {}

  async create(access: WorkspaceAccess, dto: CreateSealDto): Promise<Seal> {
    const { workspace } = access;
    if (!this.plans.has(workspace.plan, PlanFeature.AttendanceReport)) {
      throw forbidden(
        ErrorKey.PlanFeatureUnavailable,
        'Sealing payroll periods needs a plan with the attendance report.',
      );
    }
    const period = await this.seals.periodOf(
      dto.unit,
      dto.date,
      workspace.timeZone,
      workspace.weekStart,
    );
    const now = this.clock.now();
    if (period.endAt > now) {
      throw badRequest(ErrorKey.BadRequest, 'Only a period that has ended can be sealed.');
    }
    const id = await this.transactions.run(async (tx) => {
      await this.seals.holdTimeWrites(workspace.id, tx);
      const digest = await this.digests.digest(
        workspace.id,
        period.startAt,
        period.endAt,
        workspace.timeZone,
        tx,
      );
      return this.seals.insert(
        {
          ...period,
          idWorkspace: workspace.id,
          unit: dto.unit,
          timeZone: workspace.timeZone,
          digest,
          sealedBy: access.member.idUser,
          sealedAt: now,
        },
        tx,
      );
    });
    return toSeal(await this.require(access, id));
  }

  async list(access: WorkspaceAccess, status?: SealStatus): Promise<Seal[]> {
    const rows = await this.seals.list(access.workspace.id, status);
    return rows.map(toSeal);
  }

  /**
   * Checks `digest` against the seal; without one, the period's content as stored now is what is
   * checked. Either way content_unchanged says whether the period still hashes as sealed.
   */
  async verifyDigest(
    access: WorkspaceAccess,
    id: string,
    digest?: string,
  ): Promise<SealVerification> {
    const row = await this.require(access, id);
    const current = await this.currentDigest(access, row);
    return verification(row, digest?.toLowerCase() ?? current, current);
  }

  /** Checks an attendance export (CSV or XLSX, as this API wrote it) against the seal. */
  async verifyFile(
    access: WorkspaceAccess,
    id: string,
    file: Express.Multer.File | undefined,
  ): Promise<SealVerification> {
    if (!file)
      throw badRequest(ErrorKey.UploadMissing, 'Send the export as the multipart field "file".');
    const format = formatOf(file);
    const row = await this.require(access, id);
    const [checked, current] = await Promise.all([
      this.digests.digestOfFile(file.buffer, format),
      this.currentDigest(access, row),
    ]);
    return verification(row, checked, current);
  }

  async reopen(access: WorkspaceAccess, id: string, reason: string): Promise<Seal> {
    if (!REOPENERS.includes(access.role)) {
      throw forbidden(
        ErrorKey.Forbidden,
        "Only the workspace's owners may reopen a sealed period.",
      );
    }
    const why = reason.trim();
    if (why.length === 0) throw badRequest(ErrorKey.BadRequest, 'Give the reason for reopening.');
    const reopened = await this.seals.reopen(access.workspace.id, id, {
      by: access.member.idUser,
      at: this.clock.now(),
      reason: why,
    });
    const row = await this.require(access, id);
    if (!reopened)
      throw conflict(ErrorKey.SealAlreadyReopened, 'This period was already reopened.');
    return toSeal(row);
  }

  private async require(access: WorkspaceAccess, id: string): Promise<SealRow> {
    const row = await this.seals.get(access.workspace.id, id);
    if (!row) throw notFound(ErrorKey.SealNotFound, 'No such sealed period in this workspace.');
    return row;
  }

  /** The period's canonical digest now, in the zone it was sealed in. */
  private currentDigest(access: WorkspaceAccess, row: SealRow): Promise<string> {
    return this.digests.digest(access.workspace.id, row.start_at, row.end_at, row.time_zone);
  }
}

function verification(row: SealRow, checked: string, current: string): SealVerification {
  return {
    seal: toSeal(row),
    checked_digest: checked,
    matches: checked === row.digest,
    content_unchanged: current === row.digest,
  };
}

/** By the file's name, else its media type: what our exports are named and served as. */
function formatOf(file: Express.Multer.File): TableFormat {
  const name = file.originalname.toLowerCase();
  if (name.endsWith('.csv') || file.mimetype === 'text/csv') return 'csv';
  if (
    name.endsWith('.xlsx') ||
    file.mimetype === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  ) {
    return 'xlsx';
  }
  throw badRequest(ErrorKey.UploadInvalidType, 'Verify a .csv or .xlsx attendance export.');
}

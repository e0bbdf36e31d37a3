import { Injectable } from '@nestjs/common';
import type { RequestKind, TimeRequest } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { pendingConflict, reviewNotFound } from './request-errors.js';
import type { RequestRow } from './request-row.js';
import { toTimeRequest } from './request.mapper.js';
import {
  isOpenRequestConflict,
  type NewRequest,
  RequestsRepository,
} from './requests.repository.js';

const noDraft = (kind: RequestKind) => reviewNotFound(kind, 'No such draft of yours.');

/** Storing workspace time and break requests, and submitting drafts, for both kinds alike. */
@Injectable()
export class WorkspaceRequestFiling {
  constructor(private readonly requests: RequestsRepository) {}

  /** Files it; the partial unique index refuses a second open request for the same target. */
  async insert(values: NewRequest): Promise<TimeRequest> {
    try {
      return toTimeRequest(await this.requests.insert(values));
    } catch (error) {
      if (isOpenRequestConflict(error)) throw pendingConflict(values.kind);
      throw error;
    }
  }

  /** One of the caller's drafts of this kind, neither withdrawn nor submitted (else 404). */
  async draft(access: WorkspaceAccess, kind: RequestKind, id: string): Promise<RequestRow> {
    const row = await this.requests.find(access.workspace.id, id, [kind]);
    if (!row || row.id_user !== access.member.idUser || !row.is_draft || row.deleted_at) {
      throw noDraft(kind);
    }
    return row;
  }

  /** Fills in the draft's span, which submits it; 404 when it was withdrawn or filled meanwhile. */
  async submit(
    access: WorkspaceAccess,
    kind: RequestKind,
    id: string,
    span: { start: Date; end: Date; now: Date },
  ): Promise<TimeRequest> {
    const row = await this.requests.fillDraft(
      { idWorkspace: access.workspace.id, idUser: access.member.idUser },
      id,
      kind,
      span,
    );
    if (!row) throw noDraft(kind);
    return toTimeRequest(row);
  }
}

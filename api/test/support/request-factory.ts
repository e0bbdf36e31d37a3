import {
  type RequestKind,
  type RequestStatus,
  RequestType,
  type RequestType as Type,
} from '@punchcard/shared';
import { sql } from './db.js';
import type { TestApp } from './test-app.js';

/** The factory's time requests (see factory.ts, which exports them), in a file of their own for length. */

/** A request row in a given state, written as the filing and review services would leave it. */
export interface RequestSpec {
  idWorkspace: string;
  idUser: string;
  kind: RequestKind;
  type?: Type;
  idActivity?: string;
  idWorkspaceTime?: string;
  idBreak?: string;
  /** The proposed span (ignored for deletes; a draft never has an end). */
  start?: Date;
  end?: Date | null;
  status?: RequestStatus;
  createdAt?: Date;
  /** Default: the creation time (for a draft: none). */
  submittedAt?: Date;
  reviewedBy?: string;
  idProject?: string | null;
  idTask?: string | null;
  idCategory?: string | null;
  tags?: string[];
  description?: string | null;
  reason?: string;
}

/** Inserts a request row straight into `time_requests` (its checks still apply) and answers its id. */
export async function newRequest(t: TestApp, spec: RequestSpec): Promise<string> {
  const type = spec.type ?? RequestType.Add;
  const status = spec.status ?? 'pending';
  const draft = status === 'draft';
  const created = spec.createdAt ?? new Date();
  const submitted = draft ? null : (spec.submittedAt ?? created);
  const reviewed =
    status === 'approved' || status === 'rejected'
      ? new Date((submitted ?? created).getTime() + 1000)
      : null;
  const isDelete = type === RequestType.Delete;
  const [row] = await sql<{ id: string }>(
    t,
    `INSERT INTO time_requests
       (id_workspace, id_user, kind, request_type, id_activity, id_workspace_time, id_break,
        start_at, end_at, id_project, id_task, id_category, tags, description, reason, is_draft,
        created_at, updated_at, submitted_at, reviewed_at, is_approved, reviewed_by, deleted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::uuid[], $14, $15, $16,
             $17, $17, $18, $19, $20, $21, $22)
     RETURNING id`,
    [
      spec.idWorkspace,
      spec.idUser,
      spec.kind,
      type,
      spec.idActivity ?? null,
      spec.idWorkspaceTime ?? null,
      spec.idBreak ?? null,
      isDelete ? null : (spec.start ?? null),
      isDelete || draft ? null : (spec.end ?? null),
      spec.idProject ?? null,
      spec.idTask ?? null,
      spec.idCategory ?? null,
      spec.tags ?? [],
      spec.description ?? null,
      spec.reason ?? 'Because',
      draft,
      created,
      submitted,
      reviewed,
      reviewed ? status === 'approved' : null,
      reviewed ? (spec.reviewedBy ?? null) : null,
      status === 'withdrawn' ? new Date(created.getTime() + 2000) : null,
    ],
  );
  if (!row) throw new Error('no request');
  return row.id;
}

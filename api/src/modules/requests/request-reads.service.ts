import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type PendingRequestSummaries,
  REQUEST_KINDS,
  REQUEST_LIST_DEFAULT_LIMIT,
  RequestKind,
  type RequestList,
  Role,
  sameRole,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { RequestAccess } from './request-access.service.js';
import { decodeCursor, encodeCursor } from './request-cursor.js';
import type { PendingRequestsQueryDto, RequestListQueryDto } from './request-reads.dto.js';
import {
  type ListWindow,
  type RequestFilter,
  RequestReadsRepository,
} from './request-reads.repository.js';
import { toTimeRequest } from './request.mapper.js';

/**
 * The requests lists and counts. Everyone sees their own requests; holders of a kind's review
 * permission see everyone's of that kind, drafts included. What the plan no longer keeps (FREE:
 * requests created more than 35 days ago) is hidden everywhere.
 */
@Injectable()
export class RequestReadsService {
  constructor(
    private readonly plans: PlanRules,
    private readonly reads: RequestReadsRepository,
    private readonly access: RequestAccess,
    private readonly clock: Clock,
  ) {}

  /**
   * Requests of one kind of the members asked for (default the caller), newest first. Paged by
   * `marker.page`/`marker.item`, or from a cursor when one is given (`limit` sizes the page; each
   * falls back to the other's size).
   */
  async memberList(access: WorkspaceAccess, query: RequestListQueryDto): Promise<RequestList> {
    const cursor = query.cursor ? decodeCursor(query.cursor, 'created') : null;
    const kind = query.timestamp_type ?? RequestKind.Activity;
    const me = access.member.idUser;
    const asked = [...(query.id_members ?? []), ...(query['id_members[]'] ?? [])];
    const idUsers = asked.length > 0 ? [...new Set(asked.map((id) => id.toLowerCase()))] : [me];
    const others = idUsers.filter((id) => id !== me);
    if (others.length > 0) {
      this.access.requireReviewer(access, kind);
      const known = await this.reads.membersAmong(access.workspace.id, others);
      if (others.some((id) => !known.has(id))) {
        throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
      }
    }
    const filter: RequestFilter = {
      scope: 'members',
      idWorkspace: access.workspace.id,
      kind,
      idUsers,
      status: query.status,
      cutoff: this.cutoff(access),
    };
    if (cursor) {
      const limit = query.limit ?? query['marker.item'] ?? REQUEST_LIST_DEFAULT_LIMIT;
      const backwards = query.is_previous === true;
      return this.list(filter, { order: 'created', cursor, backwards, offset: 0, limit }, null);
    }
    const page = query['marker.page'] ?? 1;
    const item = query['marker.item'] ?? query.limit ?? REQUEST_LIST_DEFAULT_LIMIT;
    const window: ListWindow = {
      order: 'created',
      cursor: null,
      backwards: false,
      offset: (page - 1) * item,
      limit: item,
    };
    return this.list(filter, window, { page, item });
  }

  /**
   * Submitted requests awaiting the caller's review, the longest waiting first: the kinds they
   * review, never their own unless they are the super owner (nobody above them to ask).
   */
  async pendingList(access: WorkspaceAccess, query: PendingRequestsQueryDto): Promise<RequestList> {
    const cursor = query.cursor ? decodeCursor(query.cursor, 'submitted') : null;
    let kinds = this.reviewedKinds(access);
    if (query.timestamp_type) {
      this.access.requireReviewer(access, query.timestamp_type);
      kinds = [query.timestamp_type];
    } else if (kinds.length === 0) {
      throw forbidden(
        ErrorKey.Forbidden,
        'Reviewing requests needs MANAGE_TIMESTAMP_MODIFICATION or MANAGE_WORKSPACE_TIME_MODIFICATION.',
      );
    }
    const filter: RequestFilter = {
      scope: 'awaiting-review',
      idWorkspace: access.workspace.id,
      kinds,
      excludeUser: sameRole(access.role, Role.SuperOwner) ? null : access.member.idUser,
      cutoff: this.cutoff(access),
    };
    const window: ListWindow = {
      order: 'submitted',
      cursor,
      backwards: cursor !== null && query.is_previous === true,
      offset: 0,
      limit: query.limit ?? REQUEST_LIST_DEFAULT_LIMIT,
    };
    return this.list(filter, window, null);
  }

  /**
   * Open requests and drafts per member: a reviewer sees every member's of the kinds they review
   * (and their own of every kind), anyone else only their own.
   */
  async summary(access: WorkspaceAccess): Promise<PendingRequestSummaries> {
    const members = await this.reads.summary(
      access.workspace.id,
      access.member.idUser,
      this.reviewedKinds(access),
      this.cutoff(access),
    );
    return {
      pending_requests: members.reduce((sum, m) => sum + m.pending_requests, 0),
      draft_pending_requests: members.reduce((sum, m) => sum + m.draft_pending_requests, 0),
      members,
    };
  }

  private reviewedKinds(access: WorkspaceAccess): RequestKind[] {
    return REQUEST_KINDS.filter((kind) => this.access.canReview(access, kind));
  }

  private cutoff(access: WorkspaceAccess): Date | null {
    return this.plans.retentionCutoff(access.workspace.plan, this.clock.now());
  }

  /**
   * One page with its cursors: each is null when nothing lies beyond that end, whichever way the
   * page was read, so a page-numbered list can be continued by cursor too.
   */
  private async list(
    filter: RequestFilter,
    window: ListWindow,
    paging: { page: number; item: number } | null,
  ): Promise<RequestList> {
    const rows = await this.reads.page(filter, window);
    const first = rows[0];
    const last = rows.at(-1);
    const counts = await this.reads.counts(filter, window.order, first, last);
    const cursorOf = (row: { id: string; cursor_micros: string }) =>
      encodeCursor({ order: window.order, micros: row.cursor_micros, id: row.id });
    return {
      items: rows.map(toTimeRequest),
      total: counts.total,
      page: paging?.page ?? null,
      item: paging?.item ?? null,
      next_cursor: last && counts.after > 0 ? cursorOf(last) : null,
      previous_cursor: first && counts.before > 0 ? cursorOf(first) : null,
    };
  }
}

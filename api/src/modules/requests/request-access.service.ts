import { Injectable } from '@nestjs/common';
import { ErrorKey, Permission, RequestKind, Role, sameRole } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { forbidden } from '#src/common/errors/app.exception.js';

/** Who reviews each kind of request. */
export const REVIEW_PERMISSION: Record<RequestKind, Permission> = {
  [RequestKind.Activity]: Permission.ManageTimestampModification,
  [RequestKind.WorkspaceTime]: Permission.ManageWorkspaceTimeModification,
  [RequestKind.Break]: Permission.ManageWorkspaceTimeModification,
};

/**
 * The requests rules about people: members file, withdraw and restore their own requests;
 * holders of the kind's review permission see others' requests (drafts included) and review
 * them, but never their own unless they are the super owner (nobody above them to ask).
 */
@Injectable()
export class RequestAccess {
  constructor(private readonly access: WorkspaceAccessService) {}

  canReview(access: WorkspaceAccess, kind: RequestKind): boolean {
    return this.access.can(access, REVIEW_PERMISSION[kind]);
  }

  /** 403 unless the caller holds the kind's review permission. */
  requireReviewer(access: WorkspaceAccess, kind: RequestKind): void {
    this.access.require(access, REVIEW_PERMISSION[kind]);
  }

  /** 403 for a reviewer deciding their own request, unless they are the super owner. */
  requireNotOwn(access: WorkspaceAccess, idOwner: string): void {
    if (idOwner === access.member.idUser && !sameRole(access.role, Role.SuperOwner)) {
      throw forbidden(ErrorKey.Forbidden, 'Your own requests are reviewed by someone else.');
    }
  }

  /** Whether the caller may read `idOwner`'s requests of this kind. */
  canView(access: WorkspaceAccess, kind: RequestKind, idOwner: string): boolean {
    return idOwner === access.member.idUser || this.canReview(access, kind);
  }
}

import { ErrorKey, parseRole, Role } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { Tx } from '#src/database/transactions.js';
import { requireWithinReach } from './member-rules.js';
import type { MemberRow, MembersRepository } from './members.repository.js';

/**
 * The memberships a member call names, in the caller's workspace, each within the caller's reach.
 * Any id that is not a member there (another workspace's, a stranger's, or a soft-deleted member
 * unless `deleted` allows it) is 404 member_not_found, so nothing of a bulk call is applied.
 */
export async function loadTargets(
  members: MembersRepository,
  tx: Tx,
  access: WorkspaceAccess,
  idUsers: string[],
  deleted: 'exclude' | 'include' = 'exclude',
): Promise<MemberRow[]> {
  const ids = [...new Set(idUsers)];
  const rows = await members.rowsFor(access.workspace.id, ids, tx);
  const usable = rows.filter((row) => deleted === 'include' || row.member.deletedAt === null);
  if (usable.length !== ids.length) {
    throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
  }
  for (const row of usable) {
    requireWithinReach(access, row.member.idUser, roleOf(row));
  }
  return usable;
}

export function roleOf(row: MemberRow): Role {
  return parseRole(row.member.role) ?? Role.Guest;
}

/** 412 when the change would leave the workspace without an active super owner. */
export async function keepASuperOwner(
  members: MembersRepository,
  tx: Tx,
  idWorkspace: string,
  leaving: string[],
): Promise<void> {
  const superOwners = await members.activeSuperOwners(idWorkspace, tx);
  const remaining = superOwners.filter((id) => !leaving.includes(id));
  if (remaining.length === 0 && superOwners.length > 0) {
    throw preconditionFailed(
      ErrorKey.LastSuperOwner,
      'The workspace needs an active super owner: make someone else super owner first.',
    );
  }
}

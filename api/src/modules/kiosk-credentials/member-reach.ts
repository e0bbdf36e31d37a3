import { ErrorKey, parseRole, Role, roleRank } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';

/**
 * A manager's call on a member's credentials: the member must be live in the caller's workspace
 * (404 member_not_found) and not ranked above the caller (403 member_role_not_allowed), the
 * members module's rule for every call that manages someone.
 */
export function requireManageable(
  access: WorkspaceAccess,
  idUser: string,
  role: string | undefined,
): void {
  if (role === undefined)
    throw notFound(ErrorKey.MemberNotFound, 'No such member in this workspace.');
  const rank = parseRole(role) ?? Role.Guest;
  if (idUser !== access.member.idUser && roleRank(rank) > roleRank(access.role)) {
    throw forbidden(ErrorKey.RoleNotAllowed, `A ${access.role} cannot manage a ${rank}.`);
  }
}

import { type Invitation, InvitationKind, parseRole, Role, toUnixSeconds } from '@punchcard/shared';
import type { InvitationRecord } from './invitations.repository.js';

/** A stored kind; rows predating kinds were workspace invitations. */
export function invitationKind(value: string): InvitationKind {
  return (Object.values(InvitationKind) as string[]).includes(value)
    ? (value as InvitationKind)
    : InvitationKind.WorkspaceMember;
}

export function toInvitation(invitation: InvitationRecord, idUser: string | null): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: parseRole(invitation.role) ?? Role.Guest,
    kind: invitationKind(invitation.kind),
    id_project: invitation.idProject,
    id_user: idUser,
    expires_at: toUnixSeconds(invitation.expiresAt),
    created_at: toUnixSeconds(invitation.createdAt),
  };
}

// Wire contracts of the invitations routes.
import type { Role } from '../roles.js';
import type { UnixSeconds } from '../time.js';
import type { NewAccountName } from './accounts.js';
import type { InvitationKind } from './catalog.js';

/** How long an e-mailed invitation link works. */
export const INVITATION_VALID_DAYS = 7;
/** Most e-mails one POST /v1/accounts/invitations/workspace-members takes. */
export const INVITATION_EMAILS_MAX = 50;

/** One live (sent, not accepted, revoked or expired) invitation. */
export interface Invitation {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** The role the invitee gets on acceptance. */
  role: Role;
  kind: InvitationKind;
  /** The project the invitee joins on acceptance (project invitations). */
  id_project: string | null;
  /** The invitee's account when the e-mail has one (they are then a PENDING member too). */
  id_user: string | null;
  expires_at: UnixSeconds;
  created_at: UnixSeconds;
}

/** POST /v1/accounts/invitations/workspace-members: answers the invitations sent. */
export interface InviteWorkspaceMembersRequest {
  role: Role;
  emails: string[];
}

/** POST /v1/accounts/invitations/project-members */
export interface InviteProjectMemberRequest {
  id_project: string;
  email: string;
  role: Role;
}

/** POST /v1/accounts/invitations/project-guests: the invitee joins as a Guest. */
export interface InviteProjectGuestRequest {
  email: string;
  id_project: string;
  /** The inviter, as the web client sends it; when given it must be the caller's own id. */
  id_user?: string;
}

/** The answer of both project invitations. */
export interface ProjectInvitationResponse {
  /** The invitation mailed; null when the e-mail was already an active member's. */
  invitation: Invitation | null;
  /** The member added to the project at once (already an active member), else null. */
  id_user: string | null;
}

/**
 * POST /v1/accounts/members: accepts an invitation, answering Me. With a password (and the
 * invited e-mail) it creates the invitee's account and signs in; without one, the signed-in user
 * whose e-mail was invited accepts.
 */
export interface AcceptInvitationRequest extends NewAccountName {
  token: string;
  email?: string;
  password?: string;
}

/**
 * GET /v1/accounts/invitations/lookup?token=...: public, so the invitation's landing page can
 * name the workspace and the inviter and prefill the e-mail. Nothing else about the workspace.
 */
export interface InvitationLookupQuery {
  token: string;
}

export interface InvitationLookupResponse {
  workspace_name: string;
  /** The inviter's name as the workspace shows it; null if they have left since. */
  inviter_name: string | null;
  /** The invited address (the sign-up form prefills and locks it). */
  email: string;
  role: Role;
  expires_at: UnixSeconds;
  /** Whether the address already has an account (sign in to accept instead of signing up). */
  has_account: boolean;
}

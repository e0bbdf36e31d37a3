import type { Locale } from '../locales.js';
import type { MemberStatus, Role } from '../roles.js';
import type { UnixSeconds } from '../time.js';
import type { Workspace } from './workspaces.js';

/** POST /v1/accounts/emails/signup-verification */
export interface SignupVerificationRequest {
  email: string;
}
export interface SignupVerificationResponse {
  id: string;
}

/** Longest first or last name an account takes (the profile's limit too). */
export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * The name a new account starts with, asked when signing up and when joining by invitation, so
 * people are never shown by their e-mail address. Optional on the wire for older clients; blank
 * counts as not given.
 */
export interface NewAccountName {
  first_name?: string;
  last_name?: string;
}

/** POST /v1/accounts/verification: completes sign-up and signs in. */
export interface VerifySignupRequest extends NewAccountName {
  id: string;
  email: string;
  code: string;
  password: string;
}

/** POST /v1/accounts/sign-in */
export interface SignInRequest {
  email: string;
  password: string;
}

export interface User {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: Locale;
  is_tutorial_done: boolean;
  has_password: boolean;
  /** The linked Google account's e-mail (time-tracking-spec section 3), null when not linked. */
  google_email: string | null;
  /** The linked Apple identity's subject, null when not linked. */
  apple_id: string | null;
  /** The linked Apple identity's e-mail, often a private-relay address; null when not linked. */
  apple_email: string | null;
  created_at: UnixSeconds;
}

/** One workspace the user belongs to, as listed in GET /v1/accounts/me. */
export interface Membership {
  id_workspace: string;
  name: string;
  role: Role;
  status: MemberStatus;
  is_default: boolean;
}

/** GET /v1/accounts/me, and the answer of every call that signs in. */
export interface Me {
  user: User;
  memberships: Membership[];
  active_workspace: Workspace | null;
}

/** PATCH /v1/accounts/me/password */
export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
}

/** PATCH /v1/accounts/reset/password: the token comes from the e-mailed link. */
export interface ResetPasswordRequest {
  token: string;
  new_password: string;
}

/** GET/POST/PUT /v1/accounts/me/profile */
export interface Profile {
  first_name: string | null;
  last_name: string | null;
  address: string | null;
  contact_number: string | null;
  has_account: boolean;
  /**
   * The account can sign in with Google now: the install has Google configured and the account
   * has it linked (GET /v1/accounts/me/sso lists every provider). Same for Apple below.
   */
  allow_google_sso: boolean;
  allow_apple_sso: boolean;
  finished_tutorial: boolean;
  has_pin: boolean;
}
export interface ProfileRequest {
  first_name: string;
  last_name: string;
  address?: string | null;
  contact_number?: string | null;
}

/** GET /v1/accounts/me/account/exists: whether the user can sign in with a password. */
export interface AccountExists {
  exists: boolean;
}

/** PATCH /v1/accounts/me/tutorial-state */
export interface TutorialState {
  is_tutorial_done: boolean;
}

/** PATCH /v1/accounts/me/token: the key is shown once and stored only as a hash. */
export interface ApiKeyResponse {
  token: string;
  id_workspace: string;
  created_at: UnixSeconds;
}

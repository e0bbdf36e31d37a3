import type { UnixSeconds } from '../time.js';

/** What a piece of product feedback is about (POST /v1/accounts/feedback). */
export const FeedbackKind = {
  Idea: 'IDEA',
  Problem: 'PROBLEM',
  Praise: 'PRAISE',
  Other: 'OTHER',
} as const;
export type FeedbackKind = (typeof FeedbackKind)[keyof typeof FeedbackKind];
export const FEEDBACK_KINDS: readonly FeedbackKind[] = Object.values(FeedbackKind);

/** What a support request needs help with (POST /v1/accounts/support). */
export const SupportCategory = {
  SignIn: 'SIGN_IN',
  TimeTracking: 'TIME_TRACKING',
  Kiosk: 'KIOSK',
  Billing: 'BILLING',
  Data: 'DATA',
  Other: 'OTHER',
} as const;
export type SupportCategory = (typeof SupportCategory)[keyof typeof SupportCategory];
export const SUPPORT_CATEGORIES: readonly SupportCategory[] = Object.values(SupportCategory);

/** Longest accepted value of each field, in characters (after trimming). */
export const FEEDBACK_LIMITS = {
  message: 5_000,
  subject: 200,
  page: 2_000,
  email: 254,
} as const;

/** How a piece of feedback rates Punchcard, when the person gives a rating. */
export const FEEDBACK_RATING = { min: 1, max: 5 } as const;

/** POST /v1/accounts/feedback: signed in only. */
export interface FeedbackRequest {
  kind: FeedbackKind;
  /** 1 (poor) to 5 (great); optional. */
  rating?: number | null;
  message: string;
  /** The page the person was on (a path of the web app). */
  page?: string;
  /** Whether the people reading it may write back to the account's e-mail. Default false. */
  may_contact?: boolean;
}

/**
 * POST /v1/accounts/support: open, so someone who cannot sign in can still ask for help. A
 * signed-out caller must give `email` (where the answer goes); a signed-in one may, else the
 * account's address is used.
 */
export interface SupportRequest {
  category: SupportCategory;
  subject: string;
  message: string;
  email?: string;
  page?: string;
}

/**
 * Who was told about a message: the install's support address (SUPPORT_EMAIL), the super owners
 * of the sender's active workspace (no support address set), or nobody yet (neither: it is kept
 * for the administrator, and the server logs a warning).
 */
export const MessageRoute = {
  Support: 'SUPPORT',
  WorkspaceOwners: 'WORKSPACE_OWNERS',
  Stored: 'STORED',
} as const;
export type MessageRoute = (typeof MessageRoute)[keyof typeof MessageRoute];

/** 201 answer of both routes: the message is stored; the mail is sent after the answer. */
export interface MessageReceipt {
  id: string;
  created_at: UnixSeconds;
  routed_to: MessageRoute;
}

/**
 * Every error key the API answers with (time-tracking-spec section 8, projects-billing-spec
 * section 8). The key and status are the contract; English text is never relied upon. Each UI
 * maps every key to en/ja text in one exhaustively typed table.
 */
export const ErrorKey = {
  // Generic catalogue
  BadRequest: 'error.bad_request',
  Unauthorized: 'error.unauthorized',
  Forbidden: 'error.forbidden',
  ApiKeyNotAllowed: 'error.api_key_not_allowed',
  NotFound: 'error.not_found',
  Conflict: 'error.conflict',
  PreconditionFailed: 'error.precondition_failed',
  TooManyRequests: 'error.too_many_requests',
  PayloadTooLarge: 'error.payload_too_large',
  UnsupportedMediaType: 'error.unsupported_media_type',
  ServiceUnavailable: 'error.service_unavailable',
  InternalError: 'error.internal_error',
  PaymentMethodDeclined: 'error.payment_method.declined',

  // Sign-up, sign-in, password and PIN
  SignupConflict: 'signup_conflict',
  SignupNotVerified: 'signup_not_verified',
  SignupExpired: 'signup_expired',
  SigninBadRequest: 'signin.bad_request',
  ForgotPasswordNotFound: 'forgot_password.not_found',
  ResetPasswordNotFound: 'reset_password_not_found',
  ResetPinNotFound: 'reset_pin_not_found',
  ResetPinBadRequest: 'reset_pin_bad_request',
  AccountNotFound: 'account.messages.account_not_found',
  InvalidPin: 'account.messages.invalid_pin',
  ProfileNotFound: 'account.messages.profile_not_found',
  ProfileBadRequest: 'account.messages.profle_bad_request',
  EditPasswordError: 'account.messages.edit_password_error',
  KioskPreconditionFailed: 'kiosk.messages.precondition_failed',
  /** Kiosk pairing and device calls (ours: the spec names no key for these). */
  KioskNotFound: 'kiosk_not_found',
  KioskNameEmpty: 'kiosk_name_empty',
  KioskRevoked: 'kiosk_revoked',
  KioskPairingCodeInvalid: 'kiosk_pairing_code_invalid',
  KioskPairingCodeExpired: 'kiosk_pairing_code_expired',
  KioskPairingCodeUsed: 'kiosk_pairing_code_used',
  KioskPublicKeyInvalid: 'kiosk_public_key_invalid',
  KioskLocked: 'kiosk_locked',
  KioskDisabled: 'kiosk_disabled',
  /** Kiosk credentials: NFC cards (ours). */
  KioskCardUidInvalid: 'kiosk_card_uid_invalid',
  KioskCardTaken: 'kiosk_card_taken',
  KioskCardNotFound: 'kiosk_card_not_found',
  /** Kiosk identification (ours). */
  KioskMethodDisabled: 'kiosk_method_disabled',
  KioskPinAmbiguous: 'kiosk_pin_ambiguous',
  KioskCredentialUnknown: 'kiosk_credential_unknown',
  /** Why a kiosk punch was refused (docs/kiosk-protocol.md; a per-entry answer). */
  KioskPunchMalformed: 'kiosk.punch.malformed',
  KioskPunchBadHash: 'kiosk.punch.bad_hash',
  KioskPunchBadSignature: 'kiosk.punch.bad_signature',
  KioskPunchBrokenChain: 'kiosk.punch.broken_chain',
  KioskPunchSeqGap: 'kiosk.punch.seq_gap',
  KioskPunchReplayedSeq: 'kiosk.punch.replayed_seq',
  KioskPunchStaleSeq: 'kiosk.punch.stale_seq',
  KioskPunchAtInFuture: 'kiosk.punch.at_in_future',
  KioskPunchTooOld: 'kiosk.punch.too_old',
  KioskPunchSelfieRequired: 'kiosk.punch.selfie_required',

  // Workspaces, members, invitations, clients
  AddWorkspaceError: 'add_workspace_error',
  WorkspaceNameError: 'workspace_name_error',
  WorkspaceNicknameEmpty: 'workspace_nickname_empty',
  WorkspaceNotFound: 'workspace_not_found',
  MemberNotFound: 'member_not_found',
  ClientNotFound: 'client_not_found',
  ClientNameEmpty: 'client_name_empty',
  InvitationNotFound: 'invitation_not_found',
  InvitationProfileNotFound: 'profile_not_found',
  ConflictUser: 'conflict_user',
  AddMemberForbidden: 'add_member_forbidden',
  ClientAddProjectForbidden: 'clients.messages.add_project_forbidden',

  // Plans, uploads, catalogue objects (ours: the spec names no key for these)
  PlanFeatureUnavailable: 'plan_feature_unavailable',
  /** Billing calls on an install without billing (BILLING unset). */
  BillingDisabled: 'billing_disabled',
  SubscriptionExists: 'subscription_exists',
  SubscriptionNotFound: 'subscription_not_found',
  TrialUsed: 'trial_used',
  PriceNotFound: 'price_not_found',
  PaymentMethodNotFound: 'payment_method_not_found',
  /** The billing provider could not be reached or failed; nothing was changed. */
  BillingProviderFailed: 'billing_provider_failed',
  WebhookSignatureInvalid: 'webhook_signature_invalid',
  UploadMissing: 'upload_missing',
  UploadInvalidType: 'upload_invalid_type',
  UploadTooLarge: 'upload_too_large',
  LastSuperOwner: 'member_last_super_owner',
  RoleNotAllowed: 'member_role_not_allowed',
  TagNameEmpty: 'tag_name_empty',
  TagConflict: 'tag_conflict',
  TagNotFound: 'tag_not_found',
  CategoryNameEmpty: 'category_name_empty',
  CategoryNotFound: 'category_not_found',
  CategoryInUse: 'category_in_use',
  ProjectNotFound: 'project_not_found',
  TaskNotFound: 'task_not_found',
  TaskNameEmpty: 'task_name_empty',
  CurrencyInvalid: 'currency_invalid',
  /** Past time may not be changed directly here: the member files a request instead. */
  TimeModificationNotAllowed: 'time_modification_not_allowed',
  /** Deleting one's own closed entry after its first minute needs a permission. */
  DeleteWindowPassed: 'delete_window_passed',
  /** The workspace requires an open workspace time for activities. */
  WorkspaceTimeRequired: 'workspace_time_required',

  // Projects and tasks
  CreateProjectError: 'projects.messages.create_project_error',
  ConflictProject: 'projects.messages.conflict_project',
  ConflictProjectMember: 'projects.messages.conflict_member',
  ProjectAddMemberForbidden: 'projects.messages.add_member_forbidden',
  ProjectMemberNotFound: 'projects.messages.member_not_found',
  ProjectDeleteClientInternal: 'projects.messages.delete_client_internal',
  TaskContainsTimestamps: 'tasks.messages.contains_timestamps',

  // Workspace time and breaks
  AlreadyClockedIn: 'already_clocked_in',
  StartBreakFailed: 'start_break_failed',
  MemberStartBreakFailed: 'member_start_break_failed',
  MemberAlreadyClockedIn: 'member_already_clocked_in',
  OpenBreakNotFound: 'open_break_not_found',
  OpenTimeNotFound: 'open_time_not_found',
  MemberOpenTimeNotFound: 'member_open_time_not_found',
  TimeNotFound: 'not_found',
  BreakNotFound: 'break_not_found',
  UpdateFailed: 'update_failed',
  DeleteFailed: 'delete_failed',
  BreakUpdateFailed: 'break_update_failed',
  UpdateConflict: 'update_conflict',
  BreakUpdateConflict: 'break_update_conflict',
  BreakAddConflict: 'break_add_conflict',
  AddConflict: 'add_conflict',

  // Activities
  DetailsInvalid: 'details_invalid',
  UpdateInvalid: 'update_invalid',
  PastActivityInvalid: 'past_activity_invalid',
  StopBadRequest: 'stop_bad_request',
  InvalidDetails: 'invalid_details',
  ActivityConflict: 'activity_conflict',
  ActivityNotFound: 'activity_not_found',
  TimestampStopped: 'timestamp_stopped',
  UpdateDeleted: 'update_deleted',
  TimestampDeletedAlready: 'timestamp_deleted_already',

  // Requests
  ActivityConflictOrPending: 'activity_conflict_or_pending',
  AddBreakConflict: 'add_break_conflict',
  WorkspaceTimeConflict: 'workspace_time_conflict',
  WorkspaceTimeNotFound: 'workspace_time_not_found',
  BreakTimeNotFound: 'break_time_not_found',
  ReviewActivityConflict: 'review_activity_conflict',
  ReviewWorkspaceTimeConflict: 'review_workspace_time_conflict',
  ReviewBreakConflict: 'review_break_conflict',
  ReviewActivityNotFound: 'review_activity_not_found',
  ReviewWorkspaceTimeNotFound: 'review_workspace_time_not_found',
  ReviewBreakNotFound: 'review_break_not_found',
  DeleteNotFound: 'delete_not_found',
  DeleteInvalid: 'delete_invalid',
  DeleteSomethingWrong: 'delete_something_wrong',

  // Reports and sealed payroll periods
  PeriodSealed: 'period_sealed',
  SealNotFound: 'seal_not_found',
  SealConflict: 'seal_conflict',
  SealAlreadyReopened: 'seal_already_reopened',

  // Single sign-on (the spec's sign-in failure reasons sso-fail and link-fail, made precise)
  /** 409: this install has not configured the provider (sso-fail). */
  SsoProviderDisabled: 'sso_provider_disabled',
  /** 401: the code exchange or the ID token failed (replayed code, wrong nonce, expired token). */
  SsoFailed: 'sso_failed',
  /** 401: the provider has not verified the e-mail, so it cannot make or find an account. */
  SsoEmailUnverified: 'sso_email_unverified',
  /** 409: the e-mail belongs to another account, which is never merged silently (link-fail). */
  SsoEmailTaken: 'sso_email_taken',
  /** 409: this provider identity is linked to another account (link-fail). */
  SsoIdentityTaken: 'sso_identity_taken',
  /** 409: the account already has this provider linked. */
  SsoAlreadyLinked: 'sso_already_linked',
  /** 404: the provider is not linked to the account. */
  SsoNotLinked: 'sso_not_linked',
  /** 409: unlinking or removing the password would leave no way to sign in. */
  SsoLastSignInMethod: 'sso_last_sign_in_method',
  /** 409: the account already has a password (change it instead). */
  PasswordAlreadySet: 'password_already_set',
  /** 403: a workspace of the account requires its company provider to sign in. */
  SsoRequired: 'sso_required',

  // Slack
  /** 409: this install has no Slack app configured (SLACK_CLIENT_ID unset). */
  SlackNotConfigured: 'slack_not_configured',
  /** 404: the workspace has not connected Slack. */
  SlackNotConnected: 'slack_not_connected',
  /** 409: the Slack team is connected to another workspace. */
  SlackTeamTaken: 'slack_team_taken',
  /** 502: Slack refused or could not be reached; nothing was changed. */
  SlackFailed: 'slack_failed',
  /** 401: a request claiming to come from Slack failed its signature or timestamp check. */
  SlackSignatureInvalid: 'slack_signature_invalid',
  /** 404: the one-time Slack link is unknown, used or expired. */
  SlackLinkInvalid: 'slack_link_invalid',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];
export const ERROR_KEYS: readonly ErrorKey[] = Object.values(ErrorKey);

/** The generic key for an HTTP status (projects-billing-spec section 8). */
export function genericErrorKey(status: number): ErrorKey {
  switch (status) {
    case 400:
      return ErrorKey.BadRequest;
    case 401:
      return ErrorKey.Unauthorized;
    case 403:
      return ErrorKey.Forbidden;
    case 404:
      return ErrorKey.NotFound;
    case 409:
      return ErrorKey.Conflict;
    case 412:
      return ErrorKey.PreconditionFailed;
    case 413:
      return ErrorKey.PayloadTooLarge;
    case 415:
      return ErrorKey.UnsupportedMediaType;
    case 429:
      return ErrorKey.TooManyRequests;
    case 503:
      return ErrorKey.ServiceUnavailable;
    default:
      return ErrorKey.InternalError;
  }
}

/** The body of every failed API call. */
export interface ApiErrorBody {
  status_code: number;
  error_key: ErrorKey;
  message: string;
  /** Field-level problems for validation failures (`error.bad_request`). */
  details?: { field: string; problems: string[] }[];
}

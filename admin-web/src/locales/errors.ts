// What a person reads when the API refuses something: one sentence or two per error key of
// shared (typed, so a key added there fails the build until both languages have it), plus the
// client's own key for "no answer at all". Loaded when the first error is shown.
import type { ErrorKey } from '@punchcard/shared';

import type { NoAnswerErrorKey } from '@/lib/api-client';
import type { Namespace } from '@/locales/catalogue';
import { ja } from '@/locales/errors-ja';

export type ErrorTextKey = ErrorKey | NoAnswerErrorKey;

const en: Record<ErrorTextKey, string> = {
  // Generic catalogue
  'error.bad_request': 'Some of what you entered is not valid. Check it and try again.',
  'error.unauthorized': 'You are signed out. Sign in and try again.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.api_key_not_allowed':
    'An API key works only inside its workspace. Sign in to Punchcard to do this.',
  'error.not_found': 'We could not find what you were looking for. It may have been deleted.',
  'error.conflict': 'This clashes with a change made meanwhile. Refresh the page and try again.',
  'error.precondition_failed':
    'This cannot be done right now. Refresh the page to see the latest state and try again.',
  'error.too_many_requests': 'Too many attempts. Wait a moment and try again.',
  'error.payload_too_large': 'What you sent is too large. Shorten it and try again.',
  'error.unsupported_media_type':
    'Punchcard cannot read what was sent. Refresh the page and try again.',
  'error.service_unavailable': 'Punchcard is temporarily unavailable. Try again in a few minutes.',
  'error.internal_error': 'Something went wrong on our side. Try again later.',
  'error.payment_method.declined':
    'Your payment method was declined. Use another card, or contact your card issuer.',
  'error.unknown': 'Could not reach Punchcard. Check your connection and try again.',

  // Sign-up, sign-in, password and PIN
  signup_conflict: 'An account with this e-mail address already exists. Sign in instead.',
  signup_not_verified:
    'No sign-up is waiting for this e-mail address. Request a new verification code.',
  signup_expired:
    'This verification code is wrong, expired or used up. Check it, or request a new one.',
  'signin.bad_request': 'The e-mail address or password is wrong.',
  'forgot_password.not_found': 'No account uses this e-mail address.',
  reset_password_not_found:
    'This password reset link is invalid, already used or expired. Request a new one.',
  reset_pin_not_found: 'This PIN reset link is invalid, already used or expired.',
  reset_pin_bad_request: 'This PIN cannot be used. Choose another one.',
  'account.messages.account_not_found': 'This account no longer exists.',
  'account.messages.invalid_pin': 'The PIN is wrong.',
  'account.messages.profile_not_found': 'This profile no longer exists.',
  'account.messages.profle_bad_request': 'Enter a first name or a last name.',
  'account.messages.edit_password_error': 'Your current password is wrong.',
  'kiosk.messages.precondition_failed':
    'Recording locations is not included in this workspace’s plan.',

  // Kiosks
  kiosk_not_found: 'This kiosk does not exist in this workspace.',
  kiosk_name_empty: 'A kiosk needs a name.',
  kiosk_revoked: 'This kiosk was removed. Register it again to use it.',
  kiosk_pairing_code_invalid: 'This pairing code is wrong. Check it and type it again.',
  kiosk_pairing_code_expired:
    'This pairing code has expired. Ask a manager for a new one in the workspace settings.',
  kiosk_pairing_code_used:
    'This pairing code was already used. Ask a manager for a new one in the workspace settings.',
  kiosk_public_key_invalid: 'This device sent a key Punchcard cannot use. Update the kiosk app.',
  kiosk_locked: 'This kiosk is locked by a manager.',
  kiosk_disabled: 'The kiosk is turned off in this workspace’s settings.',
  kiosk_card_uid_invalid: 'A card number is 8, 14 or 20 hexadecimal digits (0-9, A-F).',
  kiosk_card_taken: 'This card already belongs to a member of this workspace. Unbind it first.',
  kiosk_card_not_found: 'This card is not bound to this member.',
  kiosk_method_disabled:
    'This way of identifying is turned off in this workspace’s kiosk settings.',
  kiosk_pin_ambiguous: 'This PIN is shared with another member. Set a new PIN in the web app.',
  kiosk_credential_unknown: 'This badge or card is not known here.',
  'kiosk.punch.malformed': 'The kiosk sent a punch Punchcard cannot read. Update the kiosk app.',
  'kiosk.punch.bad_hash':
    'This punch was changed after the kiosk recorded it, so it was not applied.',
  'kiosk.punch.bad_signature':
    'This punch is not signed by this kiosk’s key, so it was not applied. Pair the kiosk again.',
  'kiosk.punch.broken_chain':
    'This punch does not follow the kiosk’s previous punch, so it was not applied. Pair the kiosk again.',
  'kiosk.punch.seq_gap':
    'An earlier punch of this kiosk has not arrived yet; this one waits for it.',
  'kiosk.punch.replayed_seq':
    'The kiosk sent a different punch under a number it had already used, so it was not applied.',
  'kiosk.punch.stale_seq':
    'This punch is older than the kiosk’s last recorded punch and cannot be checked, so it was not applied.',
  'kiosk.punch.at_in_future': 'This punch is dated in the future: check the kiosk’s clock.',
  'kiosk.punch.too_old': 'This punch is older than this workspace accepts, so it was not applied.',
  'kiosk.punch.selfie_required':
    'This workspace needs a photo with every kiosk punch, and this one had none.',

  // Workspaces, members, invitations, clients
  add_workspace_error: 'The workspace could not be created. Check its name and time zone.',
  workspace_name_error: 'Enter a name for the workspace.',
  workspace_nickname_empty: 'A nickname cannot be empty.',
  workspace_not_found: 'This workspace does not exist, or you are not a member of it.',
  member_not_found: 'This member is not in the workspace.',
  client_not_found: 'This client does not exist.',
  client_name_empty: 'A client needs a name.',
  invitation_not_found: 'This invitation is invalid, already accepted or expired.',
  profile_not_found: 'The invited person’s account could not be found.',
  conflict_user: 'This person is already a member of the workspace.',
  add_member_forbidden:
    'The workspace’s plan has no room for more members. Upgrade the plan or remove someone first.',
  'clients.messages.add_project_forbidden':
    'You do not have permission to add clients to projects.',

  // Plans, uploads, catalogue objects
  plan_feature_unavailable: 'This feature is not included in the workspace’s plan.',
  billing_disabled:
    'Billing is not set up on this server: every workspace already has every feature.',
  subscription_exists: 'The workspace already has a subscription. Change or cancel it instead.',
  subscription_not_found: 'The workspace has no such subscription. Reload the page.',
  trial_used: 'The workspace has already used its free trial.',
  price_not_found: 'That price is not offered any more. Reload the page and choose a plan again.',
  payment_method_not_found: 'That card is not on file any more. Reload the page.',
  billing_provider_failed:
    'The payment service could not be reached. Nothing was changed; try again in a moment.',
  webhook_signature_invalid: 'The payment service’s message could not be verified.',
  upload_missing: 'Choose an image to upload.',
  upload_invalid_type: 'Only JPEG, PNG and WebP images can be uploaded.',
  upload_too_large: 'The image is too large. Images may be at most 2 MB.',
  member_last_super_owner:
    'The workspace needs an active super owner. Make someone else super owner first.',
  member_role_not_allowed: 'You cannot give or change this role.',
  tag_name_empty: 'A tag needs a name.',
  tag_conflict: 'A tag with this name already exists.',
  tag_not_found: 'This tag does not exist.',
  category_name_empty: 'A category needs a name.',
  category_not_found: 'This category does not exist.',
  category_in_use:
    'Tasks or activities use this category. Choose another category for them before deleting it.',
  project_not_found: 'This project does not exist.',
  task_not_found: 'This task does not exist.',
  task_name_empty: 'A task needs a name.',
  currency_invalid: 'Choose a valid currency.',
  time_modification_not_allowed:
    'This workspace does not allow changing past time directly. File a request instead.',
  delete_window_passed:
    'Entries can only be deleted within a minute of ending. File a request instead.',
  workspace_time_required: 'Clock in first: this workspace records activities during work time.',

  // Projects and tasks
  'projects.messages.create_project_error': 'Enter a project name.',
  'projects.messages.conflict_project': 'A project with this name already exists.',
  'projects.messages.conflict_member': 'This person is already a member of the project.',
  'projects.messages.add_member_forbidden': 'You cannot add members to this project.',
  'projects.messages.member_not_found': 'This person is not a member of the project.',
  'projects.messages.delete_client_internal':
    'The client could not be removed from the project. Try again later.',
  'tasks.messages.contains_timestamps':
    'Time has been recorded on this task, so it cannot be deleted. Archive it instead.',

  // Workspace time and breaks
  already_clocked_in: 'You are already clocked in.',
  start_break_failed: 'You cannot start a break: you are not clocked in, or already on a break.',
  member_start_break_failed:
    'The break cannot start: the member is not clocked in, or already on a break.',
  member_already_clocked_in: 'The member is already clocked in.',
  open_break_not_found: 'No break is running.',
  open_time_not_found: 'You are not clocked in.',
  member_open_time_not_found: 'The member is not clocked in.',
  not_found: 'This work time does not exist.',
  break_not_found: 'This break does not exist.',
  update_failed: 'The work time could not be saved. Try again.',
  delete_failed: 'The work time could not be deleted. Try again.',
  break_update_failed: 'The break could not be saved. Try again.',
  update_conflict: 'The work time would overlap another one, or leave a break outside it.',
  break_update_conflict: 'The break would overlap another break, or fall outside its work time.',
  break_add_conflict: 'The break would overlap another break, or fall outside its work time.',
  add_conflict: 'The work time would overlap another one.',

  // Activities
  details_invalid:
    'Some required details are missing, or the start time is not allowed. Check the activity.',
  update_invalid:
    'The times are not valid: an activity ends after it starts, and not in the future.',
  past_activity_invalid:
    'The times are not valid: a past activity ends after it starts, and not in the future.',
  stop_bad_request: 'An activity must run at least one second.',
  invalid_details: 'Some details of the activity are not valid.',
  activity_conflict: 'The activity would overlap another one of yours.',
  activity_not_found: 'This activity does not exist.',
  timestamp_stopped: 'This activity was already stopped.',
  update_deleted: 'This activity was deleted.',
  timestamp_deleted_already: 'This activity is already deleted.',

  // Requests
  activity_conflict_or_pending:
    'The activity would overlap another one, or already has a request waiting for review.',
  add_break_conflict: 'The break would overlap another break, or fall outside its work time.',
  workspace_time_conflict:
    'The work time would overlap another one, or already has a request waiting for review.',
  workspace_time_not_found: 'This work time does not exist.',
  break_time_not_found: 'This break does not exist.',
  review_activity_conflict:
    'The request cannot be approved: the activity would overlap another one.',
  review_workspace_time_conflict:
    'The request cannot be approved: the work time would overlap another one.',
  review_break_conflict:
    'The request cannot be approved: the break would overlap another break or fall outside its work time.',
  review_activity_not_found: 'This request is no longer waiting for review.',
  review_workspace_time_not_found: 'This request is no longer waiting for review.',
  review_break_not_found: 'This request is no longer waiting for review.',
  delete_not_found: 'This request does not exist.',
  delete_invalid: 'This deletion request is not valid. A running activity must be stopped first.',
  delete_something_wrong: 'This request has already been reviewed and can no longer be withdrawn.',
  period_sealed:
    'This time is in a sealed payroll period and can no longer change. An owner can reopen the period.',
  seal_not_found: 'This sealed period does not exist.',
  seal_conflict: 'Part of this period is already sealed.',
  seal_already_reopened: 'This period has already been reopened.',
  sso_provider_disabled: 'Signing in with this provider is not set up on this Punchcard.',
  sso_failed: 'The sign-in could not be completed. Please start again from the sign-in page.',
  sso_email_unverified:
    'The provider has not verified this e-mail address, so it cannot be used here.',
  sso_email_taken:
    'This e-mail address already belongs to another Punchcard account. Sign in to that account and link the provider from its settings.',
  sso_identity_taken: 'This provider account is already linked to another Punchcard account.',
  sso_already_linked: 'This provider is already linked to your account.',
  sso_not_linked: 'This provider is not linked to your account.',
  sso_last_sign_in_method:
    'This is your only way to sign in. Set a password or link another provider first.',
  password_already_set: 'Your account already has a password. Change it under security instead.',
  sso_required: 'Your workspace requires signing in with its company provider.',
  slack_not_configured: 'Slack is not set up on this Punchcard.',
  slack_not_connected: 'This workspace is not connected to Slack.',
  slack_team_taken: 'This Slack workspace is already connected to another Punchcard workspace.',
  slack_failed: 'Slack could not be reached or refused the request. Nothing was changed.',
  slack_signature_invalid: 'The request could not be verified as coming from Slack.',
  slack_link_invalid:
    'This Slack link is unknown, already used or expired. Run the command in Slack again.',
};

export const errors: Namespace<typeof en> = { en, ja };

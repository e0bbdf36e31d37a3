import { SessionEntity } from '#src/auth/session.entity.js';
import { PasswordResetEntity } from '#src/modules/accounts/password-reset.entity.js';
import { SignupVerificationEntity } from '#src/modules/accounts/signup-verification.entity.js';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceMemberEntity } from '#src/modules/members/workspace-member.entity.js';
import { PermissionEntity } from '#src/modules/permissions/permission.entity.js';
import { WorkspacePermissionEntity } from '#src/modules/permissions/workspace-permission.entity.js';
import { TimestampSettingsEntity } from '#src/modules/workspaces/timestamp-settings.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';
import { RecentActionEntity } from '#src/modules/workspaces/recent-action.entity.js';
import { InvitationEntity } from '#src/modules/invitations/invitation.entity.js';
import { ClientEntity } from '#src/modules/clients/client.entity.js';
import { TagEntity } from '#src/modules/tags/tag.entity.js';
import { CategoryEntity } from '#src/modules/categories/category.entity.js';
import { ProjectEntity } from '#src/modules/projects/project.entity.js';
import { ProjectMemberEntity } from '#src/modules/projects/project-member.entity.js';
import { ProjectClientEntity } from '#src/modules/projects/project-client.entity.js';
import { TaskEntity } from '#src/modules/tasks/task.entity.js';
import { WorkspaceTimeEntity } from '#src/modules/workspace-times/workspace-time.entity.js';
import { BreakEntity } from '#src/modules/breaks/break.entity.js';
import { ActivityEntity, ActivityTagEntity } from '#src/modules/activities/activity.entity.js';
import { IdempotencyKeyEntity } from '#src/modules/idempotency/idempotency-key.entity.js';
import {
  TaskAssigneeEntity,
  TaskFavoriteEntity,
  TaskTagEntity,
} from '#src/modules/tasks/task-links.entity.js';
import { TimeRequestEntity } from '#src/modules/requests/time-request.entity.js';
import { ThrottleCounterEntity } from '#src/common/throttling/throttle-counter.entity.js';
import { JobRunEntity } from '#src/common/jobs/job-run.entity.js';
import { KioskEntity } from '#src/modules/kiosks/kiosk.entity.js';
import {
  KioskBadgeEntity,
  KioskCardEnrolmentEntity,
  KioskCardEntity,
  KioskCredentialKeyEntity,
} from '#src/modules/kiosk-credentials/kiosk-credentials.entity.js';
import { AccountPinEntity } from '#src/modules/kiosk-identity/account-pin.entity.js';
import { PinResetEntity } from '#src/modules/kiosk-identity/pin-reset.entity.js';
import { KioskIdentifyFailureEntity } from '#src/modules/kiosk-identity/kiosk-identify-failure.entity.js';
import { KioskPunchEntity } from '#src/modules/kiosk-punches/kiosk-punch.entity.js';
import { SelfieEntity } from '#src/modules/kiosk-punches/selfie.entity.js';
import { FeedbackEntryEntity } from '#src/modules/feedback/feedback-entry.entity.js';
import { SupportRequestEntity } from '#src/modules/feedback/support-request.entity.js';
import { WorkScheduleEntity } from '#src/modules/schedules/work-schedule.entity.js';
import { WorkScheduleDayEntity } from '#src/modules/schedules/work-schedule-day.entity.js';
import { PayrollSealEntity } from '#src/modules/seals/payroll-seal.entity.js';
import { BillingChangeEntity } from '#src/modules/billing/billing-change.entity.js';
import { BillingCustomerEntity } from '#src/modules/billing/billing-customer.entity.js';
import { BillingSubscriptionEntity } from '#src/modules/billing/billing-subscription.entity.js';
import { BillingWebhookEventEntity } from '#src/modules/billing/billing-webhook-event.entity.js';
import { SlackIntegrationEntity } from '#src/modules/slack/slack-integration.entity.js';
import { SlackUserLinkEntity } from '#src/modules/slack/slack-user-link.entity.js';
import { SlackLinkTokenEntity } from '#src/modules/slack/slack-link-token.entity.js';
import { SlackCommandReceiptEntity } from '#src/modules/slack/slack-command-receipt.entity.js';
import { SsoLinkEntity } from '#src/modules/sso-links/sso-link.entity.js';

/** Every entity of the schema; the migration drift check compares exactly these. */
export const ENTITIES = [
  UserEntity,
  SignupVerificationEntity,
  PasswordResetEntity,
  SessionEntity,
  WorkspaceEntity,
  TimestampSettingsEntity,
  WorkspaceMemberEntity,
  PermissionEntity,
  WorkspacePermissionEntity,
  RecentActionEntity,
  InvitationEntity,
  ClientEntity,
  TagEntity,
  CategoryEntity,
  ProjectEntity,
  ProjectMemberEntity,
  ProjectClientEntity,
  TaskEntity,
  TaskAssigneeEntity,
  TaskTagEntity,
  TaskFavoriteEntity,
  WorkspaceTimeEntity,
  BreakEntity,
  ActivityEntity,
  ActivityTagEntity,
  IdempotencyKeyEntity,
  TimeRequestEntity,
  ThrottleCounterEntity,
  JobRunEntity,
  KioskEntity,
  KioskCredentialKeyEntity,
  KioskBadgeEntity,
  KioskCardEntity,
  KioskCardEnrolmentEntity,
  AccountPinEntity,
  PinResetEntity,
  KioskIdentifyFailureEntity,
  KioskPunchEntity,
  SelfieEntity,
  FeedbackEntryEntity,
  SupportRequestEntity,
  WorkScheduleEntity,
  WorkScheduleDayEntity,
  PayrollSealEntity,
  BillingCustomerEntity,
  BillingSubscriptionEntity,
  BillingChangeEntity,
  BillingWebhookEventEntity,
  SlackIntegrationEntity,
  SlackUserLinkEntity,
  SlackLinkTokenEntity,
  SlackCommandReceiptEntity,
  SsoLinkEntity,
];

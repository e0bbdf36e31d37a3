import { ACTIVITIES_ROWS } from './activities.matrix.js';
import { ACTIVITY_REQUESTS_ROWS } from './activity-requests.matrix.js';
import { BILLING_ROWS } from './billing.matrix.js';
import { BILLING_TEST_ROWS } from './billing-test.matrix.js';
import { BILLING_WEBHOOKS_ROWS } from './billing-webhooks.matrix.js';
import { BREAKS_ROWS } from './breaks.matrix.js';
import { CATEGORIES_ROWS } from './categories.matrix.js';
import { CLIENT_ERRORS_ROWS } from './client-errors.matrix.js';
import { CLIENTS_ROWS } from './clients.matrix.js';
import { CORE_ROWS } from './core.matrix.js';
import { FEEDBACK_ROWS } from './feedback.matrix.js';
import { INVITATIONS_ROWS } from './invitations.matrix.js';
import { KIOSK_IDENTITY_ROWS } from './kiosk-identity.matrix.js';
import { KIOSKS_ROWS } from './kiosks.matrix.js';
import { KIOSK_PUNCHES_ROWS } from './kiosk-punches.matrix.js';
import { KIOSK_CREDENTIALS_ROWS } from './kiosk-credentials.matrix.js';
import { KIOSK_BADGE_DOCUMENTS_ROWS } from './kiosk-badge-documents.matrix.js';
import type { MatrixRow } from './matrix.js';
import { MEMBERS_ROWS } from './members.matrix.js';
import { MEMBER_REPORTS_ROWS } from './member-reports.matrix.js';
import { PROJECTS_ROWS } from './projects.matrix.js';
import { PROJECT_REPORTS_ROWS } from './project-reports.matrix.js';
import { REPORTS_ROWS } from './reports.matrix.js';
import { REPORTS_ADMIN_ROWS } from './reports-admin.matrix.js';
import { REQUEST_READS_ROWS } from './request-reads.matrix.js';
import { SEARCH_ROWS } from './search.matrix.js';
import { SETTINGS_ROWS } from './settings.matrix.js';
import { SLACK_ROWS } from './slack.matrix.js';
import { SSO_ROWS } from './sso.matrix.js';
import { TAGS_ROWS } from './tags.matrix.js';
import { TASKS_ROWS } from './tasks.matrix.js';
import { WORKSPACE_REQUESTS_ROWS } from './workspace-requests.matrix.js';
import { WORKSPACE_TIMES_ROWS } from './workspace-times.matrix.js';

/** Every route's row. The matrix spec fails when a documented route has none. */
export const MATRIX: MatrixRow[] = [
  ...CORE_ROWS,
  ...CLIENT_ERRORS_ROWS,
  ...FEEDBACK_ROWS,
  ...MEMBERS_ROWS,
  ...INVITATIONS_ROWS,
  ...CLIENTS_ROWS,
  ...TAGS_ROWS,
  ...CATEGORIES_ROWS,
  ...PROJECTS_ROWS,
  ...TASKS_ROWS,
  ...SETTINGS_ROWS,
  ...SEARCH_ROWS,
  ...WORKSPACE_TIMES_ROWS,
  ...BREAKS_ROWS,
  ...ACTIVITIES_ROWS,
  ...WORKSPACE_REQUESTS_ROWS,
  ...ACTIVITY_REQUESTS_ROWS,
  ...REQUEST_READS_ROWS,
  ...KIOSKS_ROWS,
  ...KIOSK_PUNCHES_ROWS,
  ...KIOSK_CREDENTIALS_ROWS,
  ...KIOSK_BADGE_DOCUMENTS_ROWS,
  ...KIOSK_IDENTITY_ROWS,
  ...MEMBER_REPORTS_ROWS,
  ...REPORTS_ADMIN_ROWS,
  ...REPORTS_ROWS,
  ...PROJECT_REPORTS_ROWS,
  ...BILLING_ROWS,
  ...BILLING_TEST_ROWS,
  ...BILLING_WEBHOOKS_ROWS,
  ...SSO_ROWS,
  ...SLACK_ROWS,
];

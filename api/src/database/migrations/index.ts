import { InitialSchema1795295552510 } from './1795295552510-initial-schema.js';

import { WorkspaceCatalog1795296971605 } from './1795296971605-workspace-catalog.js';

import { TimeTracking1795298809037 } from './1795298809037-time-tracking.js';

import { TimeRequests1795303019268 } from './1795303019268-time-requests.js';

import { ScaleOut1795624439936 } from './1795624439936-scale-out.js';

import { ReadIndexes1795625000000 } from './1795625000000-read-indexes.js';

import { GrantInvalidation1795625200000 } from './1795625200000-grant-invalidation.js';

import { Kiosks1795625500000 } from './1795625500000-kiosks.js';
import { KioskIdentity1795625600000 } from './1795625600000-kiosk-identity.js';
import { KioskCredentials1795625700000 } from './1795625700000-kiosk-credentials.js';

import { KioskPunches1795625800000 } from './1795625800000-kiosk-punches.js';
import { KioskMaxPunchAge1795625900000 } from './1795625900000-kiosk-max-punch-age.js';

import { Feedback1795682682311 } from './1795682682311-feedback.js';
import { Reports1795695715160 } from './1795695715160-reports.js';
import { PayrollSealGuards1795696000000 } from './1795696000000-payroll-seal-guards.js';
import { MemberDays1795697000000 } from './1795697000000-member-days.js';
import { Billing1795698000000 } from './1795698000000-billing.js';
import { BillingTestProvider1795698100000 } from './1795698100000-billing-test-provider.js';
import { BillingWebhooks1795698200000 } from './1795698200000-billing-webhooks.js';
import { Slack1795699100000 } from './1795699100000-slack.js';
import { OpenActivities1795699200000 } from './1795699200000-open-activities.js';
import { MemberMonths1795699300000 } from './1795699300000-member-months.js';
import { Sso1795699000000 } from './1795699000000-sso.js';

/** Every migration, oldest first. */
export const MIGRATIONS = [
  InitialSchema1795295552510,
  WorkspaceCatalog1795296971605,
  TimeTracking1795298809037,
  TimeRequests1795303019268,
  ScaleOut1795624439936,
  ReadIndexes1795625000000,
  GrantInvalidation1795625200000,
  Kiosks1795625500000,
  KioskIdentity1795625600000,
  KioskCredentials1795625700000,
  KioskPunches1795625800000,
  KioskMaxPunchAge1795625900000,
  Feedback1795682682311,
  Reports1795695715160,
  PayrollSealGuards1795696000000,
  MemberDays1795697000000,
  Billing1795698000000,
  BillingTestProvider1795698100000,
  BillingWebhooks1795698200000,
  Sso1795699000000,
  Slack1795699100000,
  OpenActivities1795699200000,
  MemberMonths1795699300000,
];

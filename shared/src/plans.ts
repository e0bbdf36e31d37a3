/** Subscription plans and what each unlocks (projects-billing-spec section 6). */
export const Plan = { Free: 'FREE', Lite: 'LITE', Basic: 'BASIC', Business: 'BUSINESS' } as const;
export type Plan = (typeof Plan)[keyof typeof Plan];
export const PLANS: readonly Plan[] = Object.values(Plan);

export const PlanFeature = {
  AttendanceReport: 'attendance_report',
  Integrations: 'integrations',
  GuestRole: 'guest_role',
  MemberRate: 'member_rate',
  Permissions: 'permissions',
  PrivateProjects: 'private_projects',
  PomodoroSettings: 'pomodoro_settings',
  ProjectReport: 'project_report',
  Roles: 'roles',
  RequiredFields: 'required_fields',
  LocationAndMetadata: 'location_and_metadata',
} as const;
export type PlanFeature = (typeof PlanFeature)[keyof typeof PlanFeature];

export interface PlanLimits {
  readonly features: ReadonlySet<PlanFeature>;
  /** Days of history a read may see; `null` keeps everything. */
  readonly retentionDays: number | null;
  /** Members a workspace may hold; `null` is unlimited. */
  readonly memberLimit: number | null;
}

const F = PlanFeature;
const LITE_FEATURES: PlanFeature[] = [
  F.Integrations,
  F.Permissions,
  F.PrivateProjects,
  F.ProjectReport,
  F.Roles,
  F.LocationAndMetadata,
];
const FULL_FEATURES: PlanFeature[] = Object.values(PlanFeature);

/**
 * How the install bills (the BILLING setting, or `stripe` when STRIPE_SECRET_KEY is set). `none`,
 * the self-hosted default, sells nothing, so no plan may hold anything back: every workspace has
 * every feature, no member limit and keeps all its history whatever plan it stores. With billing
 * on (`test`, the built-in test-mode provider, or `stripe`) the plan table applies.
 */
export const BillingMode = { None: 'none', Test: 'test', Stripe: 'stripe' } as const;
export type BillingMode = (typeof BillingMode)[keyof typeof BillingMode];
export const BILLING_MODES: readonly BillingMode[] = Object.values(BillingMode);

export function parseBillingMode(value: string): BillingMode | undefined {
  const lower = value.trim().toLowerCase();
  return BILLING_MODES.find((mode) => mode === lower);
}

/** The spec's plan table, as it applies when billing is on. */
export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  FREE: { features: new Set(), retentionDays: 35, memberLimit: 5 },
  LITE: { features: new Set(LITE_FEATURES), retentionDays: null, memberLimit: null },
  BASIC: { features: new Set(FULL_FEATURES), retentionDays: null, memberLimit: null },
  BUSINESS: { features: new Set(FULL_FEATURES), retentionDays: null, memberLimit: null },
};

/**
 * Upper-cases ASCII only: full Unicode case mapping would turn 'ſ' into 'S' and 'ı' into 'I', so
 * look-alike names would match real codes.
 */
export function asciiUpper(value: string): string {
  return value.trim().replace(/[a-z]/g, (c) => c.toUpperCase());
}

/** An unknown or missing plan falls back to FREE. */
export function parsePlan(value: string | null | undefined): Plan {
  const upper = asciiUpper(value ?? '');
  return PLANS.find((plan) => plan === upper) ?? Plan.Free;
}

/** What any plan is worth without billing: everything. */
const UNBILLED: PlanLimits = {
  features: new Set(FULL_FEATURES),
  retentionDays: null,
  memberLimit: null,
};

/**
 * What a workspace's stored plan allows under the install's billing mode. Every plan rule (API and
 * web app) goes through here, so billing off can never purge, cap or gate anything.
 */
export function planLimits(plan: string | null | undefined, billing: BillingMode): PlanLimits {
  return billing === BillingMode.None ? UNBILLED : PLAN_LIMITS[parsePlan(plan)];
}

export function planHasFeature(
  plan: string | null | undefined,
  feature: PlanFeature,
  billing: BillingMode,
): boolean {
  return planLimits(plan, billing).features.has(feature);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The oldest moment a plan still shows: time before it is invisible to every read and purged
 * daily. `null` when the plan keeps everything.
 */
export function retentionCutoff(
  plan: string | null | undefined,
  now: Date,
  billing: BillingMode,
): Date | null {
  const days = planLimits(plan, billing).retentionDays;
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/** Plans that forget old entries under `billing`, with how many days they keep. */
export function plansWithRetention(billing: BillingMode): { plan: Plan; days: number }[] {
  return PLANS.flatMap((plan) => {
    const days = planLimits(plan, billing).retentionDays;
    return days === null ? [] : [{ plan, days }];
  });
}

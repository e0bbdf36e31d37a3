import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A workspace and its settings (time-tracking-spec section 3 defaults). */
@Entity('workspaces')
@Check('workspaces_name_check', 'char_length(btrim("name")) BETWEEN 1 AND 100')
@Check('workspaces_plan_check', `"plan" IN ('FREE', 'LITE', 'BASIC', 'BUSINESS')`)
@Check('workspaces_currency_check', `"currency" ~ '^[A-Z]{3}$'`)
@Check('workspaces_week_start_check', '"week_start" BETWEEN 1 AND 7')
@Check('workspaces_kiosk_max_punch_age_days_check', '"kiosk_max_punch_age_days" BETWEEN 1 AND 31')
@Check(
  'workspaces_project_report_visibility_check',
  `"project_report_visibility" IN ('DETAILS', 'PERSONAL', 'SUMMARY')`,
)
export class WorkspaceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  avatar: string | null;

  @Column('text', { nullable: true })
  address: string | null;

  @Column('text', { default: 'USD' })
  currency: string;

  @Column('text', { default: 'FREE' })
  plan: string;

  /** IANA zone that day boundaries and reports use. */
  @Column('text', { default: 'UTC' })
  timeZone: string;

  @Column('boolean', { default: false })
  isTrialStarted: boolean;

  @Column('boolean', { default: true })
  isTimeRequired: boolean;

  @Column('boolean', { default: false })
  isApprovalRequired: boolean;

  /** Members sign in only through the company's OpenID provider (sso module). */
  @Column('boolean', { default: false })
  isOidcRequired: boolean;

  @Column('text', { default: 'SUMMARY' })
  projectReportVisibility: string;

  @Column('boolean', { default: false })
  isPomodoroCustomizationEnabled: boolean;

  @Column('boolean', { default: true })
  isKioskEnabled: boolean;

  @Column('boolean', { default: true })
  isPinEnabled: boolean;

  @Column('boolean', { default: true })
  isPictureEnabled: boolean;

  @Column('boolean', { default: true })
  isQrcodeEnabled: boolean;

  @Column('boolean', { default: true })
  isNfcEnabled: boolean;

  /** Days back a kiosk punch may be dated when it arrives; older ones are refused as too old. */
  @Column('integer', { default: 7 })
  kioskMaxPunchAgeDays: number;

  /** ISO weekday reports start weeks on: 1 Monday .. 7 Sunday. */
  @Column('smallint', { default: 1 })
  weekStart: number;

  /** Who created it; kept as a plain id because users are never hard-deleted. */
  @Column('uuid')
  createdBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}

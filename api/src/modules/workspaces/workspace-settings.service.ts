import { Injectable } from '@nestjs/common';
import {
  asciiUpper,
  BillingMode,
  defaultPermissionGrants,
  ErrorKey,
  type Plan,
  PlanFeature,
  type ProjectReportVisibility,
  RECENT_ACTIONS_LIMIT,
  type RecentAction,
  REQUIRED_FIELD_SETTINGS,
  Role,
  sameRole,
  toUnixSeconds,
  type Workspace,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import {
  badRequest,
  conflict,
  forbidden,
  preconditionFailed,
} from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { PermissionsRepository } from '#src/modules/permissions/index.js';
import { UploadsService } from '#src/modules/uploads/index.js';
import { RecentActionsRepository } from './recent-actions.repository.js';
import type {
  KioskSettingsPatchDto,
  TimestampSettingsPatchDto,
  WorkspaceProfileDto,
} from './workspace-settings.dto.js';
import { WorkspacesRepository, type TimestampSettingsChange } from './workspaces.repository.js';
import { isTimeZone, WorkspacesService } from './workspaces.service.js';

/** ISO 4217 codes as the runtime's ICU knows them. */
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** The wire name of each required-field flag, as the timestamp_settings column. */
const REQUIRED_FIELD_COLUMNS: Record<
  (typeof REQUIRED_FIELD_SETTINGS)[number],
  keyof TimestampSettingsChange
> = {
  is_description_required: 'isDescriptionRequired',
  is_project_required: 'isProjectRequired',
  is_category_required: 'isCategoryRequired',
  is_tag_required: 'isTagRequired',
};

function requiredFieldsOff(): TimestampSettingsChange {
  return Object.fromEntries(
    REQUIRED_FIELD_SETTINGS.map((flag) => [REQUIRED_FIELD_COLUMNS[flag], false]),
  );
}

/**
 * The active workspace's settings. Route guards check MANAGE_WORKSPACE_SETTINGS; this adds the
 * plan gates and answers the updated Workspace shape.
 */
@Injectable()
export class WorkspaceSettingsService {
  constructor(
    private readonly plans: PlanRules,
    private readonly workspaces: WorkspacesRepository,
    private readonly recentActions: RecentActionsRepository,
    private readonly describer: WorkspacesService,
    private readonly uploads: UploadsService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly permissions: PermissionsRepository,
  ) {}

  /** Stores the new image first, so a failed upload leaves the old avatar in place. */
  async setAvatar(access: WorkspaceAccess, file: Express.Multer.File | undefined) {
    const url = await this.uploads.saveImage(file);
    let previous: string | null;
    try {
      previous = await this.workspaces.replaceAvatar(access.workspace.id, url);
    } catch (error) {
      await this.uploads.remove(url);
      throw error;
    }
    await this.uploads.remove(previous);
    return this.describe(access);
  }

  async setProjectVisibility(access: WorkspaceAccess, visibility: ProjectReportVisibility) {
    await this.workspaces.updateSettings(access.workspace.id, {
      projectReportVisibility: visibility,
    });
    return this.describe(access);
  }

  async setTimeRequired(access: WorkspaceAccess, isRequired: boolean) {
    await this.workspaces.updateSettings(access.workspace.id, { isTimeRequired: isRequired });
    return this.describe(access);
  }

  /** The flag comes from the path: exactly `true` or `false`. */
  async setApprovalRequired(access: WorkspaceAccess, flag: string) {
    if (flag !== 'true' && flag !== 'false') {
      throw badRequest(ErrorKey.BadRequest, 'The path ends in true or false.');
    }
    const isRequired = flag === 'true';
    await this.workspaces.updateSettings(access.workspace.id, { isApprovalRequired: isRequired });
    return this.describe(access);
  }

  /** The sso module decides who may set it and when (PATCH /v1/workspaces/sso-requirement). */
  async setOidcRequired(access: WorkspaceAccess, isRequired: boolean): Promise<void> {
    await this.workspaces.updateSettings(access.workspace.id, { isOidcRequired: isRequired });
  }

  async setKioskSettings(access: WorkspaceAccess, dto: KioskSettingsPatchDto) {
    await this.workspaces.updateSettings(access.workspace.id, {
      ...(dto.is_kiosk_enabled !== undefined && { isKioskEnabled: dto.is_kiosk_enabled }),
      ...(dto.is_pin_enabled !== undefined && { isPinEnabled: dto.is_pin_enabled }),
      ...(dto.is_picture_enabled !== undefined && { isPictureEnabled: dto.is_picture_enabled }),
      ...(dto.is_qrcode_enabled !== undefined && { isQrcodeEnabled: dto.is_qrcode_enabled }),
      ...(dto.is_nfc_enabled !== undefined && { isNfcEnabled: dto.is_nfc_enabled }),
      ...(dto.kiosk_max_punch_age_days !== undefined && {
        kioskMaxPunchAgeDays: dto.kiosk_max_punch_age_days,
      }),
    });
    return this.describe(access);
  }

  /** Turning customisation on needs the plan's feature; turning it off is always allowed. */
  async setPomodoroCustomization(access: WorkspaceAccess, enabled: boolean) {
    if (enabled && !this.plans.has(access.workspace.plan, PlanFeature.PomodoroSettings)) {
      throw forbidden(
        ErrorKey.PlanFeatureUnavailable,
        'Pomodoro customisation needs the BASIC plan or above.',
      );
    }
    await this.workspaces.updateSettings(access.workspace.id, {
      isPomodoroCustomizationEnabled: enabled,
    });
    return this.describe(access);
  }

  /**
   * The administrator's plan switch: without billing and with the test provider (a demo needs
   * it); on Stripe plans are bought, so it is refused. A plan with a member limit refuses a
   * workspace that already holds more seats; whatever the new plan lacks is switched off in the
   * same transaction, so stored settings never claim a missing feature.
   */
  async changePlan(access: WorkspaceAccess, plan: Plan) {
    if (!sameRole(access.role, Role.SuperOwner)) {
      throw forbidden(ErrorKey.Forbidden, 'Only a super owner may change the plan.');
    }
    if (this.plans.billing === BillingMode.Stripe) {
      throw conflict(ErrorKey.Conflict, 'Plans are bought through billing on this server.');
    }
    const id = access.workspace.id;
    await this.transactions.run(async (tx) => {
      await this.workspaces.lockForUpdate(id, tx);
      const limit = this.plans.limits(plan).memberLimit;
      const seats = limit === null ? 0 : await this.workspaces.countSeats(id, tx);
      if (limit !== null && seats > limit) {
        throw preconditionFailed(
          ErrorKey.AddMemberForbidden,
          `The ${plan} plan allows ${limit} members; this workspace has ${seats} active or pending.`,
        );
      }
      await this.applyPlan(id, plan, tx);
    });
    return this.describe(access);
  }

  /**
   * Stores the plan and switches off whatever it lacks, inside the caller's transaction (which
   * holds the workspace row locked). Billing calls it when a subscription's status moves the plan;
   * it never refuses, since a lapsed payment cannot be declined by the member limit.
   */
  async applyPlan(id: string, plan: Plan, tx: Tx): Promise<void> {
    await this.workspaces.updateSettings(id, { plan }, tx);
    await this.switchOffMissingFeatures(tx, id, plan);
  }

  async changeCurrency(access: WorkspaceAccess, raw: string) {
    const currency = asciiUpper(raw);
    if (!CURRENCIES.has(currency)) {
      throw badRequest(ErrorKey.CurrencyInvalid, `"${raw}" is not an ISO 4217 currency code.`);
    }
    await this.workspaces.updateSettings(access.workspace.id, { currency });
    return this.describe(access);
  }

  /** Partial: only the fields sent change; a blank address clears it. */
  async setProfile(access: WorkspaceAccess, dto: WorkspaceProfileDto) {
    const timeZone = dto.time_zone?.trim();
    if (timeZone !== undefined && !isTimeZone(timeZone)) {
      throw badRequest(ErrorKey.BadRequest, `"${timeZone}" is not an IANA time zone.`);
    }
    const address = dto.address === undefined ? undefined : dto.address?.trim() || null;
    await this.workspaces.updateSettings(access.workspace.id, {
      ...(address !== undefined && { address }),
      ...(timeZone !== undefined && { timeZone }),
    });
    return this.describe(access);
  }

  /** Partial; without the required-fields feature its four flags are saved false (spec 4). */
  async setTimestampSettings(access: WorkspaceAccess, dto: TimestampSettingsPatchDto) {
    const change: TimestampSettingsChange = {
      ...(dto.is_permission_required !== undefined && {
        isPermissionRequired: dto.is_permission_required,
      }),
      ...(dto.is_approval_required !== undefined && {
        isApprovalRequired: dto.is_approval_required,
      }),
      ...(dto.is_time_modification_allowed !== undefined && {
        isTimeModificationAllowed: dto.is_time_modification_allowed,
      }),
      ...(dto.is_detail_modification_allowed !== undefined && {
        isDetailModificationAllowed: dto.is_detail_modification_allowed,
      }),
      ...(dto.is_description_required !== undefined && {
        isDescriptionRequired: dto.is_description_required,
      }),
      ...(dto.is_project_required !== undefined && {
        isProjectRequired: dto.is_project_required,
      }),
      ...(dto.is_category_required !== undefined && {
        isCategoryRequired: dto.is_category_required,
      }),
      ...(dto.is_task_required !== undefined && { isTaskRequired: dto.is_task_required }),
      ...(dto.is_tag_required !== undefined && { isTagRequired: dto.is_tag_required }),
    };
    const forced = this.plans.has(access.workspace.plan, PlanFeature.RequiredFields)
      ? {}
      : requiredFieldsOff();
    await this.workspaces.updateTimestampSettings(access.workspace.id, { ...change, ...forced });
    return this.describe(access);
  }

  async listRecentActions(access: WorkspaceAccess): Promise<RecentAction[]> {
    const rows = await this.recentActions.listForMember(
      access.workspace.id,
      access.member.idUser,
      RECENT_ACTIONS_LIMIT,
      this.plans.retentionCutoff(access.workspace.plan, this.clock.now()),
    );
    return rows.map((row) => ({
      id: row.id,
      id_project: row.idProject,
      id_task: row.idTask,
      id_category: row.idCategory,
      id_tags: row.idTags,
      description: row.description,
      used_at: toUnixSeconds(row.usedAt),
    }));
  }

  /** Ids of other members' actions (or none at all) are ignored, so nothing about them leaks. */
  async deleteRecentActions(access: WorkspaceAccess, ids: string[]): Promise<RecentAction[]> {
    await this.recentActions.deleteForMember(access.workspace.id, access.member.idUser, ids);
    return this.listRecentActions(access);
  }

  private async switchOffMissingFeatures(tx: Tx, id: string, plan: Plan): Promise<void> {
    if (!this.plans.has(plan, PlanFeature.RequiredFields)) {
      await this.workspaces.updateTimestampSettings(id, requiredFieldsOff(), tx);
    }
    if (!this.plans.has(plan, PlanFeature.PomodoroSettings)) {
      await this.workspaces.updateSettings(id, { isPomodoroCustomizationEnabled: false }, tx);
    }
    if (!this.plans.has(plan, PlanFeature.LocationAndMetadata)) {
      await this.workspaces.clearLocationToggles(id, tx);
    }
    if (!this.plans.has(plan, PlanFeature.Permissions)) {
      // Without the feature the default map applies: store it, so reads show the map that counts.
      await this.permissions.replaceForWorkspace(id, defaultPermissionGrants(), tx);
    }
  }

  private describe(access: WorkspaceAccess): Promise<Workspace> {
    return this.describer.describeFor(access.member.idUser, access.workspace.id);
  }
}

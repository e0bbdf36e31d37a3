import {
  settingsCalls,
  settingsValuesOf,
  type WorkspaceSettingsValues,
} from '@/features/workspaces/utils/settings-values';
import { toCamelCaseKeys } from '@/lib/case-keys';
import type { Workspace } from '@/lib/wire';
import { wireWorkspace } from '@/testing/wire-fixtures';

const view = (wire = wireWorkspace()) => toCamelCaseKeys(wire) as Workspace;

function withValues(
  workspace: Workspace,
  change: Partial<WorkspaceSettingsValues>,
): WorkspaceSettingsValues {
  return { ...settingsValuesOf(workspace), ...change };
}

describe('workspace settings as a form', () => {
  it('reads a new workspace as its defaults', () => {
    expect(settingsValuesOf(view())).toEqual({
      isTimeRequired: true,
      pastTimeChanges: 'direct',
      isTimeModificationAllowed: false,
      isDetailModificationAllowed: false,
      required: {
        isDescriptionRequired: false,
        isProjectRequired: false,
        isTaskRequired: false,
        isCategoryRequired: false,
        isTagRequired: false,
      },
      currency: 'USD',
    });
  });

  it('reads approval from either switch, and limits from the master switch', () => {
    const approvalInSettings = view();
    approvalInSettings.timestampSettings.isApprovalRequired = true;
    expect(settingsValuesOf(approvalInSettings).pastTimeChanges).toBe('approval');
    const limited = view();
    limited.timestampSettings.isPermissionRequired = true;
    expect(settingsValuesOf(limited).pastTimeChanges).toBe('limited');
  });

  it('makes no call when nothing changed', () => {
    const workspace = view();
    expect(settingsCalls(workspace, settingsValuesOf(workspace))).toEqual([]);
  });

  it('makes one call per kind of setting changed, in order', () => {
    const workspace = view();
    expect(
      settingsCalls(
        workspace,
        withValues(workspace, {
          isTimeRequired: false,
          pastTimeChanges: 'approval',
          currency: ' jpy ',
          required: { ...settingsValuesOf(workspace).required, isTaskRequired: true },
        }),
      ),
    ).toEqual([
      { kind: 'timeRequired', isRequired: false },
      { kind: 'approval', isRequired: true },
      { kind: 'timestampSettings', changes: { is_task_required: true } },
      { kind: 'currency', currency: 'JPY' },
    ]);
  });

  it('turns approval off in both places when members may correct time themselves', () => {
    const workspace = view();
    workspace.isApprovalRequired = true;
    workspace.timestampSettings.isApprovalRequired = true;
    workspace.timestampSettings.isPermissionRequired = true;
    expect(settingsCalls(workspace, withValues(workspace, { pastTimeChanges: 'direct' }))).toEqual([
      { kind: 'approval', isRequired: false },
      {
        kind: 'timestampSettings',
        changes: { is_approval_required: false, is_permission_required: false },
      },
    ]);
  });

  it('sends what members may change only when direct changes are limited', () => {
    const workspace = view();
    const allowed = { isTimeModificationAllowed: true, isDetailModificationAllowed: true };
    expect(settingsCalls(workspace, withValues(workspace, allowed))).toEqual([]);
    expect(
      settingsCalls(workspace, withValues(workspace, { ...allowed, pastTimeChanges: 'limited' })),
    ).toEqual([
      {
        kind: 'timestampSettings',
        changes: {
          is_permission_required: true,
          is_time_modification_allowed: true,
          is_detail_modification_allowed: true,
        },
      },
    ]);
  });

  it('never sends a required field the plan cannot keep', () => {
    const workspace = view();
    const required = { ...settingsValuesOf(workspace).required, isProjectRequired: true };
    expect(settingsCalls(workspace, withValues(workspace, { required }))).toEqual([]);
    const basic = view(wireWorkspace({ plan: 'BASIC' }));
    expect(settingsCalls(basic, withValues(basic, { required }))).toEqual([
      { kind: 'timestampSettings', changes: { is_project_required: true } },
    ]);
  });
});

import { meIn, type WorkspaceOptions } from '@/features/workspace-times/testing/fixtures';
import {
  editPolicy,
  memberEditPolicy,
  type PolicyWorkspace,
} from '@/features/workspace-times/utils/edit-policy';
import type { TimeEntry } from '@/features/workspace-times/utils/entries';
import { toCamelCaseKeys } from '@/lib/case-keys';

const policyOf = (options: WorkspaceOptions) =>
  editPolicy(toCamelCaseKeys(meIn(options).active_workspace) as PolicyWorkspace);

const NOW = 1_714_600_000;
const span = (end: number | null) => ({ id: 'x', start: NOW - 7200, end });
const time = (end: number | null) =>
  ({ kind: 'workspace_time', entry: { ...span(end), breaks: [] } }) as unknown as TimeEntry;
const activity = (end: number | null) =>
  ({ kind: 'activity', entry: span(end) }) as unknown as TimeEntry;

describe('what a member may change directly', () => {
  it('lets a member change their own time in a new FREE workspace, under the default map', () => {
    const policy = policyOf({ role: 'Member', plan: 'FREE' });
    expect(policy.canAdd('workspace_time')).toBe(true);
    expect(policy.editable(activity(NOW - 3600))).toEqual({ time: true, details: true });
    // Without the permissions feature the default map applies: members lack late deletes.
    expect(policy.canDelete(time(NOW - 3600), NOW)).toBe(false);
    expect(policy.canDelete(time(NOW - 30), NOW)).toBe(true);
  });

  it('sends members to requests on FREE too when the workspace requires approval', () => {
    const policy = policyOf({ role: 'Member', plan: 'FREE', isApprovalRequired: true });
    expect(policy.canAdd('workspace_time')).toBe(false);
    expect(policy.editable(time(NOW - 3600))).toEqual({ time: false, details: false });
    expect(policy.canRequestDelete(time(NOW - 3600))).toBe(true);
  });

  it('sends members to requests when the workspace requires approval', () => {
    const policy = policyOf({ role: 'Member', plan: 'LITE', isApprovalRequired: true });
    expect(policy.canAdd('workspace_time')).toBe(false);
    expect(policy.canAdd('activity')).toBe(false);
    expect(policy.editable(time(NOW - 3600))).toEqual({ time: false, details: false });
    expect(policy.editable(activity(NOW - 3600))).toEqual({ time: false, details: false });
    expect(policy.canDelete(time(NOW - 3600), NOW)).toBe(false);
    expect(policy.canRequestDelete(time(NOW - 3600))).toBe(true);
    expect(policy.canRestore(time(NOW - 3600))).toBe(false);
  });

  it('keeps live tracking open: a running activity stays editable and discardable', () => {
    const policy = policyOf({ role: 'Member', plan: 'LITE', isApprovalRequired: true });
    expect(policy.editable(activity(null))).toEqual({ time: true, details: true });
    expect(policy.canDelete(activity(null), NOW)).toBe(true);
    expect(policy.canRequestDelete(activity(null))).toBe(false);
    expect(policy.canDelete(time(null), NOW)).toBe(false);
  });

  it('allows undoing a stop within a minute, whatever the settings', () => {
    const policy = policyOf({ role: 'Member', plan: 'LITE', isApprovalRequired: true });
    expect(policy.canDelete(activity(NOW - 30), NOW)).toBe(true);
    expect(policy.canDelete(time(NOW - 60), NOW)).toBe(true);
    expect(policy.canDelete(time(NOW - 61), NOW)).toBe(false);
  });

  it('reads the modification switches only under the master switch', () => {
    const detailsOnly = policyOf({
      role: 'Member',
      plan: 'LITE',
      settings: { is_permission_required: true, is_detail_modification_allowed: true },
    });
    expect(detailsOnly.editable(activity(NOW - 3600))).toEqual({ time: false, details: true });
    const switchOff = policyOf({
      role: 'Member',
      plan: 'LITE',
      settings: { is_detail_modification_allowed: false },
    });
    expect(switchOff.editable(activity(NOW - 3600))).toEqual({ time: true, details: true });
  });

  it('never locks those who manage time (owners, managers)', () => {
    const policy = policyOf({ role: 'Manager', plan: 'LITE', isApprovalRequired: true });
    expect(policy.canAdd('workspace_time')).toBe(true);
    expect(policy.editable(activity(NOW - 3600))).toEqual({ time: true, details: true });
    expect(policy.canDelete(time(NOW - 3600), NOW)).toBe(true);
    expect(policy.canRestore(activity(NOW - 3600))).toBe(true);
  });

  it('needs the late-delete permission after the minute, even without approval', () => {
    const policy = policyOf({ role: 'Member', plan: 'LITE' });
    expect(policy.editable(time(NOW - 3600))).toEqual({ time: true, details: false });
    expect(policy.canDelete(time(NOW - 3600), NOW)).toBe(false);
    expect(policy.canDelete(activity(NOW - 3600), NOW)).toBe(false);
  });
});

describe("what a manager may change of another member's time", () => {
  const memberPolicyOf = (options: WorkspaceOptions) =>
    memberEditPolicy(toCamelCaseKeys(meIn(options).active_workspace) as PolicyWorkspace);

  it('lets a manager change work time and activities whatever the members may do, never by request', () => {
    const policy = memberPolicyOf({ role: 'Manager', plan: 'LITE', isApprovalRequired: true });
    expect(policy.canAdd('workspace_time')).toBe(true);
    expect(policy.canAdd('break')).toBe(true);
    // Past activities are only ever added by their owner.
    expect(policy.canAdd('activity')).toBe(false);
    expect(policy.editable(time(NOW - 3600))).toEqual({ time: true, details: false });
    expect(policy.editable(activity(NOW - 3600))).toEqual({ time: true, details: true });
    expect(policy.canDelete(time(NOW - 86_400), NOW)).toBe(true);
    expect(policy.canRestore(time(NOW - 86_400))).toBe(true);
    expect(policy.canRequestDelete(time(NOW - 3600))).toBe(false);
    expect(policy.offersRequests).toBe(false);
  });

  it('offers a member nothing of someone else', () => {
    const policy = memberPolicyOf({ role: 'Member', plan: 'FREE' });
    expect(policy.canAdd('workspace_time')).toBe(false);
    expect(policy.editable(time(NOW - 3600))).toEqual({ time: false, details: false });
    expect(policy.canDelete(activity(NOW - 30), NOW)).toBe(false);
  });
});

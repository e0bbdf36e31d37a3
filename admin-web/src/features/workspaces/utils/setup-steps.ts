// Which onboarding step to show: the address names it (`?step=`), and the server's state (is
// there a workspace this person may configure?) decides where a bare or impossible address
// resumes, so a reload never offers to create the workspace that was just made.
import { Permission } from '@punchcard/shared';

import type { Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

/** The spec's onboarding steps, in order. */
export const SETUP_STEPS = ['create-workspace', 'configure-settings', 'invite-members'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const isSetupStep = (value: string | null): value is SetupStep =>
  SETUP_STEPS.some((step) => step === value);

/**
 * Router state of a link that starts one more workspace ("Create a workspace" in the switcher),
 * where a bare /setup would otherwise resume the active one.
 */
export const NEW_WORKSPACE_STATE = { newWorkspace: true } as const;

export const startsNewWorkspace = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'newWorkspace' in state;

export interface SetupStepInput {
  /** `?step=` as given, if any. */
  requested: string | null;
  /** The active workspace (a new one becomes active), null before the first. */
  workspace: Workspace | null;
  /** The person came to start another workspace. */
  startsNew: boolean;
}

/**
 * The step to show. The later steps work on the active workspace, so without one everything
 * leads to the first step. A bare address resumes at the settings step (whose form shows what
 * was saved) of a workspace the person may configure; anyone else came to create their own.
 */
export function setupStepFor({ requested, workspace, startsNew }: SetupStepInput): SetupStep {
  if (workspace === null) return 'create-workspace';
  if (isSetupStep(requested)) return requested;
  if (startsNew) return 'create-workspace';
  return canInWorkspace(workspace, Permission.ManageWorkspaceSettings)
    ? 'configure-settings'
    : 'create-workspace';
}

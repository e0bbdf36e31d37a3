import { Role } from '@punchcard/shared';

import { setupStepFor, startsNewWorkspace } from '@/features/workspaces/utils/setup-steps';
import { toCamelCaseKeys } from '@/lib/case-keys';
import type { Workspace } from '@/lib/wire';
import { wireWorkspace } from '@/testing/wire-fixtures';

const workspaceAs = (role: Role) => toCamelCaseKeys(wireWorkspace({ role })) as Workspace;
const owned = workspaceAs(Role.SuperOwner);

describe('which onboarding step shows', () => {
  it('starts at creating a workspace without one, whatever the address asks', () => {
    for (const requested of [null, 'configure-settings', 'invite-members', 'nonsense']) {
      expect(setupStepFor({ requested, workspace: null, startsNew: false })).toBe(
        'create-workspace',
      );
    }
  });

  it('shows the step the address names for a workspace the person may configure', () => {
    expect(setupStepFor({ requested: 'invite-members', workspace: owned, startsNew: false })).toBe(
      'invite-members',
    );
    expect(
      setupStepFor({ requested: 'create-workspace', workspace: owned, startsNew: false }),
    ).toBe('create-workspace');
  });

  it('resumes a bare or unknown address at the settings of the workspace just made', () => {
    expect(setupStepFor({ requested: null, workspace: owned, startsNew: false })).toBe(
      'configure-settings',
    );
    expect(setupStepFor({ requested: 'later', workspace: owned, startsNew: false })).toBe(
      'configure-settings',
    );
  });

  it('starts another workspace when the person came for one', () => {
    expect(setupStepFor({ requested: null, workspace: owned, startsNew: true })).toBe(
      'create-workspace',
    );
  });

  it('starts a bare address at creating for someone who may not configure the workspace', () => {
    const member = workspaceAs(Role.Member);
    expect(setupStepFor({ requested: null, workspace: member, startsNew: false })).toBe(
      'create-workspace',
    );
    // Named, the step shows (read-only there, as the settings form says).
    expect(
      setupStepFor({ requested: 'configure-settings', workspace: member, startsNew: false }),
    ).toBe('configure-settings');
  });

  it('reads the router state of a link that starts a new workspace', () => {
    expect(startsNewWorkspace({ newWorkspace: true })).toBe(true);
    expect(startsNewWorkspace(null)).toBe(false);
    expect(startsNewWorkspace(undefined)).toBe(false);
    expect(startsNewWorkspace({ other: 1 })).toBe(false);
  });
});

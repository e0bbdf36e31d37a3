// The account pages' test data: the API's answers on the wire (snake_case), built on the shared
// wire fixtures, and a wait for the alerts they show.
import type { Me, Member, Preferences, Profile, Workspace } from '@punchcard/shared';
import { waitFor, within } from '@testing-library/react';

import { signedInMe, wireMe, wireWorkspace } from '@/testing/wire-fixtures';

export const WORKSPACE_ID = '2b1e7c1a-5d0e-4d6a-9f3e-0a1b2c3d4e5f';
export const USER_ID = signedInMe.user.id;

export const workspace: Workspace = wireWorkspace({
  id: WORKSPACE_ID,
  name: 'Analytical Engines',
  currency: 'GBP',
  plan: 'LITE',
  time_zone: 'Europe/London',
  role: 'Owner',
  project_report_visibility: 'DETAILS',
  permissions: [],
  member_count: 2,
});

/** Signed in, with `workspace` (overrides merged in) active. */
export const meIn = (overrides: Partial<Workspace> = {}): Me =>
  wireMe({ ...workspace, ...overrides });

/** Signed in, in no workspace yet. */
export const meWithoutWorkspace = signedInMe;

export const profile: Profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: null,
  contact_number: null,
  has_account: true,
  allow_google_sso: false,
  allow_apple_sso: false,
  finished_tutorial: true,
  has_pin: false,
};

export const ownMember: Member = {
  id_user: USER_ID,
  email: signedInMe.user.email,
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  nickname: null,
  avatar: null,
  role: 'Owner',
  status: 'ACTIVE',
  is_default: true,
  joined_at: 1_700_000_000,
  deleted_at: null,
  work_status: 'NOT_WORKING',
};

export const colleague: Member = {
  ...ownMember,
  id_user: '9a8b7c6d-0000-4111-8222-333344445555',
  email: 'charles@example.com',
  name: 'Charles Babbage',
  first_name: 'Charles',
  last_name: 'Babbage',
  role: 'Member',
  is_default: false,
};

export const preferences: Preferences = {
  is_pomodoro_enabled: false,
  pomodoro_settings: { work: 1500, short_break: 300, long_break: 900, rounds: 4 },
  is_workspace_time_location_on: false,
  is_timestamp_location_on: true,
};

export const membersPath = `/v1/workspaces/${WORKSPACE_ID}/members`;

/**
 * Waits until `within` holds an alert saying `text`. The error texts load with the first failure,
 * so an alert may stand empty for a moment.
 */
export async function expectAlert(container: HTMLElement, text: string | RegExp): Promise<void> {
  await waitFor(() => {
    expect(within(container).getByRole('alert')).toHaveTextContent(text);
  });
}

import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Workspace } from '@punchcard/shared';
import { type ReactElement, useState } from 'react';

import { catalogQueries } from '@/lib/catalog-queries';

import {
  ActivityDetailsFields,
  type ActivityDetailsValue,
  emptyActivityDetails,
  useActivityDetailsSource,
} from '@/components/activity-details-fields';
import { i18n } from '@/lib/i18n';
import { mockApi, ok } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';
import {
  catalog,
  CATEGORY_ID,
  noTimestampSettings,
  OTHER_PROJECT_ID,
  OTHER_TASK_ID,
  PROJECT_ID,
  TASK_ID,
  wireMe,
  wireWorkspace,
} from '@/testing/wire-fixtures';

// These pages load their texts and code on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

const WORKSPACE_ID = '0a1b2c3d-0000-4000-8000-000000000001';
const workspace = (overrides: Partial<Workspace> = {}): Workspace =>
  wireWorkspace({
    id: WORKSPACE_ID,
    name: 'Analytical Engines',
    time_zone: 'UTC',
    role: 'Owner',
    permissions: [],
    ...overrides,
  });

let latest: ActivityDetailsValue = emptyActivityDetails;

function Form({ initial = emptyActivityDetails, disabled = false }) {
  const [value, setValue] = useState<ActivityDetailsValue>(initial);
  latest = value;
  const source = useActivityDetailsSource();
  return (
    <ActivityDetailsFields {...source} value={value} onChange={setValue} disabled={disabled} />
  );
}

function catalogApi(active = workspace()) {
  return mockApi({
    'GET /v1/accounts/me': ok(wireMe(active)),
    'GET /v1/projects': ok(catalog.projects),
    [`GET /v1/tasks/workspace/${active.id}`]: ok([
      ...catalog.tasks,
      {
        ...catalog.tasks[0],
        id: 'archived-task',
        name: 'Old tables',
        archived_at: 1_700_000_000,
      },
    ]),
    'GET /v1/tasks/categories': ok(catalog.categories),
    'GET /v1/tags': ok(catalog.tags),
  });
}

async function open(label: string): Promise<HTMLElement> {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  return waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (list === null) throw new Error(`${label} did not open`);
    return list;
  });
}

const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ActivityDetailsFields', () => {
  jest.setTimeout(30_000);
  let restore: () => void = () => undefined;
  afterEach(async () => {
    cleanup();
    restore();
    latest = emptyActivityDetails;
    await i18n.changeLanguage('en');
  });

  /** Renders the fields, and waits for the workspace and its catalogue to arrive. */
  async function renderFields(form: ReactElement) {
    const { queryClient } = renderWithProviders(form);
    await waitFor(
      () => {
        expect(queryClient.getQueryData(catalogQueries.tags(WORKSPACE_ID).queryKey)).toBeDefined();
        expect(queryClient.isFetching()).toBe(0);
      },
      // The first render also loads the namespace's texts.
      { timeout: 10_000 },
    );
  }

  it('offers every live task by project without a project, and picking one sets its project', async () => {
    restore = catalogApi().restore;
    await renderFields(<Form />);

    const tasks = await open('Task');
    expect(optionNames(tasks)).toEqual(['Gear tables', 'Punched cards']);
    expect(within(tasks).getByText('Difference Engine')).toBeInTheDocument();
    fireEvent.click(within(tasks).getByRole('option', { name: 'Gear tables' }));

    await waitFor(() => {
      expect(latest).toMatchObject({
        idProject: PROJECT_ID,
        idTask: TASK_ID,
        // The task's category, since none was chosen.
        idCategory: CATEGORY_ID,
      });
    });
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('Difference Engine');
  });

  it("drops the task when another project is chosen, and offers that project's tasks", async () => {
    restore = catalogApi().restore;
    await renderFields(
      <Form initial={{ ...emptyActivityDetails, idProject: PROJECT_ID, idTask: TASK_ID }} />,
    );

    fireEvent.click(
      within(await open('Project')).getByRole('option', { name: 'Analytical Engine' }),
    );

    await waitFor(() => {
      expect(latest).toMatchObject({ idProject: OTHER_PROJECT_ID, idTask: null });
    });
    expect(optionNames(await open('Task'))).toEqual(['Punched cards']);
    fireEvent.click(screen.getByRole('option', { name: 'Punched cards' }));
    await waitFor(() => {
      expect(latest.idTask).toBe(OTHER_TASK_ID);
    });
  });

  it('marks what the workspace requires', async () => {
    restore = catalogApi(
      workspace({
        timestamp_settings: {
          ...noTimestampSettings,
          is_tag_required: true,
          is_task_required: true,
        },
      }),
    ).restore;
    await renderFields(<Form />);

    expect(screen.getByRole('combobox', { name: 'Task' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-required',
      'false',
    );
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveAttribute(
      'aria-required',
      'false',
    );
  });

  it('can be disabled while its form is sending', async () => {
    restore = catalogApi().restore;
    await renderFields(<Form disabled />);

    expect(screen.getByRole('combobox', { name: 'Project' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  });

  it('speaks Japanese', async () => {
    restore = catalogApi().restore;
    await i18n.changeLanguage('ja');
    renderWithProviders(<Form />);

    expect(await screen.findByRole('combobox', { name: 'プロジェクト' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'タスク' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'カテゴリ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '説明' })).toBeInTheDocument();
  });
});

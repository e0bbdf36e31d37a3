import { cleanup, fireEvent, screen, within } from '@testing-library/react';

import {
  type CategoryInUse,
  ReassignCategoryDialog,
} from '@/features/categories/components/reassign-category-dialog';
import {
  DESIGN_ID,
  design,
  RESEARCH_ID,
  research,
  support,
} from '@/features/categories/testing/category-fixtures';
import { ApiError } from '@/lib/api-client';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { i18n } from '@/lib/i18n';
import type { Category } from '@/lib/wire';
import { renderWithProviders } from '@/testing/test-utils';

const camel = (wire: unknown) => toCamelCaseKeys(wire) as Category;
const live = [design, research, support].map(camel);

function open(
  target: CategoryInUse,
  { categories = live, error = null }: { categories?: Category[]; error?: unknown } = {},
) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <ReassignCategoryDialog
      target={target}
      categories={categories}
      saving={false}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe('the reassignment dialog (DELETE_REASSIGN_CATEGORY)', () => {
  // Dialogs and comboboxes are slow in jsdom on a loaded machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['categories', 'errors']);
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  const designInUse = (tasks: number | null): CategoryInUse => ({
    category: camel(design),
    tasks,
  });

  it('says how many tasks use the category and offers every other one', async () => {
    open(designInUse(3));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Design' });
    expect(within(dialog).getByText('3 tasks use Design.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Move them to/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Research', 'Support']);
  });

  it('speaks of one task, and of activities when the count is unknown', async () => {
    open(designInUse(1));
    expect(await screen.findByText('1 task uses Design.')).toBeInTheDocument();
    cleanup();
    open(designInUse(null));
    expect(await screen.findByText('Tasks or activities use Design.')).toBeInTheDocument();
  });

  it('asks for a category before moving, then gives the one picked', async () => {
    const { onConfirm } = open(designInUse(2));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Design' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    expect(await within(dialog).findByText('Choose a category.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('combobox', { name: /Move them to/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Research' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    expect(onConfirm).toHaveBeenCalledWith(RESEARCH_ID);
    expect(onConfirm).not.toHaveBeenCalledWith(DESIGN_ID);
  });

  it('explains that another category is needed when there is none', async () => {
    const { onClose } = open(designInUse(2), { categories: [camel(design)] });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Design' });
    expect(
      within(dialog).getByText(/Design cannot be deleted while it is in use/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows why the server refused', async () => {
    open(designInUse(2), {
      error: new ApiError(404, 'category_not_found', 'No such category'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Design' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This category does not exist.',
    );
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    open(designInUse(3));
    const dialog = await screen.findByRole('dialog', { name: 'Design を削除' });
    expect(within(dialog).getByText('3 件のタスクが Design を使っています。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '移動して削除' })).toBeInTheDocument();
  });
});

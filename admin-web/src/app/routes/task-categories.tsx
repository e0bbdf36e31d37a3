import { Permission } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { CataloguePage } from '@/components/catalogue-page';
import { CategoriesSection } from '@/features/categories/components/categories-section';

/**
 * /task-categories: the kinds of work tasks and activities are sorted into, each with a colour.
 * Every member sees them; CUD_TASK_CATEGORY creates, edits, deletes and restores them.
 */
export default function TaskCategoriesRoute() {
  const { t } = useTranslation('categories');
  return (
    <CataloguePage
      text={{
        title: t('title.page'),
        lead: t('page.lead'),
        noWorkspace: t('page.noWorkspace'),
        readOnlyTitle: t('page.readOnlyTitle'),
        readOnly: t('page.readOnly'),
      }}
      manage={Permission.CudTaskCategory}
    >
      {(workspace, canManage) => (
        <CategoriesSection workspaceId={workspace.id} canManage={canManage} />
      )}
    </CataloguePage>
  );
}

import { Permission } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { CataloguePage } from '@/components/catalogue-page';
import { TagsSection } from '@/features/tags/components/tags-section';

/**
 * /tags: the labels activities and tasks carry. Every member sees them; CUD_TAGS creates, renames,
 * deletes and restores them.
 */
export default function TagsRoute() {
  const { t } = useTranslation('tags');
  return (
    <CataloguePage
      text={{
        title: t('title.page'),
        lead: t('page.lead'),
        noWorkspace: t('page.noWorkspace'),
        readOnlyTitle: t('page.readOnlyTitle'),
        readOnly: t('page.readOnly'),
      }}
      manage={Permission.CudTags}
    >
      {(workspace, canManage) => <TagsSection workspaceId={workspace.id} canManage={canManage} />}
    </CataloguePage>
  );
}

import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { DeleteWorkspaceDialog } from '@/features/workspace-settings/components/delete-workspace-dialog';
import type { Workspace } from '@/lib/wire';

/** The super owner's way out: delete the workspace (it can be restored afterwards). */
export function DeleteWorkspaceSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('workspaceSettings');
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      danger
      title={t('delete.heading')}
      description={t('delete.description', { workspace: workspace.name })}
    >
      <Group>
        <Button
          color="red"
          variant="outline"
          onClick={() => {
            setOpen(true);
          }}
        >
          {t('delete.open')}
        </Button>
      </Group>
      <DeleteWorkspaceDialog
        workspace={workspace}
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
      />
    </SettingsSection>
  );
}

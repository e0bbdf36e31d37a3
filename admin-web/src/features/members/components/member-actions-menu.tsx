import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { MemberAction } from '@/features/members/utils/member-rules';

interface MemberActionsMenuProps {
  name: string;
  actions: readonly MemberAction[];
  onAction: (action: MemberAction) => void;
}

/** The changes offered for one member; absent when none is (never a menu of disabled items). */
export function MemberActionsMenu({ name, actions, onAction }: MemberActionsMenuProps) {
  const { t } = useTranslation('members');
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" aria-label={t('actions.menuFor', { name })}>
          {t('actions.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            // Deleting is the one change that cannot be undone by its twin at once.
            color={action === 'remove' ? 'red.8' : undefined}
            onClick={() => {
              onAction(action);
            }}
          >
            {t(`action.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { ActionIcon, Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import {
  requestTargetOf,
  useEntryActions,
} from '@/features/workspace-times/components/entry-actions';
import {
  CoffeeIcon,
  DotsIcon,
  PencilIcon,
  RequestIcon,
  TrashIcon,
} from '@/features/workspace-times/components/icons';
import type { TimeEntry } from '@/features/workspace-times/utils/entries';
import { nowSeconds } from '@/lib/now';

/**
 * The actions on one entry: edit and delete where the workspace allows them directly, else (or
 * for what stays locked) the matching request; a work time also takes a break.
 */
export function EntryMenuItems({ target }: { target: TimeEntry }) {
  const { t } = useTranslation('timestamps');
  const { policy, edit, remove, add, request } = useEntryActions();
  const now = nowSeconds();
  const editable = policy.editable(target);
  const canEditSome = editable.time || editable.details;
  // A part the member may not change directly (or all of it) can still be asked for.
  const canEditAll = editable.time && (target.kind !== 'activity' || editable.details);
  const canDelete = policy.canDelete(target, now);

  const items: ReactElement[] = [];
  if (canEditSome) {
    items.push(
      <Menu.Item
        key="edit"
        leftSection={<PencilIcon size={16} />}
        onClick={() => {
          edit(target);
        }}
      >
        {t('actions.edit')}
      </Menu.Item>,
    );
  }
  if (!canEditAll && policy.offersRequests) {
    items.push(
      <Menu.Item
        key="request-edit"
        leftSection={<RequestIcon size={16} />}
        onClick={() => {
          request(requestTargetOf(target, 'EDIT'));
        }}
      >
        {t('actions.requestEdit')}
      </Menu.Item>,
    );
  }
  if (target.kind === 'workspace_time' && (policy.canAdd('break') || policy.offersRequests)) {
    items.push(
      <Menu.Item
        key="break"
        leftSection={<CoffeeIcon size={16} />}
        onClick={() => {
          add({ kind: 'break', workspaceTime: target.entry });
        }}
      >
        {t(policy.canAdd('break') ? 'actions.addBreak' : 'actions.requestBreak')}
      </Menu.Item>,
    );
  }
  if (canDelete) {
    items.push(
      <Menu.Divider key="divider" />,
      <Menu.Item
        key="delete"
        color="red"
        leftSection={<TrashIcon size={16} />}
        onClick={() => {
          remove(target);
        }}
      >
        {t('actions.delete')}
      </Menu.Item>,
    );
  } else if (policy.canRequestDelete(target)) {
    items.push(
      <Menu.Divider key="divider" />,
      <Menu.Item
        key="request-delete"
        leftSection={<RequestIcon size={16} />}
        onClick={() => {
          request(requestTargetOf(target, 'DELETE'));
        }}
      >
        {t('actions.requestDelete')}
      </Menu.Item>,
    );
  }
  return <>{items}</>;
}

/** A "…" button opening the entry's actions; `label` names the entry for screen readers. */
export function EntryMenu({ target, label }: { target: TimeEntry; label: string }) {
  const { t } = useTranslation('timestamps');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { entry: label })}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <EntryMenuItems target={target} />
      </Menu.Dropdown>
    </Menu>
  );
}

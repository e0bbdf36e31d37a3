import { Button, Menu } from '@mantine/core';
import { RequestKind, RequestType } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronDownIcon } from '@/components/icons';
import { BreakTargetPicker } from '@/features/requests/components/break-target-picker';
import { RequestChangeDialog } from '@/features/requests/components/request-change-dialog';
import type { ChangeTarget } from '@/lib/change-target';

/**
 * "New request": asks to add a work time, a break (inside a work time chosen first) or an
 * activity, through the request dialog.
 */
export function NewRequestMenu({ variant = 'filled' }: { variant?: 'filled' | 'light' }) {
  const { t } = useTranslation('requests');
  const [target, setTarget] = useState<ChangeTarget | null>(null);
  const [pickingBreak, setPickingBreak] = useState(false);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant={variant} rightSection={<ChevronDownIcon size={16} />}>
            {t('new.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() => {
              setTarget({ kind: RequestKind.WorkspaceTime, requestType: RequestType.Add });
            }}
          >
            {t('new.workspace_time')}
          </Menu.Item>
          <Menu.Item
            onClick={() => {
              setPickingBreak(true);
            }}
          >
            {t('new.break')}
          </Menu.Item>
          <Menu.Item
            onClick={() => {
              setTarget({ kind: RequestKind.Activity, requestType: RequestType.Add });
            }}
          >
            {t('new.activity')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {pickingBreak && (
        <BreakTargetPicker
          opened
          onClose={() => {
            setPickingBreak(false);
          }}
          onPick={(workTime) => {
            setPickingBreak(false);
            setTarget({
              kind: RequestKind.Break,
              requestType: RequestType.Add,
              idWorkspaceTime: workTime.id,
              within: { start: workTime.start, end: workTime.end },
            });
          }}
        />
      )}
      <RequestChangeDialog
        target={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </>
  );
}

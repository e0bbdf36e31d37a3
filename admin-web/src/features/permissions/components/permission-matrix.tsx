import { Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Permission, Role } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import {
  type Cell,
  cellOf,
  EDITABLE_ROLES,
  PERMISSION_GROUPS,
} from '@/features/permissions/utils/permission-grid';

interface PermissionMatrixProps {
  cells: ReadonlySet<Cell>;
  /** False shows the map as it is, every box disabled. */
  editable: boolean;
  /** A cell the caller may not change (their own access to this page). */
  locked?: Cell;
  onToggle: (cell: Cell, granted: boolean) => void;
}

/** Narrower than this, four role columns beside the explanations do not fit: the roles stack. */
const NARROW_QUERY = '(max-width: 36em)';

/**
 * Roles across, permissions down, each permission explained in plain words under its name. On a
 * phone each permission lists its roles as labelled boxes instead (no sideways scrolling).
 */
export function PermissionMatrix(props: PermissionMatrixProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  return narrow ? <PermissionList {...props} /> : <PermissionTable {...props} />;
}

/** One role's box of one permission; its name says both, wherever it stands. */
function useCellBox({ cells, editable, locked, onToggle }: PermissionMatrixProps) {
  const { t } = useTranslation('permissions');
  return (permission: Permission, role: Role, withLabel: boolean) => {
    const cell = cellOf(permission, role);
    return (
      <Checkbox
        aria-label={t('matrix.cellLabel', {
          permission: t(`permission.${permission}`),
          role: t(`role.${role}`),
        })}
        label={withLabel ? t(`role.${role}`) : undefined}
        checked={cells.has(cell)}
        disabled={!editable || cell === locked}
        onChange={(event) => {
          onToggle(cell, event.currentTarget.checked);
        }}
        styles={withLabel ? undefined : { body: { justifyContent: 'center' } }}
      />
    );
  };
}

function PermissionList(props: PermissionMatrixProps) {
  const { t } = useTranslation('permissions');
  const box = useCellBox(props);
  return (
    <Stack gap="lg">
      {PERMISSION_GROUPS.map(({ group, permissions }) => (
        <Stack key={group} gap="md">
          <Title order={3} size="h5">
            {t(`group.${group}`)}
          </Title>
          {permissions.map((permission) => (
            <Stack key={permission} gap={6}>
              <div>
                <Text size="sm" fw={500}>
                  {t(`permission.${permission}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`explain.${permission}`)}
                </Text>
              </div>
              <Group gap="md">
                {EDITABLE_ROLES.map((role) => (
                  <span key={role}>{box(permission, role, true)}</span>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function PermissionTable(props: PermissionMatrixProps) {
  const { t } = useTranslation('permissions');
  const columns = EDITABLE_ROLES.length + 1;
  const cellBox = useCellBox(props);
  const box = (permission: Permission, role: Role) => (
    <Table.Td key={role} ta="center">
      {cellBox(permission, role, false)}
    </Table.Td>
  );

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{t('matrix.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('matrix.permission')}</Table.Th>
            {EDITABLE_ROLES.map((role) => (
              <Table.Th key={role} scope="col" ta="center">
                {t(`role.${role}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {PERMISSION_GROUPS.map(({ group, permissions }) => (
          <Table.Tbody key={group}>
            <Table.Tr>
              <Table.Th scope="colgroup" colSpan={columns} bg="var(--mantine-color-default-hover)">
                {t(`group.${group}`)}
              </Table.Th>
            </Table.Tr>
            {permissions.map((permission) => (
              <Table.Tr key={permission}>
                <Table.Th scope="row" fw={400}>
                  <Text size="sm" fw={500}>
                    {t(`permission.${permission}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`explain.${permission}`)}
                  </Text>
                </Table.Th>
                {EDITABLE_ROLES.map((role) => box(permission, role))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}

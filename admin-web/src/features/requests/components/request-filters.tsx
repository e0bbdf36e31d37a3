import { Select, SimpleGrid } from '@mantine/core';
import {
  REQUEST_KINDS,
  REQUEST_STATUSES,
  RequestKind,
  type RequestStatus,
} from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

/** The kinds in the order a member thinks of them: attendance, its breaks, then activities. */
export const KINDS_IN_ORDER: readonly RequestKind[] = [
  RequestKind.WorkspaceTime,
  RequestKind.Break,
  RequestKind.Activity,
];

export interface RequestFiltersValue {
  kind: RequestKind | null;
  status: RequestStatus | null;
}

export interface RequestFiltersProps {
  value: RequestFiltersValue;
  onChange: (value: RequestFiltersValue) => void;
}

const isKind = (value: string): value is RequestKind =>
  (REQUEST_KINDS as readonly string[]).includes(value);
const isStatus = (value: string): value is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value);

/** Reads a filter from the address (`?kind=break&status=pending`); anything else is "all". */
export function filtersFromSearch(search: URLSearchParams): RequestFiltersValue {
  const kind = search.get('kind') ?? '';
  const status = search.get('status') ?? '';
  return { kind: isKind(kind) ? kind : null, status: isStatus(status) ? status : null };
}

/** Kind and status of the requests to list. */
export function RequestFilters({ value, onChange }: RequestFiltersProps) {
  const { t } = useTranslation('requests');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={560}>
      <Select
        label={t('filter.kind')}
        allowDeselect={false}
        data={[
          { value: ALL, label: t('filter.allKinds') },
          ...KINDS_IN_ORDER.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
        ]}
        value={value.kind ?? ALL}
        onChange={(kind) => {
          onChange({ ...value, kind: kind !== null && isKind(kind) ? kind : null });
        }}
      />
      <Select
        label={t('filter.status')}
        allowDeselect={false}
        data={[
          { value: ALL, label: t('filter.allStatuses') },
          ...REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        value={value.status ?? ALL}
        onChange={(status) => {
          onChange({ ...value, status: status !== null && isStatus(status) ? status : null });
        }}
      />
    </SimpleGrid>
  );
}

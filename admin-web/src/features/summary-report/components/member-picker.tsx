import { Select } from '@mantine/core';
import { MemberStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { memberPageQueries } from '@/lib/member-page-access';

interface MemberPickerProps {
  idWorkspace: string;
  /** The caller's own user id: listed first, marked "(you)". */
  idSelf: string;
  value: string;
  onChange: (idUser: string) => void;
}

/**
 * Whose summary a manager reads: every member who is not still an invitation (those have no
 * time), the caller first. Unreachable list: only the caller's own report is offered.
 */
export function MemberPicker({ idWorkspace, idSelf, value, onChange }: MemberPickerProps) {
  const { t } = useTranslation('summaryReport');
  const members = useQuery(memberPageQueries.members(idWorkspace));
  const self = members.data?.find((member) => member.idUser === idSelf);
  const others = (members.data ?? [])
    .filter((member) => member.idUser !== idSelf && member.status !== MemberStatus.Pending)
    .sort((a, b) => a.name.localeCompare(b.name));
  const data = [
    { value: idSelf, label: t('member.you', { name: self?.name ?? '…' }) },
    ...others.map((member) => ({ value: member.idUser, label: member.name })),
  ];

  return (
    <Select
      label={t('member.label')}
      data={data}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('member.nothingFound')}
      error={members.isError ? t('member.loadFailed') : undefined}
      w={{ base: '100%', sm: 280 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { Alert, Avatar, Badge, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert, ApiErrorText } from '@/components/api-error-alert';
import { UndoNotice } from '@/components/undo-notice';
import {
  useChangeProjectMember,
  useSaveMemberRates,
} from '@/features/projects/api/project-mutations';
import type { ProjectMember } from '@/features/projects/types';
import { currencySymbol, formatMoney, parseAmount } from '@/lib/money';
import { canSetRates, projectAbilities } from '@/features/projects/utils/project-rules';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import type { Project, Workspace } from '@/lib/wire';

interface ProjectMemberListProps {
  project: Project;
  members: readonly ProjectMember[];
  workspace: Workspace;
  idUser: string;
}

/** A rate field's text as the API takes it: empty is the project's rate (null). */
function rateOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const amount = parseAmount(text);
  return amount === undefined ? undefined : Number(amount);
}

/**
 * The project's members by name, with their role and the rate their hour costs. Rates are fields
 * for those who may set them (saved together, all or nothing); managers of projects remove
 * members, with Undo.
 */
export function ProjectMemberList({ project, members, workspace, idUser }: ProjectMemberListProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const abilities = projectAbilities(workspace);
  const editable = canSetRates(abilities);
  const [edits, setEdits] = useState<Readonly<Record<string, string>>>({});
  const [checked, setChecked] = useState(false);
  const saveRates = useSaveMemberRates();
  const change = useChangeProjectMember(project.id);
  const currency = workspace.currency;
  const textOf = (member: ProjectMember) =>
    edits[member.idUser] ?? (member.hourlyRate === null ? '' : member.hourlyRate.toFixed(2));
  const changed = members.filter((member) => edits[member.idUser] !== undefined);
  const invalid = new Set(
    changed.filter((member) => rateOf(textOf(member)) === undefined).map((m) => m.idUser),
  );

  const save = () => {
    setChecked(true);
    if (invalid.size > 0 || changed.length === 0) return;
    saveRates.mutate(
      changed.map((member) => ({
        idProject: project.id,
        idUser: member.idUser,
        hourlyRate: rateOf(textOf(member)) ?? null,
      })),
      {
        onSuccess: () => {
          setEdits({});
          setChecked(false);
          notify({ tone: 'success', message: t('rates.saved') });
        },
      },
    );
  };

  const remove = (member: ProjectMember) => {
    // An own rate (one that differs from the project's) comes back with Undo too.
    const ownRate =
      editable && member.hourlyRate !== null && member.hourlyRate !== project.hourlyRate
        ? member.hourlyRate
        : null;
    change.mutate(
      { idUser: member.idUser, action: 'remove' },
      {
        onSuccess: () => {
          notify({
            tone: 'success',
            message: (
              <UndoNotice
                message={t('members.removed', { name: member.name })}
                undoLabel={t('action.undo')}
                onUndo={() => {
                  change.mutate(
                    { idUser: member.idUser, action: 'add' },
                    {
                      onSuccess: () => {
                        if (ownRate === null) return;
                        saveRates.mutate([
                          { idProject: project.id, idUser: member.idUser, hourlyRate: ownRate },
                        ]);
                      },
                    },
                  );
                }}
              />
            ),
          });
        },
        onError: (error) => {
          notify({
            tone: 'error',
            title: t('notice.failed'),
            message: <ApiErrorText error={error} />,
          });
        },
      },
    );
  };

  if (members.length === 0) return <Text>{t('members.empty')}</Text>;
  return (
    <Stack gap="md">
      {editable ? (
        <Text size="sm">
          {t('rates.hint', { rate: formatMoney(project.hourlyRate, currency, locale) })}
        </Text>
      ) : (
        abilities.canManageMembers &&
        abilities.ratesNeedPlan !== undefined && (
          <Text size="sm">{t('rates.needPlan', { plan: abilities.ratesNeedPlan })}</Text>
        )
      )}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const self = member.idUser === idUser;
          return (
            <Group component="li" key={member.idUser} gap="sm" wrap="nowrap" align="center">
              <Avatar alt="" name={member.name} color="green" size="md" visibleFrom="xs" />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }} align="flex-start">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {self ? t('members.you', { name: member.name }) : member.name}
                </Text>
                {member.email !== null && member.email !== member.name && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                )}
                <Badge variant="light" color="gray" tt="none" size="sm">
                  {t(`role.${member.role}`)}
                </Badge>
              </Stack>
              {editable ? (
                <TextInput
                  aria-label={t('rates.label', { name: member.name })}
                  value={textOf(member)}
                  placeholder={t('rates.projectRate')}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setEdits((current) => ({ ...current, [member.idUser]: text }));
                  }}
                  inputMode="decimal"
                  leftSection={<Text size="xs">{currencySymbol(currency, locale)}</Text>}
                  error={checked && invalid.has(member.idUser)}
                  w={130}
                  style={{ flexShrink: 0 }}
                />
              ) : (
                member.hourlyRate !== null && (
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('rates.perHour', {
                      rate: formatMoney(member.hourlyRate, currency, locale),
                    })}
                  </Text>
                )
              )}
              {/* The same width on every row, so the rate fields line up. */}
              {abilities.canManage && (
                <Box w={72} style={{ flexShrink: 0 }}>
                  {!self && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      px={6}
                      aria-label={t('members.remove', { name: member.name })}
                      loading={change.isPending && change.variables.idUser === member.idUser}
                      onClick={() => {
                        remove(member);
                      }}
                    >
                      {t('members.removeShort')}
                    </Button>
                  )}
                </Box>
              )}
            </Group>
          );
        })}
      </Stack>
      {editable && (
        <Stack gap="xs" align="flex-start">
          {checked && invalid.size > 0 && (
            <Alert color="red" variant="light" role="alert">
              {t('rates.invalid')}
            </Alert>
          )}
          {saveRates.isError && <ApiErrorAlert error={saveRates.error} title={t('rates.failed')} />}
          <Button onClick={save} loading={saveRates.isPending} disabled={changed.length === 0}>
            {t('rates.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

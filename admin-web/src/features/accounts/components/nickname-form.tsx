import { Button, Group, Stack, TextInput } from '@mantine/core';
import { NICKNAME_MAX_LENGTH } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useRemoveNickname } from '@/features/accounts/api/remove-nickname';
import { useSetNickname } from '@/features/accounts/api/set-nickname';
import { overrideToKeep } from '@/features/accounts/utils/workspace-name';
import { notify } from '@/lib/notify';
import type { Me, Member } from '@/lib/wire';

type NicknameProblem = 'required' | 'tooLong';

interface NicknameFormProps {
  idWorkspace: string;
  member: Member;
  user: Me['user'];
}

/** Sets the member's nickname in the active workspace, or removes it. */
export function NicknameForm({ idWorkspace, member, user }: NicknameFormProps) {
  const { t } = useTranslation('account');
  const setNickname = useSetNickname(idWorkspace, user.id);
  const removeNickname = useRemoveNickname(idWorkspace, user.id);
  const [draft, setDraft] = useState(member.nickname ?? '');
  const [problem, setProblem] = useState<NicknameProblem | null>(null);
  const pending = setNickname.isPending || removeNickname.isPending;
  const failure = setNickname.error ?? removeNickname.error;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nickname = draft.trim();
    const found: NicknameProblem | null =
      nickname === ''
        ? 'required'
        : Array.from(nickname).length > NICKNAME_MAX_LENGTH
          ? 'tooLong'
          : null;
    setProblem(found);
    removeNickname.reset();
    if (found !== null) return;
    setNickname.mutate(nickname, {
      onSuccess: (answer) => {
        setDraft(answer.nickname ?? '');
        notify({ message: t('workspaceName.saved'), tone: 'success' });
      },
    });
  };

  const onRemove = () => {
    setProblem(null);
    setNickname.reset();
    removeNickname.mutate(overrideToKeep(member, user), {
      onSuccess: () => {
        setDraft('');
        notify({ message: t('workspaceName.removed'), tone: 'success' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('workspaceName.nickname')}
          autoComplete="nickname"
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
          error={
            problem === 'required'
              ? t('workspaceName.required')
              : problem === 'tooLong'
                ? t('validation.tooLong', { max: NICKNAME_MAX_LENGTH })
                : undefined
          }
          maw={{ sm: 420 }}
        />
        {failure !== null && <ApiErrorAlert error={failure} />}
        <Group justify="flex-end" gap="sm">
          {member.nickname !== null && (
            <Button
              variant="default"
              onClick={onRemove}
              loading={removeNickname.isPending}
              disabled={pending}
            >
              {t('workspaceName.remove')}
            </Button>
          )}
          <Button type="submit" loading={setNickname.isPending} disabled={pending}>
            {t('workspaceName.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

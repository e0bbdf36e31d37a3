import { Button, Stack, TextInput } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { invitationToken } from '@/features/accounts/utils/invitation-link';

type LinkProblem = 'join.linkRequired' | 'join.linkInvalid';

/** Takes the invitation link pasted from the e-mail and hands over its token. */
export function InvitationLinkForm({ onToken }: { onToken: (token: string) => void }) {
  const { t } = useTranslation('auth');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<LinkProblem>();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (link.trim() === '') {
      setProblem('join.linkRequired');
      return;
    }
    const token = invitationToken(link);
    setProblem(token === undefined ? 'join.linkInvalid' : undefined);
    if (token !== undefined) onToken(token);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('join.link')}
          description={t('join.linkHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          value={link}
          onChange={(event) => {
            setLink(event.currentTarget.value);
          }}
          error={problem && t(problem)}
        />
        <Button type="submit" fullWidth>
          {t('join.submit')}
        </Button>
      </Stack>
    </form>
  );
}

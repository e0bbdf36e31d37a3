import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useSaveTutorialState } from '@/features/help/api/tutorial-state';
import { GuideCompletion } from '@/features/help/components/guide/guide-completion';
import { GuideTour } from '@/features/help/components/guide/guide-tour';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * The guided tour of the clock (`/guide`), open to everyone: a practice clock that records
 * nothing; signed in, finishing it notes the tutorial as done on the account.
 */
export default function GuideRoute() {
  const { t } = useTranslation('help');
  usePageTitle(t('title.guide'));
  const account = useQuery(accountQueries.me()).data ?? null;
  const save = useSaveTutorialState();
  // Once saved here, the account's flag is this visit's doing, not an earlier tour's.
  const doneBefore = account?.user.isTutorialDone === true && save.status === 'idle';

  const finish = () => {
    if (account !== null && !account.user.isTutorialDone) save.mutate(true);
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.guide')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('guide.lead')}
        </Text>
      </Stack>
      {doneBefore && (
        <Alert color="green" variant="light">
          {t('guide.alreadyDone')}
        </Alert>
      )}
      <GuideTour
        onFinish={finish}
        completion={<GuideCompletion signedIn={account !== null} save={save} />}
      />
    </Stack>
  );
}

import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';

interface GuideCompletionProps {
  signedIn: boolean;
  /** Saving the tutorial state (idle when it was saved before, or nobody is signed in). */
  save: Pick<UseMutationResult<unknown, Error, boolean>, 'status' | 'error' | 'mutate'>;
}

/** After the tour: whether the account noted it, and where to go from here. */
export function GuideCompletion({ signedIn, save }: GuideCompletionProps) {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const readMore = (
    <Anchor
      component={Link}
      to={paths.helpArticle.getHref(
        { categoryName: 'clocking', articleName: 'clock-in-and-out' },
        prefix,
      )}
    >
      {t('guide.done.readMore')}
    </Anchor>
  );

  if (!signedIn) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('guide.signedOut')}</Text>
        <Group gap="md">
          <Button component={Link} to={paths.signUp.getHref({}, prefix)}>
            {t('why.signUp')}
          </Button>
          {readMore}
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start" w="100%">
      {save.status === 'pending' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('guide.saving')}</Text>
        </Group>
      )}
      {save.status === 'success' && (
        <Alert color="green" variant="light" role="status" w="100%">
          {t('guide.saved')}
        </Alert>
      )}
      {save.status === 'error' && (
        <ApiErrorAlert
          error={save.error}
          title={t('guide.saveFailed')}
          action={
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                save.mutate(true);
              }}
            >
              {t('guide.retry')}
            </Button>
          }
        />
      )}
      <Group gap="md">
        <Button component={Link} to={paths.clock.getHref({}, prefix)}>
          {t('guide.done.toClock')}
        </Button>
        {readMore}
      </Group>
    </Stack>
  );
}

// A newer build deployed while this tab is open: offer a reload (a notice that stays until
// used or dismissed), since the old code may no longer match the API or find its chunks.
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { BUILD_ID, BUILD_INFO_PATH, DEVELOPMENT_BUILD_ID } from '@/config/build';

export const BUILD_POLL_INTERVAL_MS = 60_000;
const OFFER_ID = 'new-build-offer';

/** The deployed build's id, or undefined when it cannot be told (offline, no file). */
async function fetchDeployedBuild(): Promise<string | undefined> {
  try {
    // The server caches static files for an hour; the query string and no-store get past that.
    const response = await fetch(`${BUILD_INFO_PATH}?at=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('build' in body)) return undefined;
    return typeof body.build === 'string' ? body.build : undefined;
  } catch {
    return undefined;
  }
}

function NewBuildTitle() {
  const { t } = useTranslation();
  return t('newBuild.title');
}

function NewBuildMessage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('newBuild.body')}</Text>
      <Button
        size="xs"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('action.reload')}
      </Button>
    </Stack>
  );
}

interface NewBuildOfferProps {
  currentBuild?: string;
}

/** Polls the deployed build every minute; renders nothing itself. Loaded after the first paint. */
export default function NewBuildOffer({ currentBuild = BUILD_ID }: NewBuildOfferProps) {
  useEffect(() => {
    if (currentBuild === DEVELOPMENT_BUILD_ID) return undefined;
    let offered = false;
    const timer = setInterval(() => {
      void fetchDeployedBuild().then((deployed) => {
        if (offered || deployed === undefined || deployed === currentBuild) return;
        offered = true;
        clearInterval(timer);
        notifications.show({
          id: OFFER_ID,
          title: <NewBuildTitle />,
          message: <NewBuildMessage />,
          autoClose: false,
          color: 'green',
        });
      });
    }, BUILD_POLL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [currentBuild]);
  return null;
}

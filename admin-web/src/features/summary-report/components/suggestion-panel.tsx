import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  suggestionLanguage,
  useReportSuggestions,
} from '@/features/summary-report/api/summary-report-queries';
import { useLocale } from '@/hooks/use-locale';
import type { TimeWindow } from '@/lib/dates';

interface SuggestionPanelProps {
  /** The member the report is about (the API checks the caller may see them). */
  idUser: string;
  window: TimeWindow;
}

/**
 * "Suggest improvements": ideas for the member's period from the API (a configured model, or the
 * built-in generator). A failure, the API's `is_error` placeholder or no answer at all, ends the
 * waiting and offers a retry; the placeholder's own words are not shown as advice.
 */
export function SuggestionPanel({ idUser, window }: SuggestionPanelProps) {
  const { t } = useTranslation('summaryReport');
  const locale = useLocale();
  const suggest = useReportSuggestions();
  const answer = suggest.data;
  const failed = suggest.isError || answer?.isError === true;
  const ask = () => {
    suggest.mutate({
      idUser,
      startDate: window.start,
      endDate: window.end,
      lang: suggestionLanguage[locale],
    });
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="summary-suggestions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="summary-suggestions">
          {t('suggest.heading')}
        </Title>
        {answer === undefined && !failed && !suggest.isPending && (
          <Text size="sm">{t('suggest.intro')}</Text>
        )}
        <div aria-live="polite">
          {suggest.isPending ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('suggest.loading')}</Text>
            </Group>
          ) : failed ? (
            <Alert color="orange" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('suggest.failed')}</Text>
                <Button size="xs" variant="default" onClick={ask}>
                  {t('suggest.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : answer !== undefined ? (
            <Stack gap="sm">
              <Text>{answer.introSuggestion}</Text>
              <List type="ordered" spacing="xs">
                {[...answer.listSuggestions]
                  .sort((a, b) => a.number - b.number)
                  .map((item) => (
                    <List.Item key={item.number}>{item.description}</List.Item>
                  ))}
              </List>
              <Text>{answer.outroSuggestion}</Text>
              <Text size="xs" c="dimmed">
                {t(`suggest.source.${answer.source}`)}
              </Text>
            </Stack>
          ) : null}
        </div>
        {!suggest.isPending && !failed && (
          <Group>
            <Button onClick={ask} variant={answer === undefined ? 'filled' : 'default'}>
              {t(answer === undefined ? 'suggest.button' : 'suggest.again')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

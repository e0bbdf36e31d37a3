import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MessageRoute } from '@punchcard/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CheckCircleIcon } from '@/components/icons';
import type { MessageReceipt } from '@/features/feedback/api/send-message';

/** Who may write back: after feedback only with consent; after a request, always. */
export type Reply =
  { kind: 'feedback'; email: string; agreed: boolean } | { kind: 'support'; email: string };

interface MessageSentProps {
  receipt: MessageReceipt;
  reply: Reply;
  /** The sender's active workspace, named when its owners were told. */
  workspaceName: string | null;
  onAnother: () => void;
  /** The page the person came from, to go back to. */
  backHref: string | undefined;
}

/**
 * The thank-you state: the message is stored, where it went (so nobody wonders who reads it),
 * whether anyone will write back, and its reference for a follow-up. Focus moves to its heading,
 * which is announced.
 */
export function MessageSent({
  receipt,
  reply,
  workspaceName,
  onAnother,
  backHref,
}: MessageSentProps) {
  const { t } = useTranslation('feedback');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const route = receipt.routedTo;
  const where =
    route === MessageRoute.WorkspaceOwners
      ? t('sent.WORKSPACE_OWNERS', { workspace: workspaceName ?? '' })
      : t(`sent.${route}`);
  const replyText =
    reply.kind === 'support'
      ? t('sent.replyTo', { email: reply.email })
      : reply.agreed
        ? t('sent.contact', { email: reply.email })
        : t('sent.noContact');

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} role="status">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon color="green" variant="light" size="lg" radius="xl" aria-hidden="true">
            <CheckCircleIcon size={22} />
          </ThemeIcon>
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {reply.kind === 'support' ? t('sent.supportTitle') : t('sent.feedbackTitle')}
          </Title>
        </Group>
        <Text>{where}</Text>
        <Text>{replyText}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('sent.reference', { id: receipt.id })}
        </Text>
        <Group gap="sm" mt="xs">
          <Button variant="default" onClick={onAnother}>
            {reply.kind === 'support' ? t('sent.anotherRequest') : t('sent.anotherFeedback')}
          </Button>
          {backHref !== undefined && (
            <Button component={Link} to={backHref} variant="subtle">
              {t('sent.back')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Paper, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MessageReceipt } from '@/features/feedback/api/send-message';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { MessageSent, type Reply } from '@/features/feedback/components/message-sent';
import { SupportForm } from '@/features/feedback/components/support-form';

export type FeedbackTab = 'feedback' | 'support';

interface FeedbackCenterProps {
  tab: FeedbackTab;
  onTabChange: (tab: FeedbackTab) => void;
  /** The signed-in account's address. */
  email: string;
  workspaceName: string | null;
  /** The in-app page the person came from (sent along, and the way back). */
  page: string | undefined;
  backHref: string | undefined;
}

interface Sent {
  receipt: MessageReceipt;
  reply: Reply;
}

/**
 * Feedback and support side by side as tabs, each a form that becomes its thank-you once sent.
 * Each tab keeps its own state, so switching tabs loses nothing typed or sent.
 */
export function FeedbackCenter({
  tab,
  onTabChange,
  email,
  workspaceName,
  page,
  backHref,
}: FeedbackCenterProps) {
  const { t } = useTranslation('feedback');
  const [sent, setSent] = useState<Partial<Record<FeedbackTab, Sent>>>({});
  const sentOn = (which: FeedbackTab) => sent[which];
  const another = (which: FeedbackTab) => () => {
    setSent((current) => ({ ...current, [which]: undefined }));
  };

  const panel = (which: FeedbackTab) => {
    const done = sentOn(which);
    if (done) {
      return (
        <MessageSent
          receipt={done.receipt}
          reply={done.reply}
          workspaceName={workspaceName}
          onAnother={another(which)}
          backHref={backHref}
        />
      );
    }
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {which === 'feedback' ? (
          <FeedbackForm
            email={email}
            page={page}
            onSent={(receipt, values) => {
              const reply: Reply = { kind: 'feedback', email, agreed: values.mayContact };
              setSent((current) => ({ ...current, feedback: { receipt, reply } }));
            }}
          />
        ) : (
          <SupportForm
            email={email}
            page={page}
            onSent={(receipt, values) => {
              const reply: Reply = { kind: 'support', email: values.email.trim() };
              setSent((current) => ({ ...current, support: { receipt, reply } }));
            }}
          />
        )}
      </Paper>
    );
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        onTabChange(value === 'support' ? 'support' : 'feedback');
      }}
      keepMounted
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="feedback">{t('tab.feedback')}</Tabs.Tab>
        <Tabs.Tab value="support">{t('tab.support')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="feedback">{panel('feedback')}</Tabs.Panel>
      <Tabs.Panel value="support">{panel('support')}</Tabs.Panel>
    </Tabs>
  );
}

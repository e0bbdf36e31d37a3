// The onboarding steps' panels (create-workspace, configure-settings, invite-members) and the
// question before leaving with unsent invitations. The setup route keeps which step shows and
// what the person has done so far; these only show a step and report back.
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CreateWorkspaceForm } from '@/features/workspaces/components/create-workspace-form';
import { InviteMembersForm } from '@/features/workspaces/components/invite-members-form';
import { WorkspaceSettingsForm } from '@/features/workspaces/components/workspace-settings-form';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';

function StepPanel({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {heading}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** A step's line under its label in the stepper (wide screens only). */
export function StepDescription({ text }: { text: string }) {
  return (
    <Text span size="xs" c="dimmed" visibleFrom="sm">
      {text}
    </Text>
  );
}

/** Step 1: a new workspace, which becomes the active one. */
export function CreateStep({
  cancelHref,
  onCreated,
}: {
  /** Where cancelling leads; null for someone without a workspace (nothing to go back to). */
  cancelHref: string | null;
  onCreated: () => void;
}) {
  const { t } = useTranslation(['setup', 'workspaces']);
  return (
    <StepPanel heading={t('create.heading')} intro={t('create.intro')}>
      <CreateWorkspaceForm
        onCreated={(created) => {
          notify({
            message: t('workspaces:create.created', { name: created.name }),
            tone: 'success',
          });
          onCreated();
        }}
        secondaryAction={
          cancelHref !== null && (
            <Button component={Link} to={cancelHref} variant="default">
              {t('action.cancel')}
            </Button>
          )
        }
      />
    </StepPanel>
  );
}

/** Step 2: the active workspace's settings, saved or skipped. */
export function SettingsStep({ workspace, onDone }: { workspace: Workspace; onDone: () => void }) {
  const { t } = useTranslation('setup');
  return (
    <StepPanel
      heading={t('settings.heading', { name: workspace.name })}
      intro={t('settings.intro')}
    >
      <WorkspaceSettingsForm
        key={workspace.id}
        workspace={workspace}
        submitLabel={t('action.save')}
        onSaved={onDone}
        secondaryAction={
          <Button variant="default" onClick={onDone}>
            {t('action.skipSettings')}
          </Button>
        }
      />
    </StepPanel>
  );
}

export interface InviteStepProps {
  workspace: Workspace;
  ownEmail: string;
  /** Whether an invitation has gone out (the last button then finishes rather than skips). */
  invitedAny: boolean;
  /** Addresses typed and not sent. */
  unsent: readonly string[];
  onDraftChange: (emails: readonly string[]) => void;
  onSent: () => void;
  onBack: () => void;
  onFinish: () => void;
}

/** Step 3: invitations to the active workspace, then on to the app. */
export function InviteStep({
  workspace,
  ownEmail,
  invitedAny,
  unsent,
  onDraftChange,
  onSent,
  onBack,
  onFinish,
}: InviteStepProps) {
  const { t } = useTranslation('setup');
  return (
    <StepPanel heading={t('invite.heading', { name: workspace.name })} intro={t('invite.intro')}>
      <InviteMembersForm
        key={workspace.id}
        workspace={workspace}
        ownEmail={ownEmail}
        onDraftChange={onDraftChange}
        onSent={onSent}
      />
      <Divider />
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('action.back')}
        </Button>
        <Button
          variant={invitedAny && unsent.length === 0 ? 'filled' : 'default'}
          onClick={onFinish}
        >
          {invitedAny ? t('action.finish') : t('action.skipInvites')}
        </Button>
      </Group>
    </StepPanel>
  );
}

/** Asks before leaving with `count` addresses typed and not sent. */
export function LeaveSetupModal({
  opened,
  count,
  onStay,
  onLeave,
}: {
  opened: boolean;
  count: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('setup');
  return (
    <Modal opened={opened} onClose={onStay} title={t('leave.title')} centered>
      <Stack gap="lg">
        <Text>{t('leave.body', { count })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay}>
            {t('leave.stay')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

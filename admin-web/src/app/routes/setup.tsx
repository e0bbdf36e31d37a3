import {
  Button,
  Container,
  Divider,
  Group,
  Modal,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { accountQueries } from '@/features/accounts/api/account-queries';
import { CreateWorkspaceForm } from '@/features/workspaces/components/create-workspace-form';
import { InviteMembersForm } from '@/features/workspaces/components/invite-members-form';
import { WorkspaceSettingsForm } from '@/features/workspaces/components/workspace-settings-form';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { notify } from '@/lib/notify';

/** The spec's onboarding steps, in order; `?step=` names the one shown. */
export const SETUP_STEPS = ['create-workspace', 'configure-settings', 'invite-members'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

const isSetupStep = (value: string | null): value is SetupStep =>
  SETUP_STEPS.some((step) => step === value);

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

/**
 * Onboarding (spec: create-workspace, configure-settings, invite-members). The step lives in the
 * address, and the later steps work on the active workspace (which a new one becomes), so a
 * reload mid-way resumes the same workspace instead of creating another. Someone who already has
 * a workspace comes here to create one more; without one, every later step leads back to the
 * first.
 */
export default function SetupRoute() {
  const { t } = useTranslation(['setup', 'workspaces']);
  usePageTitle(t('title'));
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { data: me } = useQuery(accountQueries.me());
  // Addresses typed on the last step and not sent: leaving would drop them.
  const [unsent, setUnsent] = useState<readonly string[]>([]);
  const [invitedAny, setInvitedAny] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  // On a phone the three steps fit one line only with their labels under them.
  const labelPosition = useMatches<'bottom' | 'right'>({ base: 'bottom', sm: 'right' });

  if (!me) return <PageLoader />;

  const requested = search.get('step');
  const step: SetupStep = isSetupStep(requested) ? requested : 'create-workspace';
  const workspace = me.activeWorkspace;
  if (step !== 'create-workspace' && workspace === null) {
    return <Navigate replace to={paths.setup.getHref({}, prefix)} />;
  }

  const homeHref = paths.home.getHref({}, prefix);
  // A step follows the person's own action: shown at once, not as a transition that other
  // updates (the notice sliding in, the account refreshing) could hold back on a slow device.
  const goTo = (next: SetupStep, options: { replace?: boolean } = {}) => {
    setSearch({ step: next }, { ...options, flushSync: true });
  };
  const finish = () => {
    void navigate(homeHref);
  };

  const active = SETUP_STEPS.indexOf(step);
  const stepProps = (index: number) => ({
    'aria-current': index === active ? ('step' as const) : undefined,
  });

  return (
    <Container size={720} w="100%" px={{ base: 'sm', xs: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('heading')}
          </Title>
          <Text c="dimmed">{t('lead')}</Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stepper
            active={active}
            size="sm"
            labelPosition={labelPosition}
            wrap={false}
            allowNextStepsSelect={false}
            onStepClick={(index) => {
              const target = SETUP_STEPS[index];
              if (target !== undefined && target !== 'create-workspace') goTo(target);
            }}
            contentPadding="xl"
          >
            <Stepper.Step
              {...stepProps(0)}
              label={t('step.create')}
              description={
                <Text span size="xs" c="dimmed" visibleFrom="sm">
                  {t('step.createDescription')}
                </Text>
              }
              // Going back would create yet another workspace, not change this one.
              allowStepSelect={false}
            >
              <StepPanel heading={t('create.heading')} intro={t('create.intro')}>
                <CreateWorkspaceForm
                  onCreated={(created) => {
                    notify({
                      message: t('workspaces:create.created', { name: created.name }),
                      tone: 'success',
                    });
                    // Replaced, so Back in the browser never returns to an empty form for it.
                    goTo('configure-settings', { replace: true });
                  }}
                  secondaryAction={
                    workspace !== null && (
                      <Button component={Link} to={homeHref} variant="default">
                        {t('action.cancel')}
                      </Button>
                    )
                  }
                />
              </StepPanel>
            </Stepper.Step>
            <Stepper.Step
              {...stepProps(1)}
              label={t('step.settings')}
              description={
                <Text span size="xs" c="dimmed" visibleFrom="sm">
                  {t('step.settingsDescription')}
                </Text>
              }
            >
              {workspace !== null && (
                <StepPanel
                  heading={t('settings.heading', { name: workspace.name })}
                  intro={t('settings.intro')}
                >
                  <WorkspaceSettingsForm
                    key={workspace.id}
                    workspace={workspace}
                    submitLabel={t('action.save')}
                    onSaved={() => {
                      goTo('invite-members');
                    }}
                    secondaryAction={
                      <Button
                        variant="default"
                        onClick={() => {
                          goTo('invite-members');
                        }}
                      >
                        {t('action.skipSettings')}
                      </Button>
                    }
                  />
                </StepPanel>
              )}
            </Stepper.Step>
            <Stepper.Step
              {...stepProps(2)}
              label={t('step.invite')}
              description={
                <Text span size="xs" c="dimmed" visibleFrom="sm">
                  {t('step.inviteDescription')}
                </Text>
              }
            >
              {workspace !== null && (
                <StepPanel
                  heading={t('invite.heading', { name: workspace.name })}
                  intro={t('invite.intro')}
                >
                  <InviteMembersForm
                    key={workspace.id}
                    workspace={workspace}
                    ownEmail={me.user.email}
                    onDraftChange={setUnsent}
                    onSent={() => {
                      setInvitedAny(true);
                    }}
                  />
                  <Divider />
                  <Group justify="space-between" gap="sm">
                    <Button
                      variant="default"
                      onClick={() => {
                        goTo('configure-settings');
                      }}
                    >
                      {t('action.back')}
                    </Button>
                    <Button
                      variant={invitedAny && unsent.length === 0 ? 'filled' : 'default'}
                      onClick={() => {
                        if (unsent.length > 0) setConfirmingLeave(true);
                        else finish();
                      }}
                    >
                      {invitedAny ? t('action.finish') : t('action.skipInvites')}
                    </Button>
                  </Group>
                </StepPanel>
              )}
            </Stepper.Step>
          </Stepper>
        </Paper>
      </Stack>
      <Modal
        opened={confirmingLeave}
        onClose={() => {
          setConfirmingLeave(false);
        }}
        title={t('leave.title')}
        centered
      >
        <Stack gap="lg">
          <Text>{t('leave.body', { count: unsent.length })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirmingLeave(false);
              }}
            >
              {t('leave.stay')}
            </Button>
            <Button color="red" onClick={finish}>
              {t('leave.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

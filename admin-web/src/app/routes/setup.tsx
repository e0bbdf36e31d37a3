import { Container, Paper, Stack, Stepper, Text, Title, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import {
  CreateStep,
  InviteStep,
  LeaveSetupModal,
  SettingsStep,
  StepDescription,
} from '@/features/workspaces/components/setup-steps';
import {
  SETUP_STEPS,
  type SetupStep,
  setupStepFor,
  startsNewWorkspace,
} from '@/features/workspaces/utils/setup-steps';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * Onboarding (spec: create-workspace, configure-settings, invite-members). The step lives in the
 * address, and the later steps work on the active workspace (which a new one becomes), so a
 * reload mid-way resumes the same workspace instead of creating another; a bare /setup resumes
 * at the settings of a workspace the person may configure (setupStepFor). "Create a workspace"
 * in the switcher comes with router state that starts one more instead.
 */
export default function SetupRoute() {
  const { t } = useTranslation(['setup', 'workspaces']);
  usePageTitle(t('title'));
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  const { data: me } = useQuery(accountQueries.me());
  // Addresses typed on the last step and not sent: leaving would drop them.
  const [unsent, setUnsent] = useState<readonly string[]>([]);
  const [invitedAny, setInvitedAny] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  // On a phone the three steps fit one line only with their labels under them.
  const labelPosition = useMatches<'bottom' | 'right'>({ base: 'bottom', sm: 'right' });

  if (!me) return <PageLoader />;

  const requested = search.get('step');
  const workspace = me.activeWorkspace;
  const step = setupStepFor({ requested, workspace, startsNew: startsNewWorkspace(state) });
  // The address names the step shown, so a reload shows the same one; only a first workspace's
  // creation is the bare address, where the workspace guard sends people without one.
  const address = step === 'create-workspace' && workspace === null ? null : step;
  if (requested !== address) {
    const query = address === null ? '' : new URLSearchParams({ step: address }).toString();
    return <Navigate replace to={{ search: query }} />;
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
            // Past the first step every later one is open: the workspace exists to configure.
            allowNextStepsSelect={step !== 'create-workspace'}
            onStepClick={(index) => {
              const target = SETUP_STEPS[index];
              if (target !== undefined && target !== 'create-workspace') goTo(target);
            }}
            contentPadding="xl"
          >
            <Stepper.Step
              {...stepProps(0)}
              label={t('step.create')}
              description={<StepDescription text={t('step.createDescription')} />}
              // Going back would create yet another workspace, not change this one.
              allowStepSelect={false}
            >
              <CreateStep
                cancelHref={workspace === null ? null : homeHref}
                // Replaced, so Back in the browser never returns to an empty form for it.
                onCreated={() => {
                  goTo('configure-settings', { replace: true });
                }}
              />
            </Stepper.Step>
            <Stepper.Step
              {...stepProps(1)}
              label={t('step.settings')}
              description={<StepDescription text={t('step.settingsDescription')} />}
            >
              {workspace !== null && (
                <SettingsStep
                  workspace={workspace}
                  onDone={() => {
                    goTo('invite-members');
                  }}
                />
              )}
            </Stepper.Step>
            <Stepper.Step
              {...stepProps(2)}
              label={t('step.invite')}
              description={<StepDescription text={t('step.inviteDescription')} />}
            >
              {workspace !== null && (
                <InviteStep
                  workspace={workspace}
                  ownEmail={me.user.email}
                  invitedAny={invitedAny}
                  unsent={unsent}
                  onDraftChange={setUnsent}
                  onSent={() => {
                    setInvitedAny(true);
                  }}
                  onBack={() => {
                    goTo('configure-settings');
                  }}
                  onFinish={() => {
                    if (unsent.length > 0) setConfirmingLeave(true);
                    else finish();
                  }}
                />
              )}
            </Stepper.Step>
          </Stepper>
        </Paper>
      </Stack>
      <LeaveSetupModal
        opened={confirmingLeave}
        count={unsent.length}
        onStay={() => {
          setConfirmingLeave(false);
        }}
        onLeave={finish}
      />
    </Container>
  );
}

import { Alert, Anchor, Stack } from '@mantine/core';
import { PlanFeature } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadFailed, Loading } from '@/components/load-states';
import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { slackQueries } from '@/features/integrations/api/slack-queries';
import { SlackAppSteps } from '@/features/integrations/components/slack-app-steps';
import { SlackConnect } from '@/features/integrations/components/slack-connect';
import { SlackConnection } from '@/features/integrations/components/slack-connection';
import { useSlackReturn } from '@/features/integrations/components/use-slack-return';
import { slackWords } from '@/features/integrations/utils/slack-words';
import { useLocalePrefix } from '@/hooks/use-locale';
import type { Workspace } from '@/lib/wire';
import { planNeededFor } from '@/lib/workspace-permissions';

/** What came of Slack's redirect back to this page, above the card's state. */
function SlackReturnNotice({ idWorkspace }: { idWorkspace: string }) {
  const { t } = useTranslation('slack');
  const { connect, refusal } = useSlackReturn(idWorkspace);
  if (connect.isPending) return <Loading message={t('return.connecting')} />;
  if (connect.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('return.connected', { team: connect.data.name })}
      </Alert>
    );
  }
  if (connect.isError) return <ApiErrorAlert title={t('return.failed')} error={connect.error} />;
  if (refusal === undefined) return null;
  return (
    <Alert color={refusal === 'declined' ? 'gray' : 'red'} variant="light" role="alert">
      {t(refusal === 'declined' ? 'return.declined' : 'return.state')}
    </Alert>
  );
}

/**
 * The Slack card's body: connected or not, read from GET /v1/workspaces/slack. Without the plan
 * there is nothing to connect, but a workspace connected before a downgrade can still disconnect.
 */
function SlackState({ idWorkspace, canConnect }: { idWorkspace: string; canConnect: boolean }) {
  const { t } = useTranslation('slack');
  const state = useQuery(slackQueries.state(idWorkspace));
  if (state.isError && state.data === undefined) {
    return (
      <LoadFailed
        message={t('page.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => {
          void state.refetch();
        }}
      />
    );
  }
  if (state.data === undefined) return <Loading message={t('page.loading')} />;
  const { slackIntegration, install } = state.data;
  if (slackIntegration !== null) {
    return <SlackConnection idWorkspace={idWorkspace} integration={slackIntegration} />;
  }
  return canConnect ? <SlackConnect install={install} /> : null;
}

/**
 * /settings/workspace/integrations for those who manage the workspace's settings: the Slack
 * card (connect, the OAuth return, status, the switches, disconnect) and how to create the Slack
 * app. A plan without integrations (projects-billing-spec section 6) says which plan has them
 * instead of offering to connect; the steps stay readable, since creating the app is the
 * server's business, not the plan's.
 */
export function SlackIntegrationPage({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('slack');
  const prefix = useLocalePrefix();
  const needsPlan = planNeededFor(workspace, PlanFeature.Integrations);
  return (
    <Stack gap="lg">
      <SettingsSection
        title={t('slack.heading')}
        description={t('slack.description', { ...slackWords, workspace: workspace.name })}
      >
        {needsPlan !== undefined && (
          <Alert variant="light">
            {t('plan.needs', { plan: t(`plan.${needsPlan}`) })}{' '}
            <Anchor
              component={Link}
              to={paths.settingsWorkspacePlans.getHref({}, prefix)}
              underline="always"
            >
              {t('plan.see')}
            </Anchor>
          </Alert>
        )}
        <SlackReturnNotice idWorkspace={workspace.id} />
        <SlackState idWorkspace={workspace.id} canConnect={needsPlan === undefined} />
      </SettingsSection>
      <SlackAppSteps origin={window.location.origin} />
    </Stack>
  );
}

import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { projectQueries } from '@/features/projects/api/project-queries';
import { ArrowLeftIcon, LockIcon } from '@/features/projects/components/icons';
import type { ProjectDetails } from '@/features/projects/types';
import { useLocalePrefix } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';

/** The pages of one project, in the order of the tabs. */
export type ProjectTab = 'timestamps' | 'total' | 'reports';

const tabPages = {
  timestamps: paths.projectTimestamps,
  total: paths.projectTotal,
  reports: paths.projectReports,
} as const;
const TABS: readonly ProjectTab[] = ['timestamps', 'total', 'reports'];

interface ProjectHeaderProps {
  idProject: string;
  tab: ProjectTab;
}

/** The project a page is about, once loaded; undefined while loading or when it cannot be. */
export function useProject(idProject: string): ProjectDetails | undefined {
  return useQuery(projectQueries.detail(idProject)).data;
}

/**
 * The top of every `/projects/{id}/...` page: the way back to all projects, the project's name
 * (the page's one h1) and its pages as tabs, the current one marked.
 */
export function ProjectHeader({ idProject, tab }: ProjectHeaderProps) {
  // The reports tab's name lives with the report's texts; both namespaces load together.
  const { t } = useTranslation(['projects', 'projectReports']);
  const prefix = useLocalePrefix();
  const project = useQuery(projectQueries.detail(idProject));
  const name = project.data?.name ?? '';

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={paths.projects.getHref({}, prefix)} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <ArrowLeftIcon size={16} />
          {t('header.back')}
        </Group>
      </Anchor>
      {project.isPending ? (
        <Skeleton height={34} width={260} aria-label={t('header.loading')} role="status" />
      ) : project.isError ? (
        <>
          <Title order={1} size="h2">
            {t('header.unavailable')}
          </Title>
          <Alert color={isMissing(project.error) ? 'yellow' : 'red'} variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <span>{t(isMissing(project.error) ? 'header.notFound' : 'header.loadFailed')}</span>
              {!isMissing(project.error) && (
                <Button size="xs" variant="default" onClick={() => void project.refetch()}>
                  {t('action.retry')}
                </Button>
              )}
            </Group>
          </Alert>
        </>
      ) : (
        <Group gap="sm" align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {name}
          </Title>
          {!project.data.isPublic && (
            <Badge variant="light" color="grape" tt="none" leftSection={<LockIcon size={12} />}>
              {t('card.private')}
            </Badge>
          )}
          {project.data.archivedAt !== null && (
            <Badge variant="light" color="gray" tt="none">
              {t('card.archived')}
            </Badge>
          )}
        </Group>
      )}
      {project.data !== undefined && (
        <Group component="nav" aria-label={t('header.tabs', { name })} gap="xs">
          {TABS.map((shown) => {
            const active = shown === tab;
            return (
              <Button
                key={shown}
                component={Link}
                to={tabPages[shown].getHref({ id: idProject }, prefix)}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-current={active ? 'page' : undefined}
              >
                {shown === 'reports' ? t('tab.label', { ns: 'projectReports' }) : t(`tab.${shown}`)}
              </Button>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}

/** Another workspace's project, a deleted one and one the caller may not see all answer 404. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}

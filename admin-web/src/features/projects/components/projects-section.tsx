import {
  Alert,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { projectQueries } from '@/features/projects/api/project-queries';
import { LeaveProjectDialog } from '@/features/projects/components/leave-project-dialog';
import { MembersDrawer } from '@/features/projects/components/members-drawer';
import { ProjectCard } from '@/features/projects/components/project-card';
import { ProjectFormDialog } from '@/features/projects/components/project-form-dialog';
import { useProjectActions } from '@/features/projects/hooks/use-project-actions';
import { arrangeProjects } from '@/features/projects/utils/project-list';
import {
  canFavorite,
  type ProjectAction,
  projectAbilities,
  projectActions,
} from '@/features/projects/utils/project-rules';
import { useLocale } from '@/hooks/use-locale';
import type { Project, Workspace } from '@/lib/wire';

export type ProjectsTab = 'active' | 'archived';

interface ProjectsSectionProps {
  workspace: Workspace;
  idUser: string;
  tab: ProjectsTab;
  onTabChange: (tab: ProjectsTab) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** A dialog or drawer the page has open, with the project it is about. */
type Opened =
  | { kind: 'form'; project: Project | null }
  | { kind: 'members'; project: Project }
  | { kind: 'leave'; project: Project };

/**
 * The workspace's projects: active and archived, favourites first, a search box; creating,
 * editing, archiving, joining and leaving, favourites, and each project's members.
 */
export function ProjectsSection({
  workspace,
  idUser,
  tab,
  onTabChange,
  query,
  onQueryChange,
}: ProjectsSectionProps) {
  const { t } = useTranslation('projects');
  const abilities = projectAbilities(workspace);
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => {
    setOpened(null);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2">
            {t('title.page')}
          </Title>
          {abilities.canManage && (
            <Button
              onClick={() => {
                setOpened({ kind: 'form', project: null });
              }}
            >
              {t('action.create')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" maw={680}>
          {t(abilities.canManage ? 'page.lead' : 'page.readOnly')}
        </Text>
      </Stack>
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          onQueryChange(event.currentTarget.value);
        }}
        maw={420}
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          onTabChange(value === 'archived' ? 'archived' : 'active');
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="active">{t('tabs.active')}</Tabs.Tab>
          <Tabs.Tab value="archived">{t('tabs.archived')}</Tabs.Tab>
        </Tabs.List>
        {(['active', 'archived'] as const).map((shown) => (
          <Tabs.Panel key={shown} value={shown} pt="md">
            <ProjectList
              workspace={workspace}
              archived={shown === 'archived'}
              query={query}
              onClearQuery={() => {
                onQueryChange('');
              }}
              onOpen={setOpened}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ProjectFormDialog
        opened={opened?.kind === 'form'}
        project={opened?.kind === 'form' ? opened.project : null}
        workspace={workspace}
        onClose={close}
      />
      <MembersDrawer
        project={opened?.kind === 'members' ? opened.project : null}
        workspace={workspace}
        idUser={idUser}
        onClose={close}
      />
      <LeaveProjectDialog
        project={opened?.kind === 'leave' ? opened.project : null}
        canManage={abilities.canManage}
        onClose={close}
      />
    </Stack>
  );
}

interface ProjectListProps {
  workspace: Workspace;
  archived: boolean;
  query: string;
  onClearQuery: () => void;
  onOpen: (opened: Opened) => void;
}

function ProjectList({ workspace, archived, query, onClearQuery, onOpen }: ProjectListProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const abilities = projectAbilities(workspace);
  const projects = useQuery(projectQueries.list(workspace.id, archived));
  const mine = useQuery(projectQueries.mine(workspace.id, archived));
  const actions = useProjectActions(abilities.canManage);
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);
  const shown = useMemo(
    () => arrangeProjects(projects.data ?? [], query, collator),
    [projects.data, query, collator],
  );

  if (projects.isError || mine.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <span>{t('list.loadFailed')}</span>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void projects.refetch();
              void mine.refetch();
            }}
          >
            {t('action.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (projects.data === undefined || mine.data === undefined) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('list.loading')}</Text>
      </Group>
    );
  }
  if (shown.length === 0) {
    return query.trim() === '' ? (
      <Text>{t(archived ? 'list.emptyArchived' : 'list.emptyActive')}</Text>
    ) : (
      <Group gap="sm">
        <Text>{t('list.noMatch', { query: query.trim() })}</Text>
        <Button size="xs" variant="default" onClick={onClearQuery}>
          {t('action.clearSearch')}
        </Button>
      </Group>
    );
  }

  const act = (project: Project, action: ProjectAction) => {
    switch (action) {
      case 'edit':
        onOpen({ kind: 'form', project });
        return;
      case 'members':
        onOpen({ kind: 'members', project });
        return;
      case 'leave':
        onOpen({ kind: 'leave', project });
        return;
      default:
        actions.run(project, action);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t('list.count', { count: shown.length })}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t(archived ? 'tabs.archived' : 'tabs.active')}
      >
        {shown.map((project) => {
          const isMember = mine.data.has(project.id);
          return (
            <ProjectCard
              key={project.id}
              project={project}
              isMember={isMember}
              actions={projectActions(project, isMember, abilities)}
              onFavorite={
                canFavorite(project, isMember)
                  ? () => {
                      actions.run(project, project.isFavorite ? 'unfavorite' : 'favorite');
                    }
                  : undefined
              }
              onAction={(action) => {
                act(project, action);
              }}
              rateCurrency={abilities.canManage ? workspace.currency : undefined}
              busy={actions.busyId === project.id}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

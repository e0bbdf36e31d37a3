import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { DotsIcon, LockIcon, PeopleIcon, StarIcon } from '@/features/projects/components/icons';
import { formatMoney } from '@/lib/money';
import type { ProjectAction } from '@/features/projects/utils/project-rules';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import type { Project } from '@/lib/wire';

interface ProjectCardProps {
  project: Project;
  isMember: boolean;
  actions: readonly ProjectAction[];
  /** Undefined: the star is shown disabled, with why. */
  onFavorite: (() => void) | undefined;
  onAction: (action: ProjectAction) => void;
  /** The workspace's currency, for the rate; undefined hides the rate. */
  rateCurrency: string | undefined;
  busy: boolean;
}

/** One project of the list: favourite star, name, who and what it is for, its pages, actions. */
export function ProjectCard({
  project,
  isMember,
  actions,
  onFavorite,
  onAction,
  rateCurrency,
  busy,
}: ProjectCardProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const favorite = project.isFavorite;
  const starLabel = t(favorite ? 'favorite.remove' : 'favorite.add', { name: project.name });

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={project.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Tooltip label={t('favorite.privateHint')} disabled={onFavorite !== undefined}>
              <ActionIcon
                variant="subtle"
                color={favorite ? 'yellow.8' : 'gray'}
                aria-label={starLabel}
                aria-pressed={favorite}
                disabled={onFavorite === undefined || busy}
                onClick={onFavorite}
              >
                <StarIcon filled={favorite} />
              </ActionIcon>
            </Tooltip>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={paths.projectTimestamps.getHref({ id: project.id }, prefix)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {project.name}
              </Anchor>
              <Group gap={6}>
                {!project.isPublic && (
                  <Badge
                    variant="light"
                    color="grape"
                    tt="none"
                    leftSection={<LockIcon size={12} />}
                  >
                    {t('card.private')}
                  </Badge>
                )}
                {project.archivedAt !== null && (
                  <Badge variant="light" color="gray" tt="none">
                    {t('card.archived')}
                  </Badge>
                )}
                {isMember && (
                  <Badge variant="light" color="green" tt="none">
                    {t('card.member')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <ProjectActionsMenu
            name={project.name}
            actions={actions}
            onAction={onAction}
            busy={busy}
          />
        </Group>
        {project.description !== null && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {project.description}
          </Text>
        )}
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <PeopleIcon size={16} />
            <Text size="sm">{t('card.members', { count: project.totalMembers })}</Text>
          </Group>
          {rateCurrency !== undefined && project.hourlyRate > 0 && (
            <Text size="sm">
              {t('card.rate', { rate: formatMoney(project.hourlyRate, rateCurrency, locale) })}
            </Text>
          )}
        </Group>
        {project.clients.length > 0 && (
          <Group gap={6} wrap="wrap" aria-label={t('card.clients')} role="list">
            {project.clients.map((client) => (
              <Badge
                key={client.id}
                role="listitem"
                variant="default"
                tt="none"
                leftSection={<Avatar src={client.avatar} alt="" name={client.name} size={16} />}
              >
                {client.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.projectTimestamps.getHref({ id: project.id }, prefix)}
            size="xs"
            variant="light"
          >
            {t('tab.timestamps')}
          </Button>
          <Button
            component={Link}
            to={paths.projectTotal.getHref({ id: project.id }, prefix)}
            size="xs"
            variant="light"
          >
            {t('tab.total')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ProjectActionsMenu({
  name,
  actions,
  onAction,
  busy,
}: {
  name: string;
  actions: readonly ProjectAction[];
  onAction: (action: ProjectAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('actions.menuFor', { name })}
          loading={busy}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            onClick={() => {
              onAction(action);
            }}
          >
            {t(`action.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

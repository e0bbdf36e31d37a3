import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

/** The page's words, in its own namespace. */
export interface CataloguePageText {
  title: string;
  lead: string;
  noWorkspace: string;
  readOnlyTitle: string;
  readOnly: string;
}

interface CataloguePageProps {
  text: CataloguePageText;
  /** Who may create, change, delete and restore what the page lists. */
  manage: Permission;
  /** The list itself, for the active workspace. */
  children: (workspace: Workspace, canManage: boolean) => ReactNode;
}

/**
 * The frame of a page listing one kind of the workspace's labels (clients, tags, categories):
 * every member reads the list; without the permission it is read-only and says so. The list is
 * keyed by the workspace, so switching workspaces starts afresh (no dialog left open on the
 * other workspace's object).
 */
export function CataloguePage({ text, manage, children }: CataloguePageProps) {
  usePageTitle(text.title);
  // The auth guard has the account before this page renders.
  const me = useQuery(accountQueries.me()).data;
  if (!me) return null;
  const workspace = me.activeWorkspace;
  const canManage = workspace !== null && canInWorkspace(workspace, manage);

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {text.title}
        </Title>
        <Text c="dimmed" size="sm" maw={640}>
          {text.lead}
        </Text>
      </Stack>
      {workspace === null ? (
        <Alert variant="light" role="note">
          {text.noWorkspace}
        </Alert>
      ) : (
        <>
          {!canManage && (
            <Alert variant="light" color="gray" role="note" title={text.readOnlyTitle}>
              {text.readOnly}
            </Alert>
          )}
          <Stack key={workspace.id} gap="lg">
            {children(workspace, canManage)}
          </Stack>
        </>
      )}
    </Stack>
  );
}

import { ActionIcon, Button, Group, Kbd } from '@mantine/core';
import { useDisclosure, useOs } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchIcon } from '@/features/search/components/search-icons';
import { SearchPalette } from '@/features/search/components/search-palette';
import { useSearchShortcut } from '@/features/search/hooks/use-search-shortcut';
import { useActiveWorkspace } from '@/lib/active-workspace';

/** What assistive technology is told opens search (aria-keyshortcuts syntax). */
const SHORTCUTS = 'Control+K Meta+K /';

function HeaderSearchControl({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('search');
  const [opened, palette] = useDisclosure(false);
  const os = useOs();
  const mod = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  useSearchShortcut(palette.open);

  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        fw={400}
        leftSection={<SearchIcon size={16} />}
        rightSection={
          // The keys are named in aria-keyshortcuts; read aloud here they would only repeat.
          <Group gap={2} wrap="nowrap" aria-hidden>
            <Kbd size="xs">{mod}</Kbd>
            <Kbd size="xs">K</Kbd>
          </Group>
        }
        aria-haspopup="dialog"
        aria-keyshortcuts={SHORTCUTS}
        onClick={palette.open}
      >
        {t('header.open')}
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('header.open')}
        aria-haspopup="dialog"
        onClick={palette.open}
      >
        <SearchIcon size={20} />
      </ActionIcon>
      <SearchPalette opened={opened} onClose={palette.close} workspaceId={workspaceId} />
    </>
  );
}

/**
 * The header's way into search: a box-like button from tablets up (showing its shortcut), an
 * icon on phones; Ctrl/Cmd+K or "/" opens it from anywhere. Search is about the active
 * workspace, so without one there is nothing. Its text loads on its own: the header never
 * waits for it.
 */
export function HeaderSearch() {
  const workspace = useActiveWorkspace();
  if (workspace === null) return null;
  return (
    <Suspense fallback={null}>
      <HeaderSearchControl workspaceId={workspace.id} />
    </Suspense>
  );
}

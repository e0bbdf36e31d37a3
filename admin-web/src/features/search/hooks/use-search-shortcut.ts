import { useWindowEvent } from '@mantine/hooks';

import { isSearchShortcut } from '@/features/search/utils/search-shortcut';

/** Calls `open` on the search shortcut (Ctrl/Cmd+K, or "/" outside text fields). */
export function useSearchShortcut(open: () => void): void {
  useWindowEvent('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    // Ctrl+K would otherwise move the focus to the browser's own search box.
    event.preventDefault();
    open();
  });
}

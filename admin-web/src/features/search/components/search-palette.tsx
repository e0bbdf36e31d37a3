import { Group, Kbd, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { SEARCH_QUERY_MAX_LENGTH } from '@punchcard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { paths } from '@/config/paths';
import { SEARCH_DEBOUNCE_MS, searchQueries } from '@/features/search/api/search-queries';
import { optionId, PaletteList } from '@/features/search/components/palette-list';
import { SearchIcon } from '@/features/search/components/search-icons';
import { paletteOptions, stepOption } from '@/features/search/utils/palette-options';
import { highlightTerms, normalizeQuery } from '@/features/search/utils/search-query';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';

/** The header shows the best few; the search page shows more, by kind. */
export const PALETTE_LIMIT = 8;

/** Below Mantine's `sm` breakpoint the palette takes the whole screen. */
const PHONE_QUERY = '(max-width: 47.99em)';

function KeyHints() {
  const { t } = useTranslation('search');
  return (
    <Group
      component="p"
      gap="md"
      m={0}
      aria-label={t('palette.keys')}
      visibleFrom="sm"
      fz="xs"
      c="dimmed"
    >
      <Group component="span" gap={4}>
        <Kbd size="xs">↑</Kbd>
        <Kbd size="xs">↓</Kbd>
        {t('palette.keys.move')}
      </Group>
      <Group component="span" gap={4}>
        <Kbd size="xs">Enter</Kbd>
        {t('palette.keys.open')}
      </Group>
      <Group component="span" gap={4}>
        <Kbd size="xs">Esc</Kbd>
        {t('palette.keys.close')}
      </Group>
    </Group>
  );
}

interface PaletteBodyProps {
  workspaceId: string;
  onClose: () => void;
}

/**
 * The search box and its live results. Typing asks the API once it rests; the arrow keys pick a
 * result and Enter opens it, or, with none picked, the search page with every result. Enter
 * while an input method is composing (Japanese) only confirms the text.
 */
function PaletteBody({ workspaceId, onClose }: PaletteBodyProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const prefix = useLocalePrefix();
  const me = useQuery(accountQueries.me()).data;
  const listId = useId();
  const [text, setText] = useState('');
  // The picked row belongs to the answer it was picked in: a new answer starts unpicked.
  const [picked, setPicked] = useState<{ answer: unknown; index: number }>({
    answer: undefined,
    index: -1,
  });
  const query = normalizeQuery(text);
  const [asked] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    ...searchQueries.results(workspaceId, asked, PALETTE_LIMIT),
    enabled: asked !== '',
    // The last answer stays while the next is on its way, so the list does not blink per key.
    placeholderData: keepPreviousData,
  });
  const shown = query !== '' && asked !== '' ? results.data : undefined;
  const options = useMemo(
    () => paletteOptions(shown?.hits ?? [], asked, me, prefix),
    [shown, asked, me, prefix],
  );
  const terms = useMemo(() => highlightTerms(asked), [asked]);
  const current = picked.answer === shown && picked.index < options.length ? picked.index : -1;
  const setActive = (index: number) => {
    setPicked({ answer: shown, index });
  };

  const open = (href: string) => {
    onClose();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Safari ends a composition before the keydown of the Enter that confirms it; that keydown
    // has isComposing false, and only its key code 229 tells it is the input method's.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one signal Safari gives
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(stepOption(options, current, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const href = options[current]?.href ?? null;
      if (href !== null) open(href);
      else if (query !== '') open(paths.search.getHref({ q: query }, prefix));
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        role="combobox"
        aria-label={t('palette.label')}
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={options.length > 0 ? listId : undefined}
        aria-activedescendant={current >= 0 ? optionId(listId, current) : undefined}
        placeholder={t('palette.placeholder')}
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        size="md"
        leftSection={<SearchIcon size={18} />}
        rightSection={results.isFetching ? <Loader size="xs" /> : null}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
      />
      {query === '' && (
        <Text size="sm" c="dimmed">
          {t('palette.hint')}
        </Text>
      )}
      {query !== '' && results.isError && <ApiErrorAlert error={results.error} />}
      {query !== '' && shown === undefined && results.isFetching && (
        <Text size="sm" c="dimmed">
          {t('palette.searching')}
        </Text>
      )}
      {shown !== undefined && shown.hits.length === 0 && (
        <Text size="sm">{t('palette.none', { query: asked })}</Text>
      )}
      {options.length > 0 && (
        <PaletteList
          listId={listId}
          options={options}
          active={current}
          query={asked}
          terms={terms}
          onActivate={setActive}
          onOpen={onClose}
        />
      )}
      <Text role="status" className="visually-hidden">
        {shown === undefined
          ? ''
          : shown.isSizeCapped
            ? t('palette.announceCapped', { count: shown.size })
            : t('palette.announce', { count: shown.size })}
      </Text>
      <KeyHints />
    </Stack>
  );
}

interface SearchPaletteProps extends PaletteBodyProps {
  opened: boolean;
}

/** The header's search dialog (whole-screen on phones); it starts empty each time it opens. */
export function SearchPalette({ opened, onClose, workspaceId }: SearchPaletteProps) {
  const { t } = useTranslation('search');
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('palette.title')}
      closeButtonProps={{ 'aria-label': t('palette.close') }}
      fullScreen={phone}
      size="lg"
      yOffset="10vh"
    >
      <PaletteBody workspaceId={workspaceId} onClose={onClose} />
    </Modal>
  );
}

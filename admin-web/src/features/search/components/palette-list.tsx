import { Box, Stack, Text, useComputedColorScheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { HitKindIcon, SearchIcon } from '@/features/search/components/search-icons';
import { HitText } from '@/features/search/components/hit-text';
import type { PaletteOption } from '@/features/search/utils/palette-options';

/** The id of option `index` of the list `listId` (the input's aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-option-${String(index)}`;

interface PaletteListProps {
  listId: string;
  options: readonly PaletteOption[];
  /** The option the arrow keys are on (-1: none). */
  active: number;
  query: string;
  terms: string[];
  onActivate: (index: number) => void;
  /** An option was clicked: its link navigates; the palette closes. */
  onOpen: () => void;
}

/**
 * The active row's tint. Mantine's hover colour in dark mode (dark 5) leaves the dimmed text at
 * 4.1:1; dark 6 keeps it at 5.1:1.
 */
const ACTIVE_BACKGROUND = {
  light: 'var(--mantine-color-gray-1)',
  dark: 'var(--mantine-color-dark-6)',
} as const;

function optionStyle(active: boolean, opens: boolean, scheme: 'light' | 'dark'): CSSProperties {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 'var(--mantine-spacing-sm)',
    padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
    borderRadius: 'var(--mantine-radius-md)',
    color: 'inherit',
    textDecoration: 'none',
    cursor: opens ? 'pointer' : 'default',
    // The arrow keys move no real focus (it stays in the input): the active row shows the ring
    // a focused control would, not only a tint.
    background: active ? ACTIVE_BACKGROUND[scheme] : undefined,
    outline: active
      ? '2px solid var(--app-focus-ring, var(--mantine-primary-color-filled))'
      : undefined,
    outlineOffset: -2,
  };
}

function OptionBody({
  option,
  query,
  terms,
}: Pick<PaletteListProps, 'query' | 'terms'> & {
  option: PaletteOption;
}) {
  const { t } = useTranslation('search');
  if (option.kind === 'all') {
    return (
      <>
        <SearchIcon size={18} />
        <Text component="span" size="sm" fw={600}>
          {t('palette.all', { query })}
        </Text>
      </>
    );
  }
  const { hit, href } = option;
  return (
    <>
      <HitKindIcon type={hit.type} size={18} />
      <Box style={{ flex: 1, minWidth: 0 }} component="span">
        <HitText hit={hit} terms={terms} />
        {href === null && (
          <Text component="span" size="xs" c="dimmed" display="block">
            {t('hit.noPage')}
          </Text>
        )}
      </Box>
      <Text component="span" size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        {t(`kind.${hit.type}`)}
      </Text>
    </>
  );
}

/**
 * The header's results as a listbox driven from the input (the combobox pattern): the arrow keys
 * move `active`, the pointer too; options are links, so a click (or a middle click) opens them.
 * Rows that open nothing say why and are passed over.
 */
export function PaletteList({
  listId,
  options,
  active,
  query,
  terms,
  onActivate,
  onOpen,
}: PaletteListProps) {
  const { t } = useTranslation('search');
  const scheme = useComputedColorScheme('light');
  const rows: ReactNode[] = options.map((option, index) => {
    const common = {
      id: optionId(listId, index),
      role: 'option',
      'aria-selected': index === active,
      style: optionStyle(index === active, option.href !== null, scheme),
      // Keeps the focus in the input, where typing goes on.
      onMouseDown: (event: { preventDefault: () => void }) => {
        event.preventDefault();
      },
    } as const;
    const key = option.kind === 'all' ? 'all' : `${option.hit.type}-${option.hit.id}`;
    const body = <OptionBody option={option} query={query} terms={terms} />;
    if (option.href === null) {
      return (
        <Box key={key} {...common} aria-disabled>
          {body}
        </Box>
      );
    }
    return (
      <Box
        key={key}
        {...common}
        component={Link}
        to={option.href}
        tabIndex={-1}
        onMouseMove={() => {
          if (index !== active) onActivate(index);
        }}
        onClick={onOpen}
      >
        {body}
      </Box>
    );
  });
  return (
    <Stack id={listId} role="listbox" aria-label={t('palette.results')} gap={2}>
      {rows}
    </Stack>
  );
}

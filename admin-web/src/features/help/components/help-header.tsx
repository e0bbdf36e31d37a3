import { Anchor, Group, Text, TextInput } from '@mantine/core';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { LanguageSwitch } from '@/components/language-switch';
import { LogoMark } from '@/components/logo';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/features/help/components/help-icons';
import { useLocalePrefix } from '@/hooks/use-locale';
import { stripLocalePrefix } from '@/lib/locale';

/**
 * The help pages' top line: the way back to the help centre, help search (on the search page it
 * holds the words searched, to refine them) and the language.
 */
export function HelpHeader() {
  const { t } = useTranslation('help');
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onSearchPage = stripLocalePrefix(useLocation().pathname) === paths.helpSearch.path;
  const searched = onSearchPage ? (params.get('q') ?? '') : '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = new FormData(event.currentTarget).get('q');
    const words = typeof field === 'string' ? field.trim() : '';
    void navigate(paths.helpSearch.getHref({ q: words }, prefix));
  };

  return (
    <Group component="header" justify="space-between" wrap="nowrap" gap="sm" px="md" py="sm">
      <Anchor
        component={Link}
        to={paths.help.getHref({}, prefix)}
        underline="never"
        aria-label={t('header.label')}
        c="var(--mantine-color-text)"
      >
        <Group gap={8} wrap="nowrap" component="span">
          <LogoMark size={28} />
          <Text component="span" fw={700} visibleFrom="sm">
            {t('header.label')}
          </Text>
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap" flex={1} justify="flex-end">
        {/* One field: Enter submits it (implicit submission), as search boxes do. */}
        <form
          role="search"
          aria-label={t('header.search')}
          onSubmit={submit}
          style={{ flex: 1, maxWidth: 340 }}
        >
          <TextInput
            // A new search on the search page shows its own words.
            key={searched}
            aria-label={t('header.search')}
            name="q"
            type="search"
            defaultValue={searched}
            placeholder={t('header.search')}
            leftSection={<SearchIcon size={16} />}
            enterKeyHint="search"
          />
        </form>
        <LanguageSwitch />
      </Group>
    </Group>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { SEARCH_QUERY_MAX_LENGTH } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchIcon } from '@/features/search/components/search-icons';
import { normalizeQuery } from '@/features/search/utils/search-query';

interface SearchFormProps {
  /** The query in the address; the page remounts the form when it changes. */
  initialQuery: string;
  onSearch: (query: string) => void;
}

/** The search page's own box: searching puts the query in the address (shareable, Back works). */
export function SearchForm({ initialQuery, onSearch }: SearchFormProps) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(initialQuery);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(normalizeQuery(text));
  };
  return (
    <form role="search" onSubmit={submit}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          type="search"
          label={t('form.label')}
          placeholder={t('form.placeholder')}
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          leftSection={<SearchIcon size={16} />}
          style={{ flex: 1 }}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Button type="submit">{t('form.submit')}</Button>
      </Group>
    </form>
  );
}

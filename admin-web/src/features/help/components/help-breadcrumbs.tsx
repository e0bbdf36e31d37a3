import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb, the page itself, has none. */
  to?: string;
}

/** Where a help page sits: the help centre, its topic, the page itself. */
export function HelpBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation('help');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {trail.map(({ label, to }) =>
          to === undefined ? (
            <Text key={label} size="sm" c="dimmed" aria-current="page">
              {label}
            </Text>
          ) : (
            <Anchor key={label} component={Link} to={to} size="sm">
              {label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

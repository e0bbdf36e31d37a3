import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const reasons = ['offline', 'tamper', 'atomic', 'selfHosted', 'languages', 'roles'] as const;

/** What sets Punchcard apart, one card per reason. */
export function WhyReasons() {
  const { t } = useTranslation('help');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {reasons.map((reason) => (
        <Card key={reason} withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="xs">
            {t(`why.${reason}.title`)}
          </Title>
          <Text size="sm">{t(`why.${reason}.body`)}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

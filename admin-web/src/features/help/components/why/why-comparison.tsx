import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const questions = ['offline', 'tamper', 'identify', 'past', 'data', 'cost'] as const;

/** The questions worth asking of any time tracker, with Punchcard's answers. */
export function WhyComparison({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('help');
  return (
    <Table.ScrollContainer minWidth={360} type="native">
      <Table withTableBorder verticalSpacing="sm" striped aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('why.question')}</Table.Th>
            <Table.Th scope="col">{t('why.answer')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((question) => (
            <Table.Tr key={question}>
              <Table.Th scope="row" fw={600} w="45%">
                {t(`why.q.${question}`)}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{t(`why.a.${question}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

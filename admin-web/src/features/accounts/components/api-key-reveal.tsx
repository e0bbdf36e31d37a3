import { Alert, Button, CopyButton, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The freshly generated key, shown once, with a copy button and the warning that it goes. */
export function ApiKeyReveal({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Alert color="yellow" variant="light" title={t('apiKey.warningTitle')}>
        {t('apiKey.warning')}
      </Alert>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        {/* Wraps rather than scrolls, so the whole key can be read and checked on a phone. */}
        <Textarea
          label={t('apiKey.keyLabel')}
          value={apiKey}
          readOnly
          autosize
          minRows={1}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          styles={{
            input: {
              fontFamily: 'var(--mantine-font-family-monospace)',
              wordBreak: 'break-all',
            },
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={apiKey} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'filled' : 'light'} onClick={copy} miw={110}>
              {copied ? t('apiKey.copied') : t('apiKey.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </>
  );
}

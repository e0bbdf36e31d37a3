import { initI18n } from '@/lib/i18n';

// Every test starts in English, as a first visit with an English browser would.
beforeAll(async () => {
  await initI18n('en');
});

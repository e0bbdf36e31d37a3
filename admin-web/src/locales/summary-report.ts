// Placeholder namespace: its feature's owner replaces it.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Summary',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'サマリー',
};

export const summaryReport: Namespace<typeof en> = { en, ja };

// The help centre, the guide and why Punchcard (features/help).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Help',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'ヘルプ',
};

export const help: Namespace<typeof en> = { en, ja };

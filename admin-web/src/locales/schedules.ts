// Placeholder namespace: its feature's owner replaces it.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Work schedule',
};

const ja: Catalogue<typeof en> = {
  'title.page': '勤務スケジュール',
};

export const schedules: Namespace<typeof en> = { en, ja };

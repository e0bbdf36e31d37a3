// The pomodoro timer on the clock (features/pomodoro).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Pomodoro',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'ポモドーロ',
};

export const pomodoro: Namespace<typeof en> = { en, ja };

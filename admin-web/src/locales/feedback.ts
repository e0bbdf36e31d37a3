// Feedback and support: /feedback (features/feedback).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Feedback',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'フィードバック',
};

export const feedback: Namespace<typeof en> = { en, ja };

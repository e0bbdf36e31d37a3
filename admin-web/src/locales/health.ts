// The API status line on the landing page (features/health).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  checking: 'Checking the API…',
  online: 'API online',
  unavailable: 'API unavailable',
};

const ja: Catalogue<typeof en> = {
  checking: 'API の状態を確認しています…',
  online: 'API は稼働中です',
  unavailable: 'API に接続できません',
};

export const health: Namespace<typeof en> = { en, ja };

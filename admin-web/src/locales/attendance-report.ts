// Placeholder namespace: its feature's owner replaces it.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Attendance',
};

const ja: Catalogue<typeof en> = {
  'title.page': '勤怠',
};

export const attendanceReport: Namespace<typeof en> = { en, ja };

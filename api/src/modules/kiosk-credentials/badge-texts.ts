import type { Locale } from '@punchcard/shared';

/** The words printed on badges and in the badge mail's document titles, per locale. */
export interface BadgeTexts {
  showAtKiosk: string;
  version: (version: number) => string;
  cardTitle: (name: string) => string;
  sheetTitle: (workspace: string) => string;
}

const TEXTS: Record<Locale, BadgeTexts> = {
  en: {
    showAtKiosk: 'Show this at the kiosk',
    version: (version) => `Badge v${version}`,
    cardTitle: (name) => `Kiosk badge: ${name}`,
    sheetTitle: (workspace) => `Kiosk badges: ${workspace}`,
  },
  ja: {
    showAtKiosk: 'キオスクでこのバッジを提示してください',
    version: (version) => `バッジ v${version}`,
    cardTitle: (name) => `キオスク用バッジ：${name}`,
    sheetTitle: (workspace) => `キオスク用バッジ：${workspace}`,
  },
};

export const badgeTexts = (locale: Locale): BadgeTexts => TEXTS[locale];

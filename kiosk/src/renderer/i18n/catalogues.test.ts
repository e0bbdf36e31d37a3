import enIdentify from '@/locales/en/identify.json';
import enKiosk from '@/locales/en/kiosk.json';
import jaIdentify from '@/locales/ja/identify.json';
import jaKiosk from '@/locales/ja/kiosk.json';

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['kiosk', enKiosk, jaKiosk],
  ['identify', enIdentify, jaIdentify],
] as const)('the %s catalogue', (_name, en, ja) => {
  it('has every English key in Japanese, and no other', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('leaves no English in Japanese and keeps every placeholder', () => {
    for (const [key, text] of Object.entries(en) as [keyof typeof en, string][]) {
      const translated: string = ja[key];
      // Only a bare time placeholder ("{{time}}") may read the same in both.
      if (text !== '{{time}}' && translated !== '{{time}}') {
        expect({ key, japanese: japanese.test(translated) }).toEqual({ key, japanese: true });
      }
      expect({ key, placeholders: placeholders(translated) }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });
});

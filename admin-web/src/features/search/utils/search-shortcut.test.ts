import { isSearchShortcut, type ShortcutEvent } from '@/features/search/utils/search-shortcut';

const press = (key: string, more: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...more,
});

describe('isSearchShortcut', () => {
  it('opens on Ctrl+K and Cmd+K, even from a text field', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(press('k', { ctrlKey: true, target: input }))).toBe(true);
    expect(isSearchShortcut(press('k'))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('opens on "/" only outside text fields', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not derive isContentEditable from the attribute.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isSearchShortcut(press('/'))).toBe(true);
    expect(isSearchShortcut(press('/', { target: document.createElement('input') }))).toBe(false);
    expect(isSearchShortcut(press('/', { target: document.createElement('textarea') }))).toBe(
      false,
    );
    expect(isSearchShortcut(press('/', { target: editable }))).toBe(false);
    expect(isSearchShortcut(press('/', { ctrlKey: true }))).toBe(false);
  });

  it('leaves keys alone while an input method composes or when handled already', () => {
    expect(isSearchShortcut(press('/', { isComposing: true }))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, defaultPrevented: true }))).toBe(false);
  });
});

/** The part of a keydown event the shortcut reads. */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** Where "/" is a character being typed, not a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/**
 * Whether a key press opens search: Ctrl+K (Cmd+K on a Mac) anywhere, since it types nothing, and
 * "/" outside text fields. "/" is read from the character, not the key's position, so it works on
 * keyboards that need Shift for it. Nothing fires while an input method is composing.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented === true || event.isComposing === true || event.altKey) return false;
  const mod = event.ctrlKey || event.metaKey;
  if (mod) return event.key.toLowerCase() === 'k';
  return event.key === '/' && !isTypingTarget(event.target);
}

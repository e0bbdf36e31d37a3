// jsdom has crypto.getRandomValues but no crypto.subtle: tests of the flow borrow Node's Web
// Crypto, the same implementation browsers expose.

/** Puts Node's Web Crypto in place of jsdom's; the returned function puts jsdom's back. */
export function borrowNodeWebCrypto(): () => void {
  const { webcrypto } = jest.requireActual<{ webcrypto: Crypto }>('node:crypto');
  const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  return () => {
    if (original) Object.defineProperty(globalThis, 'crypto', original);
  };
}

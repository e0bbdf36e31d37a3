/** A decoded Stripe request: nested objects and arrays of strings, as the client encodes them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

/**
 * Stripe's form encoding (`items[0][price]=p&expand[0]=x`, also `expand[]=x`) back into nested
 * objects; numeric keys make arrays. Used for both POST bodies and GET query strings.
 */
export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = rawKey.split('[').map((part) => part.replace(/\]$/, ''));
    const path = [head, ...rest];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1] ?? '');
      const key = Array.isArray(node) && segment === '' ? String(node.length) : segment;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** Readers that say what a handler expects, failing like Stripe on a wrong shape. */
export const form = {
  string(value: FormValue | undefined): string | undefined {
    return typeof value === 'string' ? value : undefined;
  },
  int(value: FormValue | undefined): number | undefined {
    return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : undefined;
  },
  bool(value: FormValue | undefined): boolean | undefined {
    if (value === 'true') return true;
    if (value === 'false') return false;
    return undefined;
  },
  object(value: FormValue | undefined): Form {
    return typeof value === 'object' && !Array.isArray(value) ? value : {};
  },
  list(value: FormValue | undefined): FormValue[] {
    if (Array.isArray(value)) return value;
    // `a[0]=x` parses as an array; `a[x]=` style maps keep their insertion order.
    return typeof value === 'object' ? Object.values(value) : [];
  },
  strings(value: FormValue | undefined): string[] {
    return form.list(value).filter((item): item is string => typeof item === 'string');
  },
};

import { ERROR_KEYS, genericErrorKey } from './error-keys.js';

describe('error keys', () => {
  it.each([
    [400, 'error.bad_request'],
    [401, 'error.unauthorized'],
    [403, 'error.forbidden'],
    [404, 'error.not_found'],
    [409, 'error.conflict'],
    [412, 'error.precondition_failed'],
    [429, 'error.too_many_requests'],
    [503, 'error.service_unavailable'],
    [500, 'error.internal_error'],
    [418, 'error.internal_error'],
    [502, 'error.internal_error'],
  ])('maps %i to %s', (status, key) => {
    expect(genericErrorKey(status)).toBe(key);
  });

  it('has no duplicate keys', () => {
    const seen = new Set<string>();
    const duplicates = ERROR_KEYS.filter((key) => seen.has(key) || !seen.add(key));
    expect(duplicates).toEqual([]);
  });

  it('answers only keys of the catalogue', () => {
    for (let status = 100; status < 600; status++) {
      expect(ERROR_KEYS).toContain(genericErrorKey(status));
    }
  });
});

import { withoutEmails } from './logger-options.js';

describe('request log lines', () => {
  it('carry no e-mail address in the URL, path parameters or query', () => {
    const line = withoutEmails({
      method: 'GET',
      url: '/v1/accounts/emails/password-reset/ana.b%40probe.test?next=x@y.test&page=2',
      params: { x: 'ana.b@probe.test' },
      query: { next: 'x@y.test', page: '2' },
    });
    expect(line).toEqual({
      method: 'GET',
      url: '/v1/accounts/emails/password-reset/[email]?next=[email]&page=2',
      params: { x: '[email]' },
      query: { next: '[email]', page: '2' },
    });
  });
});

import path from 'node:path';
import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data resolved and http://localhost:3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toBeUndefined();
    expect(config.badgeSecret).toBeUndefined();
    expect(config.throttleLimitScale).toBe(1);
    expect(config.chatWebhookUrl).toBeUndefined();
  });

  it('derives the default public URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({ PORT: '', DATA_DIR: '  ', PUBLIC_URL: ' ', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('resolves DATA_DIR to an absolute path', () => {
    expect(loadConfig({ DATA_DIR: 'var/punchcard' }).dataDir).toBe(path.resolve('var/punchcard'));
    expect(loadConfig({ DATA_DIR: '/data' }).dataDir).toBe('/data');
  });

  it.each([
    ['https://time.example.com/', 'https://time.example.com'],
    ['https://time.example.com//', 'https://time.example.com'],
    ['https://example.com/punchcard/', 'https://example.com/punchcard'],
    [' http://10.0.0.5:3000 ', 'http://10.0.0.5:3000'],
  ])('keeps PUBLIC_URL %j as %j, without a trailing slash', (value, expected) => {
    expect(loadConfig({ PUBLIC_URL: value }).publicUrl).toBe(expected);
  });

  it.each(['abc', '-1', '3.5', '80 80', 'NaN', '0x10', '1e3', '70000'])(
    'refuses PORT=%j',
    (value) => {
      expect(() => loadConfig({ PORT: value })).toThrow(
        /PORT must be a whole number from 0 to 65535/,
      );
    },
  );

  it.each([
    'example.com',
    '/punchcard',
    'http://',
    '//example.com',
    'localhost:3000',
    'javascript:x',
    'ftp://example.com',
  ])('refuses PUBLIC_URL %j (relative or not http)', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
      /PUBLIC_URL must be an absolute http\(s\) URL/,
    );
  });

  it('keeps CHAT_WEBHOOK_URL as given and refuses one that is not an absolute http(s) URL', () => {
    const url = 'https://hooks.slack.com/services/T000/B000/XXXX';
    expect(loadConfig({ CHAT_WEBHOOK_URL: ` ${url} ` }).chatWebhookUrl).toBe(url);
    expect(loadConfig({ CHAT_WEBHOOK_URL: ' ' }).chatWebhookUrl).toBeUndefined();
    for (const value of ['hooks.slack.com/services/x', 'ftp://example.com/hook']) {
      expect(() => loadConfig({ CHAT_WEBHOOK_URL: value })).toThrow(
        /CHAT_WEBHOOK_URL must be an absolute http\(s\) URL/,
      );
      // The URL carries the webhook's token: the error never echoes it.
      expect(() => loadConfig({ CHAT_WEBHOOK_URL: value })).not.toThrow(value);
    }
  });

  it('reads SUPPORT_EMAIL as a list of addresses, none when unset', () => {
    expect(loadConfig({}).supportEmails).toEqual([]);
    expect(loadConfig({ SUPPORT_EMAIL: ' ' }).supportEmails).toEqual([]);
    expect(loadConfig({ SUPPORT_EMAIL: ' help@example.com ' }).supportEmails).toEqual([
      'help@example.com',
    ]);
    expect(
      loadConfig({ SUPPORT_EMAIL: 'Help@Example.com, ops@example.com,help@example.com' })
        .supportEmails,
    ).toEqual(['help@example.com', 'ops@example.com']);
    for (const value of ['help', 'help@example.com; ops@example.com', 'Help <h@example.com>']) {
      expect(() => loadConfig({ SUPPORT_EMAIL: value })).toThrow(
        /SUPPORT_EMAIL must be e-mail addresses separated by commas/,
      );
    }
  });

  it('reads BILLING as none by default, none, test or stripe, and refuses anything else', () => {
    expect(loadConfig({}).billing).toBe('none');
    expect(loadConfig({ BILLING: ' ' }).billing).toBe('none');
    expect(loadConfig({ BILLING: 'none' }).billing).toBe('none');
    expect(loadConfig({ BILLING: ' Test ' }).billing).toBe('test');
    expect(loadConfig({ BILLING: 'test' }).stripe).toBeUndefined();
    expect(() => loadConfig({ BILLING: 'paypal' })).toThrow(
      'BILLING must be one of none, test, stripe, got "paypal"',
    );
  });

  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  };

  it('runs Stripe when its secret key is set, with all three keys and its address', () => {
    const config = loadConfig(stripeKeys);
    expect(config.billing).toBe('stripe');
    expect(config.stripe).toMatchObject({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: 'pk_test_1',
    });
    expect(config.stripe?.apiUrl.href).toBe('https://api.stripe.com/');
    const local = loadConfig({ ...stripeKeys, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(local.stripe?.apiUrl.port).toBe('12111');
    // An explicit BILLING wins over the key.
    expect(loadConfig({ ...stripeKeys, BILLING: 'none' }).billing).toBe('none');
  });

  it('refuses Stripe without its webhook or publishable key, or with a bad address', () => {
    const { STRIPE_WEBHOOK_SECRET: _webhook, ...noWebhook } = stripeKeys;
    expect(() => loadConfig(noWebhook)).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set when billing runs on Stripe',
    );
    expect(() => loadConfig({ BILLING: 'stripe' })).toThrow(/STRIPE_SECRET_KEY must be set/);
    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_URL: 'ftp://x' })).toThrow(
      /STRIPE_API_URL must be an absolute http\(s\) URL/,
    );
  });

  it('reads BILLING_GRACE_DAYS, 7 by default, at most 60', () => {
    expect(loadConfig({}).billingGraceDays).toBe(7);
    expect(loadConfig({ BILLING_GRACE_DAYS: '3' }).billingGraceDays).toBe(3);
    expect(() => loadConfig({ BILLING_GRACE_DAYS: '61' })).toThrow(/BILLING_GRACE_DAYS/);
  });

  it('refuses a bad DATABASE_POOL_SIZE and THROTTLE_LIMIT_SCALE', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ THROTTLE_LIMIT_SCALE: '-2' })).toThrow(/THROTTLE_LIMIT_SCALE/);
  });

  it('reads optional values trimmed', () => {
    const config = loadConfig({
      DATABASE_URL: ' postgres://u:p@db:5432/punchcard ',
      SESSION_SECRET: ' s ',
      DATABASE_POOL_SIZE: '4',
      THROTTLE_LIMIT_SCALE: '0',
    });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/punchcard');
    expect(config.sessionSecret).toBe('s');
    expect(config.databasePoolSize).toBe(4);
    expect(config.throttleLimitScale).toBe(1);
  });
});

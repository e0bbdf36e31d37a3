import { loadConfig } from '#src/config/app-config.js';

const MODEL = {
  OPENAI_BASE_URL: 'http://localhost:11434/v1',
  OPENAI_API_KEY: 'sk-local',
  OPENAI_MODEL: 'llama3.1',
};

describe('the AI suggestion model settings', () => {
  it('is off without any of them, and blank values are unset', () => {
    expect(loadConfig({}).openai).toBeUndefined();
    expect(loadConfig({ OPENAI_BASE_URL: ' ', OPENAI_MODEL: '' }).openai).toBeUndefined();
  });

  it('is on with all three, with a 20 s timeout unless told', () => {
    expect(loadConfig(MODEL).openai).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-local',
      model: 'llama3.1',
      timeoutMs: 20_000,
    });
    expect(loadConfig({ ...MODEL, OPENAI_TIMEOUT_MS: '5000' }).openai?.timeoutMs).toBe(5000);
  });

  it('refuses some but not all of them, naming what is missing', () => {
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-x' })).toThrow(
      'OPENAI_BASE_URL and OPENAI_MODEL missing',
    );
    expect(() => loadConfig({ ...MODEL, OPENAI_MODEL: '' })).toThrow('OPENAI_MODEL missing');
  });

  it.each(['0', '-1', '1.5', '120001', 'soon'])('refuses OPENAI_TIMEOUT_MS=%j', (value) => {
    expect(() => loadConfig({ ...MODEL, OPENAI_TIMEOUT_MS: value })).toThrow('OPENAI_TIMEOUT_MS');
  });

  it('refuses a base URL that is not http(s), without echoing it', () => {
    const attempt = () =>
      loadConfig({ ...MODEL, OPENAI_BASE_URL: 'ftp://user:secret@models.example/v1' });
    expect(attempt).toThrow('OPENAI_BASE_URL must be an absolute http(s) URL');
    expect(attempt).not.toThrow('secret');
  });
});

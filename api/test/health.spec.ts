import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports the database up', async () => {
    const res = await t.agent().get('/v1/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 with the catalogue key when the database is gone', async () => {
    await t.app.get(DataSource).destroy();
    const res = await t.agent().get('/v1/health').expect(503);
    expect(res.body).toMatchObject({ status_code: 503, error_key: 'error.service_unavailable' });
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerServerErrors } from './server-errors.ts';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerServerErrors(app);
  app.get('/page', () => Promise.reject(error));
  await app.ready();
  return app;
}

describe('errors outside the API', () => {
  it('answers 503 with Retry-After when the database is out of reach, without its message', async () => {
    const app = await appThrowing(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toBe('Service briefly unavailable. Please try again in a moment.');
    await app.close();
  });

  it('answers any other fault as a bare 500 that never quotes the error (which may quote SQL)', async () => {
    const app = await appThrowing(new Error('Failed query: select secret from users'));
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('select');
    expect(response.body).toBe('Internal server error.');
    await app.close();
  });

  it("keeps a client error's own answer", async () => {
    const app = await appThrowing(Object.assign(new Error('Body is too large'), { statusCode: 413 }));
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.statusCode).toBe(413);
    await app.close();
  });
});

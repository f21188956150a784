import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEY_MATERIAL } from './config-encryption.ts';
import { loadConfig } from './config.ts';

const configured = {
  ENCRYPTION_SECRET: 'a-long-deployment-secret',
  ENCRYPTION_SALT: 'deployment-salt',
  ENCRYPTION_IV: 'deployment-iv',
};

describe('response encryption settings', () => {
  it('are off by default, whatever key material is set', () => {
    expect(loadConfig({}).responseEncryption).toBeNull();
    expect(loadConfig({ ENCRYPT_RESPONSE: 'off', ...configured }).responseEncryption).toBeNull();
  });

  it('use the configured secret, salt and IV when ENCRYPT_RESPONSE is on', () => {
    expect(loadConfig({ ENCRYPT_RESPONSE: 'on', ...configured }).responseEncryption).toEqual({
      secret: 'a-long-deployment-secret',
      salt: 'deployment-salt',
      iv: 'deployment-iv',
    });
    expect(
      loadConfig({ NODE_ENV: 'production', ENCRYPT_RESPONSE: 'true', ...configured }).responseEncryption,
    ).toMatchObject({ secret: 'a-long-deployment-secret' });
  });

  it('fall back to the development defaults outside production, each unset value on its own', () => {
    expect(loadConfig({ ENCRYPT_RESPONSE: 'on' }).responseEncryption).toEqual(DEVELOPMENT_KEY_MATERIAL);
    expect(
      loadConfig({ ENCRYPT_RESPONSE: 'on', ENCRYPTION_SALT: 'own-salt', ENCRYPTION_IV: '' }).responseEncryption,
    ).toEqual({
      ...DEVELOPMENT_KEY_MATERIAL,
      salt: 'own-salt',
    });
  });

  it('refuse production without a secret of its own, and a short secret anywhere, without echoing it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPT_RESPONSE: 'on' })).toThrow(
      'Configuration error: ENCRYPT_RESPONSE=on in production needs ENCRYPTION_SECRET',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPT_RESPONSE: 'off' })).not.toThrow();
    expect(() => loadConfig({ ENCRYPT_RESPONSE: 'on', ENCRYPTION_SECRET: 'hunter2-hunter2' })).toThrow(
      /^Configuration error: ENCRYPTION_SECRET must be at least 16 characters$/,
    );
  });
});

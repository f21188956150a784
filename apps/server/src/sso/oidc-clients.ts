import { ClientSecretBasic, ClientSecretPost, Configuration, allowInsecureRequests, discovery } from 'openid-client';
import type { SignInProvider } from '@labbench/contract';
import type { Config, OidcProviderConfig } from '../config.ts';

export const DEFAULT_SCOPE = 'openid email profile';

/**
 * Discovery per provider, cached per process: it is configuration (endpoints and keys), not anyone's sign-in.
 * A failed discovery is not kept, so the next sign-in tries again.
 */
const cache = new Map<string, Promise<Configuration>>();

export function providerConfig(config: Config, provider: SignInProvider): OidcProviderConfig | undefined {
  return config.oidcProviders.find((p) => p.provider === provider);
}

async function discover(settings: OidcProviderConfig): Promise<Configuration> {
  const issuer = new URL(settings.issuer);
  // config.ts allows http:// only for an issuer on this machine (a test provider).
  const insecure = issuer.protocol === 'http:';
  const discovered = await discovery(issuer, settings.clientId, undefined, undefined, {
    ...(insecure ? { execute: [allowInsecureRequests] } : {}),
  });
  const metadata = discovered.serverMetadata();
  // Discovery's default is client_secret_basic; some networks accept only client_secret_post.
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const auth = methods.includes('client_secret_basic')
    ? ClientSecretBasic(settings.clientSecret)
    : ClientSecretPost(settings.clientSecret);
  const configuration = new Configuration(metadata, settings.clientId, settings.clientSecret, auth);
  if (insecure) allowInsecureRequests(configuration);
  return configuration;
}

/** The openid-client configuration of a configured provider. */
export function oidcClient(settings: OidcProviderConfig): Promise<Configuration> {
  const key = JSON.stringify([settings.provider, settings.issuer, settings.clientId]);
  let configuration = cache.get(key);
  if (!configuration) {
    configuration = discover(settings);
    cache.set(key, configuration);
    configuration.catch(() => cache.delete(key));
  }
  return configuration;
}

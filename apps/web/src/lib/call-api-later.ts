import type { PayloadOf, RequestName, ResponseOf } from '@labbench/contract';

/**
 * `callApi` for the modules of the first screen (the session refresh, sign-out): the client and the error codes it
 * reads load with the first call, so /home, which a visitor opens without any, does without them (D171).
 */
export async function callApiLater<N extends RequestName>(name: N, payload: PayloadOf<N>): Promise<ResponseOf<N>> {
  const { callApi } = await import('./api-client.ts');
  return callApi(name, payload);
}

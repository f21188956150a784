import type { Page } from '@playwright/test';
import type { PayloadOf, RequestName, ResponseOf } from '@labbench/contract';
import { storedAuthRecord } from './auth.ts';

/** A call as the app makes it: POST /api?request=<name> with the signed-in user's Token and the XSRF header. */
export async function callAs<N extends RequestName>(
  page: Page,
  name: N,
  payload: PayloadOf<N>,
): Promise<ResponseOf<N>> {
  const token = (await storedAuthRecord(page))?.token;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.post(`/api?request=${name}`, {
    data: payload,
    headers: {
      ...(typeof token === 'string' ? { Token: token } : {}),
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
    },
  });
  const body = (await response.json()) as { data: ResponseOf<N> & { error?: unknown } };
  if (!response.ok() || body.data.error) throw new Error(`${name}: ${JSON.stringify(body)}`);
  return body.data;
}

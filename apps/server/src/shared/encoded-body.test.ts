import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, preferredCoding } from './encoded-body.ts';

describe('a body encoded once', () => {
  it('holds the same content in every coding, each compressed once, under a hash of the content', async () => {
    const content = JSON.stringify({ th: 'ห้องปฏิบัติการ'.repeat(200) });
    const body = new EncodedBody(content);
    expect(body.identity.toString('utf8')).toBe(content);
    const br = await body.br();
    expect(brotliDecompressSync(br).toString('utf8')).toBe(content);
    expect(gunzipSync(await body.gzip()).toString('utf8')).toBe(content);
    expect(br.length).toBeLessThan((await body.gzip()).length);
    expect(await body.br()).toBe(br);
    expect(new EncodedBody(content).hash).toBe(body.hash);
    expect(new EncodedBody(`${content} `).hash).not.toBe(body.hash);
  });

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
  ] as const)('sends %j as %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

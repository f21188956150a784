import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A body built once and sent many times (the translation files, index.html): its bytes, and each coding made on its
 * first ask and kept. Compression runs off the event loop (zlib on libuv's threads): brotli at its best quality (11)
 * because the result serves every request until the texts change (D67); gzip 9 only once a browser without brotli
 * asks for it.
 */
export class EncodedBody {
  readonly identity: Buffer;
  /** Hash of the content: equal in every process that holds the same content, so any of them can answer 304. */
  readonly hash: string;
  #br: Promise<Buffer> | undefined;
  #gzip: Promise<Buffer> | undefined;

  constructor(content: string) {
    this.identity = Buffer.from(content, 'utf8');
    this.hash = createHash('sha256').update(this.identity).digest('base64url');
  }

  br(): Promise<Buffer> {
    this.#br ??= brotli(this.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
      },
    }).catch((error: unknown) => {
      this.#br = undefined;
      throw error;
    });
    return this.#br;
  }

  gzip(): Promise<Buffer> {
    this.#gzip ??= gzipped(this.identity, { level: 9 }).catch((error: unknown) => {
      this.#gzip = undefined;
      throw error;
    });
    return this.#gzip;
  }
}

type Coding = 'br' | 'gzip' | 'identity';

/** A strong ETag per coding (RFC 9110 §8.8.3: the bytes differ), all of them from the content's hash. */
function etagOf(hash: string, coding: Coding): string {
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding === 'br' ? 'br' : 'gz'}"`;
}

/** The coding to send: brotli, else gzip, as Accept-Encoding allows (q=0 refuses; `*` stands for the others). */
export function preferredCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches anything. */
function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  const current = (['identity', 'br', 'gzip'] as const).map((coding) => etagOf(hash, coding));
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || current.includes(t);
  });
}

/**
 * Sends a built body: 304 when the browser's copy is current, else the bytes in the best coding it accepts. `no-cache`
 * lets browsers keep it but ask each time, so a changed text is seen on the next load. `vary` names what else chose
 * the body (index.html: the headers the country is detected from).
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType: string,
  vary?: string,
): Promise<FastifyReply> {
  const coding = preferredCoding(request.headers['accept-encoding']);
  reply
    .header('etag', etagOf(body.hash, coding))
    .header('cache-control', 'no-cache')
    .header('vary', vary ? `accept-encoding, ${vary}` : 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], body.hash)) return reply.code(304).send();
  reply.type(contentType);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(coding === 'br' ? await body.br() : coding === 'gzip' ? await body.gzip() : body.identity);
}

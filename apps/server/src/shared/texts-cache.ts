import type { LanguageId } from '@labbench/contract';
import type { Database } from '../db/client.ts';
import { EncodedBody } from './encoded-body.ts';
import { readTextsVersion } from './texts-version.ts';

/**
 * How stale a process may serve the texts (D67): it reads the texts version at most this often, so a text saved in
 * any process is served by every process within it, and no process has to tell another anything.
 */
export const TEXTS_CHECK_MS = 500;

/** One language's texts as the current texts version has them. */
export interface LanguageTexts {
  /** The translation file: the texts as JSON, nested like the web's locale files. */
  json: string;
  /** The same texts parsed, for what the server writes itself (mails). */
  tree: unknown;
  /** The translation file with its ETag, compressed on demand once. */
  file: EncodedBody;
}

/**
 * Values built once per texts version and key. A newer version drops the older values; a caller still holding an
 * older version number gets the current values (never older texts than it asked for). A failed build is not kept.
 */
export class PerVersion<T> {
  #version = -Infinity;
  #values = new Map<string, Promise<T>>();

  get(version: number, key: string, build: () => Promise<T>): Promise<T> {
    if (version > this.#version) {
      this.#version = version;
      this.#values = new Map();
    }
    const values = this.#values;
    let value = values.get(key);
    if (!value) {
      const built = build();
      values.set(key, built);
      built.catch(() => {
        if (values.get(key) === built) values.delete(key);
      });
      value = built;
    }
    return value;
  }
}

export interface TextsCacheOptions {
  /** One language's texts from the database, as its translation file's JSON. */
  readTexts: (language: LanguageId) => Promise<string>;
  /** TEXTS_CHECK_MS unless told (tests: shorter; 0 reads the version for every request). */
  checkMs?: number;
}

/**
 * The texts of one process (D67): per texts version and language, the translation file built and compressed once.
 * The version is read from the database at most every `checkMs`, by one query that concurrent requests share.
 */
export class TextsCache {
  readonly checkMs: number;
  readonly #db: Database;
  readonly #readTexts: (language: LanguageId) => Promise<string>;
  #version: number | undefined;
  #checkedAt = -Infinity;
  #reading: Promise<number> | null = null;
  /** Counts `expire()` calls, so a read that started before one does not count as a fresh check. */
  #expiries = 0;
  readonly #languages = new PerVersion<LanguageTexts>();

  constructor(db: Database, { readTexts, checkMs = TEXTS_CHECK_MS }: TextsCacheOptions) {
    this.#db = db;
    this.#readTexts = readTexts;
    this.checkMs = checkMs;
  }

  /** The texts version: the one read less than `checkMs` ago, else a new read (shared with concurrent callers). */
  version(): Promise<number> {
    if (this.#version !== undefined && performance.now() - this.#checkedAt < this.checkMs) {
      return Promise.resolve(this.#version);
    }
    this.#reading ??= this.#read();
    return this.#reading;
  }

  async #read(): Promise<number> {
    const startedAt = performance.now();
    const expiries = this.#expiries;
    try {
      const version = await readTextsVersion(this.#db);
      // Versions only grow: a read that lost a race never takes the cache back.
      this.#version = Math.max(version, this.#version ?? version);
      if (expiries === this.#expiries) this.#checkedAt = startedAt;
      return this.#version;
    } catch (error) {
      // The database out of reach: the texts already built are served, and asked again after `checkMs`.
      if (this.#version === undefined) throw error;
      this.#checkedAt = startedAt;
      return this.#version;
    } finally {
      this.#reading = null;
    }
  }

  /** The next request reads the version again: the process that saved a text serves it at once. */
  expire(): void {
    this.#expiries++;
    this.#checkedAt = -Infinity;
  }

  /** A language's texts for the current version, built on the first ask. */
  async language(language: LanguageId): Promise<LanguageTexts> {
    const version = await this.version();
    return this.#languages.get(version, language, async () => {
      const json = await this.#readTexts(language);
      return { json, tree: JSON.parse(json) as unknown, file: new EncodedBody(json) };
    });
  }
}

const caches = new WeakMap<Database, TextsCache>();

/** Makes `cache` the one `textsCacheOf(db)` answers: the app does, for what renders texts outside its routes. */
export function registerTextsCache(db: Database, cache: TextsCache): void {
  caches.set(db, cache);
}

/** The texts cache of the app on this database (mails; a save that expires it). */
export function textsCacheOf(db: Database): TextsCache {
  const cache = caches.get(db);
  if (!cache) throw new Error('no texts cache for this database: buildApp registers one');
  return cache;
}

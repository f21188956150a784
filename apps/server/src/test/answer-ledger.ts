/** What the clients know of one question's answer: the last value the server acknowledged, and what was sent since. */
interface Entry {
  acknowledged: number | undefined;
  /** Values sent after it whose save got no acknowledgement: stored or not, either is right. */
  unconfirmed: number[];
}

/**
 * The clients' record of every answer the server acknowledged (HTTP 200 with `savedAt`), per response and question, to
 * check a restarted server against: each question must hold its last acknowledged value, or a value sent after it whose
 * answer never came (the server may have stored it before it died). One client writes each question, one save at a
 * time, so "last" is well defined.
 */
export class AnswerLedger {
  private readonly entries = new Map<string, Entry>();
  /** Answers acknowledged so far (an answer is one question's value in one save). */
  acknowledged = 0;

  private entry(token: string, code: string): Entry {
    const key = `${token}|${code}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { acknowledged: undefined, unconfirmed: [] };
      this.entries.set(key, entry);
    }
    return entry;
  }

  sent(token: string, answers: readonly { code: string; value: number }[]): void {
    for (const { code, value } of answers) this.entry(token, code).unconfirmed.push(value);
  }

  confirmed(token: string, answers: readonly { code: string; value: number }[]): void {
    for (const { code, value } of answers) {
      const entry = this.entry(token, code);
      entry.acknowledged = value;
      entry.unconfirmed = [];
      this.acknowledged++;
    }
  }

  /**
   * The problems of one response's stored answers (`code → value`), one line each: an acknowledged answer missing or
   * replaced by a value nobody sent after it (lost), or a value no client sent. Afterwards the stored values are what
   * the next check starts from.
   */
  check(token: string, stored: ReadonlyMap<string, number | string>): { lost: string[]; unexpected: string[] } {
    const lost: string[] = [];
    const unexpected: string[] = [];
    const prefix = `${token}|`;
    const codes = new Set([...stored.keys()].map((code) => prefix + code));
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) codes.add(key);
    for (const key of codes) {
      const code = key.slice(prefix.length);
      const entry = this.entry(token, code);
      const value = stored.get(code);
      const allowed = value === entry.acknowledged || entry.unconfirmed.includes(value as number);
      if (!allowed) {
        const line = `${code}: stored ${value ?? 'nothing'}, acknowledged ${entry.acknowledged ?? 'nothing'}`;
        if (entry.acknowledged === undefined) unexpected.push(line);
        else lost.push(line);
      }
      entry.acknowledged = typeof value === 'number' ? value : undefined;
      entry.unconfirmed = [];
    }
    return { lost, unexpected };
  }
}

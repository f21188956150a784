import { describe, expect, it } from 'vitest';
import { markReportReady, sectionsFromQuery } from './report-sections.ts';

describe('sectionsFromQuery', () => {
  it('keeps the sections asked for, in report order', () => {
    expect(sectionsFromQuery('productivity,management')).toEqual(['management', 'productivity']);
  });

  it('prints the full report when no valid section is named', () => {
    expect(sectionsFromQuery(null)).toEqual(['management', 'operation', 'productivity']);
    expect(sectionsFromQuery('summary')).toEqual(['management', 'operation', 'productivity']);
  });
});

describe('markReportReady', () => {
  const root = () => ({ dataset: {} as Record<string, string | undefined> }) as unknown as HTMLElement;

  it('says ready only after the fonts have loaded', async () => {
    const el = root();
    let loaded!: () => void;
    const fonts = { ready: new Promise<FontFaceSet>((done) => (loaded = () => done({} as FontFaceSet))) };
    const marking = markReportReady('ready', el, fonts);
    await Promise.resolve();
    expect(el.dataset.reportReady).toBeUndefined();
    loaded();
    await marking;
    expect(el.dataset.reportReady).toBe('true');
  });

  it('marks an error at once, and takes the marker away when the page is left', async () => {
    const el = root();
    await markReportReady('error', el, { ready: Promise.resolve({} as FontFaceSet) });
    expect(el.dataset.reportReady).toBe('error');
    await markReportReady('pending', el, { ready: Promise.resolve({} as FontFaceSet) });
    expect(el.dataset.reportReady).toBeUndefined();
  });
});

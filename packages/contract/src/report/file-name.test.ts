import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fillText, labInFileName, safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it('keeps letters of every script and the words in order', () => {
    expect(safeFileName('Demo Core Lab – Core lab – 2026', 'pdf')).toBe('Demo Core Lab – Core lab – 2026.pdf');
    expect(safeFileName('ห้องปฏิบัติการ – 2026', 'pdf')).toBe('ห้องปฏิบัติการ – 2026.pdf');
    expect(safeFileName('演示实验室 基准对比报告 2026', 'pdf')).toBe('演示实验室 基准对比报告 2026.pdf');
  });

  it('replaces characters file systems refuse and trims dots and spaces', () => {
    expect(safeFileName(' ..Lab A/B: "north"*?<>|\\ 2026.. ', 'pdf')).toBe('Lab A B north 2026.pdf');
    expect(safeFileName('Lab\u0000\n\tC', 'pdf')).toBe('Lab C.pdf');
  });

  it('cuts a long name to 200 bytes of UTF-8 and falls back to the standard name when nothing is left', () => {
    expect(safeFileName('x'.repeat(300), 'pdf')).toBe(`${'x'.repeat(200)}.pdf`);
    expect(safeFileName('ก'.repeat(100), 'pdf')).toBe(`${'ก'.repeat(66)}.pdf`);
    expect(safeFileName(' / ', 'pdf')).toBe('Dashboard Report.pdf');
  });
});

describe('labInFileName', () => {
  it('cuts a long lab name to 40 characters, so the category and round after it fit', () => {
    expect(labInFileName('  Demo Lab ')).toBe('Demo Lab');
    expect(labInFileName('ห้องปฏิบัติการ'.repeat(5))).toHaveLength(40);
  });
});

describe('fillText', () => {
  it('fills the placeholders it knows and leaves the others', () => {
    expect(fillText('{{lab}} – {{ category }} {{round}} {{x}}', { lab: 'L', category: 'C', round: 2026 })).toBe(
      'L – C 2026 {{x}}',
    );
  });
});

describe('attachmentDisposition', () => {
  it('names an ASCII file with filename only, and adds filename* for any other character', () => {
    expect(attachmentDisposition('Demo Lab – 2026.pdf')).toBe(
      `attachment; filename="Demo Lab _ 2026.pdf"; filename*=UTF-8''Demo%20Lab%20%E2%80%93%202026.pdf`,
    );
    expect(attachmentDisposition('Demo Lab 2026.pdf')).toBe('attachment; filename="Demo Lab 2026.pdf"');
  });

  it('adds filename* in UTF-8 for a name in another script, with an ASCII fallback', () => {
    const header = attachmentDisposition("实验室 (A) 2026's.pdf");
    expect(header).toBe(
      `attachment; filename="___ (A) 2026's.pdf"; filename*=UTF-8''%E5%AE%9E%E9%AA%8C%E5%AE%A4%20%28A%29%202026%27s.pdf`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe("实验室 (A) 2026's.pdf");
  });
});

import { describe, expect, it } from 'vitest';
import { FIXED_FRAME_HEIGHT, frameHeight, readFrameMessage, readPageCommand } from './frame-messages.ts';

const origin = 'https://portal.example';
const channel = 'labbench-survey';
const report = { missing: [{ code: 'HL_LAB_TYPE', title: 'Type of laboratory', page: 'Profile' }], warnings: [] };

describe('frame messages (§4, D60)', () => {
  it('reads SC, SC_WS and heights from our own origin only', () => {
    expect(readFrameMessage({ origin, data: 'SC' }, origin)).toEqual({ kind: 'complete', summary: false });
    expect(readFrameMessage({ origin, data: 'SC_WS' }, origin)).toEqual({ kind: 'complete', summary: true });
    expect(readFrameMessage({ origin: 'https://evil.example', data: 'SC_WS' }, origin)).toBeNull();
    expect(readFrameMessage({ origin, data: 812 }, origin)).toEqual({ kind: 'height', height: 812 });
    expect(readFrameMessage({ origin: 'https://evil.example', data: 'SC' }, origin)).toBeNull();
    expect(readFrameMessage({ origin, data: 'hello' }, origin)).toBeNull();
    expect(readFrameMessage({ origin, data: -5 }, origin)).toBeNull();
  });

  it('reads the form’s submission report, failures and question positions, and nothing malformed', () => {
    expect(readFrameMessage({ origin, data: { channel, kind: 'submit', report } }, origin)).toEqual({
      kind: 'submit',
      report,
    });
    expect(readFrameMessage({ origin, data: { channel, kind: 'submit', report: { missing: [{}] } } }, origin)).toBe(
      null,
    );
    expect(readFrameMessage({ origin, data: { kind: 'submit', report } }, origin)).toBeNull();
    expect(readFrameMessage({ origin, data: { channel, kind: 'submitFailed', messageKey: 'x.y' } }, origin)).toEqual({
      kind: 'submitFailed',
      messageKey: 'x.y',
    });
    expect(readFrameMessage({ origin, data: { channel, kind: 'focused', top: 640 } }, origin)).toEqual({
      kind: 'focused',
      top: 640,
    });
    expect(
      readFrameMessage({ origin: 'https://evil.example', data: { channel, kind: 'submit', report } }, origin),
    ).toBe(null);
  });

  it('takes the page’s commands only from the window around the frame, on our origin', () => {
    const parent = {};
    const command = (data: unknown, source: unknown = parent, from = origin) =>
      readPageCommand({ origin: from, data, source: source as MessageEventSource }, origin, parent);
    expect(command({ channel, kind: 'check' })).toEqual({ kind: 'check' });
    expect(command({ channel, kind: 'confirm' })).toEqual({ kind: 'confirm' });
    expect(command({ channel, kind: 'goto', code: 'HL_LAB_TYPE' })).toEqual({ kind: 'goto', code: 'HL_LAB_TYPE' });
    expect(command({ channel, kind: 'goto' })).toBeNull();
    expect(command({ channel, kind: 'check' }, {})).toBeNull();
    expect(command({ channel, kind: 'check' }, parent, 'https://evil.example')).toBeNull();
    expect(command('check')).toBeNull();
  });

  it('keeps the frame at 370 px unless the response is open, then height plus 50 with 600 at least', () => {
    expect(frameHeight('A', 2000)).toBe(FIXED_FRAME_HEIGHT);
    expect(frameHeight(null, null)).toBe(370);
    expect(frameHeight('P', 300)).toBe(600);
    expect(frameHeight('P', 1200)).toBe(1250);
    expect(frameHeight('P', null)).toBe(600);
  });
});

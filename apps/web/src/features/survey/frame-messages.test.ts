import { describe, expect, it } from 'vitest';
import { FIXED_FRAME_HEIGHT, frameHeight, readFrameMessage } from './frame-messages.ts';

const origin = 'https://portal.example';

describe('frame messages (§4)', () => {
  it('reads SC and heights from our own origin only', () => {
    expect(readFrameMessage({ origin, data: 'SC' }, origin)).toEqual({ kind: 'complete' });
    expect(readFrameMessage({ origin, data: 812 }, origin)).toEqual({ kind: 'height', height: 812 });
    expect(readFrameMessage({ origin: 'https://evil.example', data: 'SC' }, origin)).toBeNull();
    expect(readFrameMessage({ origin, data: 'hello' }, origin)).toBeNull();
    expect(readFrameMessage({ origin, data: -5 }, origin)).toBeNull();
  });

  it('keeps the frame at 370 px unless the response is open, then height plus 50 with 600 at least', () => {
    expect(frameHeight('A', 2000)).toBe(FIXED_FRAME_HEIGHT);
    expect(frameHeight(null, null)).toBe(370);
    expect(frameHeight('P', 300)).toBe(600);
    expect(frameHeight('P', 1200)).toBe(1250);
    expect(frameHeight('P', null)).toBe(600);
  });
});

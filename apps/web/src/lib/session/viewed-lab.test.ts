import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage.ts';
import { VIEWED_LAB_KEY, readViewedLab, setViewedLab } from './viewed-lab.ts';

describe('the lab staff view as (session storage)', () => {
  it('keeps the picked lab until it is cleared', () => {
    const storage = memoryStorage();
    const lab = { labCode: 'DEMO-CL-001', labName: 'Demo Hospital Laboratory' };
    setViewedLab(lab, storage);
    expect(readViewedLab(storage)).toEqual(lab);
    expect(readViewedLab(storage)).toBe(readViewedLab(storage));
    setViewedLab(null, storage);
    expect(readViewedLab(storage)).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    const storage = memoryStorage();
    storage.setItem(VIEWED_LAB_KEY, '{"labCode":1}');
    expect(readViewedLab(storage)).toBeNull();
    storage.setItem(VIEWED_LAB_KEY, 'not json');
    expect(readViewedLab(storage)).toBeNull();
  });
});

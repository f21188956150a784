import { describe, expect, it } from 'vitest';
import type { LabPeerAttributes } from '@labbench/contract';
import { ANY, peerChoices, withDimension } from './peer-options.ts';

const lab: LabPeerAttributes = {
  region: 'apac',
  country: 'TH',
  size: 'medium',
  hospitalSize: null,
  labType: 'hospital',
  accreditation: 'yes',
};

describe('peer builder choices', () => {
  it('starts from "any", offers the lab’s own value next, then the rest', () => {
    expect(peerChoices('size', lab)).toEqual([ANY, 'medium', 'small', 'large']);
    expect(peerChoices('country', lab).slice(0, 2)).toEqual([ANY, 'TH']);
    expect(peerChoices('country', lab)).not.toContain('WWB');
  });

  it('offers no own value where the lab has none', () => {
    expect(peerChoices('hospitalSize', lab)).toEqual([ANY, 'small', 'medium', 'large']);
  });

  it('sets a dimension, and "any" leaves it open again', () => {
    const narrowed = withDimension({ region: 'apac' }, 'size', 'large');
    expect(narrowed).toEqual({ region: 'apac', size: 'large' });
    expect(withDimension(narrowed, 'size', ANY)).toEqual({ region: 'apac' });
  });
});

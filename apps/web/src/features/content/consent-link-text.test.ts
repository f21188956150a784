import { describe, expect, it } from 'vitest';
import { splitLinkedText } from './consent-link-text.ts';

describe('splitLinkedText', () => {
  it('splits the words before, inside and after the span', () => {
    expect(splitLinkedText('I agree, as in the <privacy>privacy policy</privacy>. Any time.', 'privacy')).toEqual({
      before: 'I agree, as in the ',
      link: 'privacy policy',
      after: '. Any time.',
    });
  });

  it('keeps a span at the start (Japanese puts the policy first)', () => {
    expect(splitLinkedText('<privacy>プライバシーポリシー</privacy>に記載のとおり', 'privacy')).toEqual({
      before: '',
      link: 'プライバシーポリシー',
      after: 'に記載のとおり',
    });
  });

  it('leaves a text without the span, or with an unclosed one, as plain text', () => {
    expect(splitLinkedText('No link here', 'privacy')).toEqual({ before: 'No link here', link: '', after: '' });
    expect(splitLinkedText('Half <privacy>open', 'privacy')).toEqual({
      before: 'Half <privacy>open',
      link: '',
      after: '',
    });
  });
});

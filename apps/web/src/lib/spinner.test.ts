import { describe, expect, it } from 'vitest';
import { spinner } from './spinner.ts';

describe('spinner', () => {
  it('stays visible until every show has been hidden', () => {
    spinner.show();
    spinner.show('common.saving');
    expect(spinner.get()).toEqual({ visible: true, messageKey: 'common.saving' });
    spinner.hide();
    expect(spinner.get().visible).toBe(true);
    spinner.hide();
    expect(spinner.get()).toEqual({ visible: false, messageKey: null });
  });

  it('ignores a hide without a show', () => {
    spinner.hide();
    spinner.show();
    expect(spinner.get().visible).toBe(true);
    spinner.hide();
    expect(spinner.get().visible).toBe(false);
  });

  it('tells subscribers only about real changes', () => {
    let calls = 0;
    const unsubscribe = spinner.subscribe(() => (calls += 1));
    spinner.show();
    spinner.show();
    spinner.hide();
    spinner.hide();
    unsubscribe();
    expect(calls).toBe(2);
  });
});

// @vitest-environment jsdom
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../test/render.tsx';
import { InstantMultiSelect } from './instant-multi-select.tsx';

afterEach(cleanup);

const items = [
  { id: 'TH', text: 'Thailand' },
  { id: 'JP', text: 'Japan' },
];

/** Sets the owner's value from outside, as an address does once its navigation is through. */
const owner: { setValue: (ids: string[]) => void; asked: string[] } = { setValue: () => undefined, asked: [] };

function Owner() {
  const [value, setValue] = useState<string[]>([]);
  useEffect(() => {
    owner.setValue = setValue;
  }, []);
  return <InstantMultiSelect label="Country" items={items} value={value} onChange={(ids) => (owner.asked = ids)} />;
}

const box = async (name: string) => {
  const list = within(await screen.findByRole('group', { name: 'Country', hidden: true }));
  return list.getByRole<HTMLInputElement>('checkbox', { name, hidden: true });
};

describe('InstantMultiSelect', () => {
  it('shows a tick at once, before the owner has the new value, and takes a value that comes from elsewhere', async () => {
    await renderScreen(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: 'Country' }));
    fireEvent.click(await box('Thailand'));
    expect(owner.asked).toEqual(['TH']);
    expect((await box('Thailand')).checked).toBe(true);
    act(() => owner.setValue(['TH']));
    expect((await box('Thailand')).checked).toBe(true);
    act(() => owner.setValue(['JP']));
    expect((await box('Thailand')).checked).toBe(false);
    expect((await box('Japan')).checked).toBe(true);
  });
});

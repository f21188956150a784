// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../test/render.tsx';
import { MultiSelect } from './multi-select.tsx';
import type { MultiSelectItem } from './multi-select.tsx';

afterEach(cleanup);

// jsdom computes no layout for the open dropdown, so its boxes count as hidden to role queries.

const items: MultiSelectItem[] = [
  { id: 'cl', text: 'Clinical laboratory', tooltip: 'Routine tests' },
  { id: 'hl', text: 'Haematology', isDisabled: true },
  { id: 'ml', text: 'Microbiology' },
  { id: 'bb', text: 'Blood bank' },
];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <MultiSelect label="Categories" items={items} value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('button', { name: 'Categories' });
const open = async () => {
  fireEvent.click(field());
  return within(await screen.findByRole('group', { name: 'Categories' }));
};

describe('MultiSelect', () => {
  it('says Select until something is chosen, then the names, then how many', async () => {
    await renderScreen(<Harness />);
    expect(field().textContent).toContain('Select');
    const list = await open();
    fireEvent.click(list.getByRole('checkbox', { name: 'Clinical laboratory', hidden: true }));
    expect(field().textContent).toContain('Clinical laboratory');
    fireEvent.click(list.getByRole('checkbox', { name: 'Microbiology', hidden: true }));
    expect(field().textContent).toContain('Clinical laboratory, Microbiology');
    fireEvent.click(list.getByRole('checkbox', { name: 'Blood bank', hidden: true }));
    expect(field().textContent).toContain('Selected: 3');
  });

  it('selects all enabled choices and leaves a disabled one alone, with no search box', async () => {
    await renderScreen(<Harness />);
    const list = await open();
    expect(screen.queryByRole('textbox')).toBeNull();
    const all = list.getByRole('checkbox', { name: 'Select all', hidden: true });
    fireEvent.click(all);
    expect(list.getByRole<HTMLInputElement>('checkbox', { name: 'Microbiology', hidden: true }).checked).toBe(true);
    expect(list.getByRole<HTMLInputElement>('checkbox', { name: 'Haematology', hidden: true }).checked).toBe(false);
    expect(list.getByRole<HTMLInputElement>('checkbox', { name: 'Haematology', hidden: true }).disabled).toBe(true);
    fireEvent.click(list.getByRole('checkbox', { name: 'Blood bank', hidden: true }));
    expect(list.getByRole<HTMLInputElement>('checkbox', { name: 'Select all', hidden: true }).checked).toBe(false);
  });

  it('keeps the list at most 197 px high', async () => {
    await renderScreen(<Harness />);
    fireEvent.click(field());
    const group = await screen.findByRole('group', { name: 'Categories' });
    expect(group.style.maxHeight).toBe('197px');
  });
});

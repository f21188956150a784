// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../test/render.tsx';
import { NoDashboard } from './no-dashboard.tsx';
import { TooSmallNotice } from './too-small-notice.tsx';

afterEach(cleanup);

describe('TooSmallNotice', () => {
  it('says how many labs the group has, the minimum, why, and offers the way back', async () => {
    const onReset = vi.fn();
    await renderScreen(<TooSmallNotice n={3} minimum={5} onReset={onReset} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'This peer group has 3 labs. Statistics are shown only for groups of at least 5 labs, so that no single lab',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the standard group' }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});

describe('NoDashboard', () => {
  it.each([
    ['notTaken', 'Your lab has not taken this survey yet.'],
    ['inProgress', "Your lab's survey is still in progress."],
    ['awaitingValidation', "Your lab's survey is waiting to be validated."],
    ['rejected', "Your lab's survey was not accepted in validation."],
  ] as const)('says why (%s) and leads to the surveys', async (reason, text) => {
    await renderScreen(<NoDashboard labName="Demo Hospital Laboratory" reason={reason} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your surveys' }).getAttribute('href')).toBe('/survey');
  });
});

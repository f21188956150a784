// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../test/render.tsx';
import { SubmitDialog } from './submit-dialog.tsx';

afterEach(cleanup);

const item = (code: string, title: string, page: string) => ({ code, title, page });
const handlers = () => ({ onGoto: vi.fn(), onConfirm: vi.fn(), onClose: vi.fn() });

describe('the submission dialog (D60)', () => {
  it('lists the missing answers by page and title, leads to each, and offers no way to submit', async () => {
    const on = handlers();
    const report = {
      missing: [item('HL_LAB_TYPE', 'Type of laboratory', 'Profile'), item('HL_COST', 'Cost per case', 'Cost')],
      warnings: [],
    };
    await renderScreen(
      <SubmitDialog
        state={{ report, sending: false, errorKey: null }}
        survey="Histopathology lab 2026"
        labName="Lab"
        {...on}
      />,
    );
    expect(screen.getByText('Required answers missing: 2')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Required answers missing' });
    expect(list.textContent).toContain('Profile');
    fireEvent.click(screen.getByRole('button', { name: 'Cost per case' }));
    expect(on.onGoto).toHaveBeenCalledWith('HL_COST');
    expect(screen.queryByRole('button', { name: 'Submit now' })).toBeNull();
  });

  it('names the survey and the lab, and submits warnings only once the lab has confirmed them', async () => {
    const on = handlers();
    const report = {
      missing: [],
      warnings: [{ ...item('HL_REAGENT', 'Reagent share', 'Cost'), messageKey: 'checks.costSharesAbove100' }],
    };
    await renderScreen(
      <SubmitDialog
        state={{ report, sending: false, errorKey: null }}
        survey="Histopathology lab 2026"
        labName="Siam Lab"
        {...on}
      />,
    );
    expect(screen.getByText('Submit the Histopathology lab 2026 survey?')).toBeTruthy();
    expect(screen.getByText(/survey of Siam Lab\./)).toBeTruthy();
    expect(screen.getByText('Staff and reagent cost shares add up to more than 100%.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit now' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have checked these answers and they are correct.' }));
    fireEvent.click(submit);
    expect(on.onConfirm).toHaveBeenCalledOnce();
  });

  it('waits while the form checks, and shows a failure with the report kept', async () => {
    const on = handlers();
    await renderScreen(
      <SubmitDialog
        state={{ report: null, sending: false, errorKey: null }}
        survey="Blood bank 2026"
        labName="Lab"
        {...on}
      />,
    );
    expect(screen.getAllByText('Checking your answers…').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit now' })).toBeNull();
    cleanup();
    await renderScreen(
      <SubmitDialog
        state={{ report: { missing: [], warnings: [] }, sending: false, errorKey: 'surveyForm.completeFailed' }}
        survey="Blood bank 2026"
        labName="Lab"
        {...on}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Your response could not be submitted. Your answers are saved; please try again.',
    );
    expect(screen.getByRole('button', { name: 'Submit now' }).hasAttribute('disabled')).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { renderScreen } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const mutateAsync = vi.fn();
/** What the next send answers; a rejecting vi.fn itself would be reported by vitest as the test's own failure. */
let answer: () => Promise<unknown> = () => Promise.resolve({ sent: true });
vi.mock('../api/send-contact-message.ts', () => ({
  useSendContactMessage: () => ({
    mutateAsync: (payload: unknown) => {
      mutateAsync(payload);
      return answer();
    },
  }),
}));
// The proof of work itself is the widget's business: here a button stands in for a solved check.
vi.mock('../../../components/captcha/captcha-field.tsx', () => ({
  CaptchaField: ({ onChange }: { onChange: (value: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-captcha')}>
      solve
    </button>
  ),
}));

beforeEach(() => {
  mutateAsync.mockReset();
  answer = () => Promise.resolve({ sent: true });
});
afterEach(cleanup);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type(/First name/, 'Mali');
  type(/Last name/, 'Srisuk');
  type(/E-mail/, 'mali@lab.example');
  type('Company (optional)', 'Bangkok General');
  type(/Country\/region/, 'TH');
  type(/Your message/, 'When does the next round open?');
  fireEvent.click(screen.getByRole('button', { name: 'solve' }));
}

describe('the contact form', () => {
  it('sends what was typed with the language and the captcha, then thanks the visitor', async () => {
    await renderScreen(<ContactForm />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledOnce());
    expect(mutateAsync).toHaveBeenCalledWith({
      firstName: 'Mali',
      lastName: 'Srisuk',
      email: 'mali@lab.example',
      company: 'Bangkok General',
      country: 'TH',
      message: 'When does the next round open?',
      language: 'en',
      captcha: 'solved-captcha',
    });
    expect(await screen.findByText(/your message has been sent/)).toBeTruthy();
  });

  it('refuses bad input with translated messages under the fields, and sends nothing', async () => {
    await renderScreen(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'solve' }));
    type(/E-mail/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please write your message.')).toBeTruthy();
    expect(screen.getByText('Country Is Required')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('shows the server field messages in Thai and keeps what was typed', async () => {
    answer = () =>
      Promise.reject(
        new ApiCallError(400, {
          code: 'invalid_payload',
          message: 'errors.invalidRequest',
          fields: [{ field: 'message', message: 'validation.messageRequired' }],
        }),
      );
    await renderScreen(<ContactForm />, { language: 'th' });
    type(/ชื่อ/, 'Mali');
    type(/นามสกุล/, 'Srisuk');
    type(/อีเมล/, 'mali@lab.example');
    type(/ประเทศ/, 'TH');
    type(/ข้อความของคุณ/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'solve' }));
    fireEvent.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledOnce());
    const thai = (await import('../../../i18n/locales/th.json')).default;
    expect(await screen.findByText(thai.validation.messageRequired)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/ข้อความของคุณ/).value).toBe('Hello');
    expect(screen.getByLabelText<HTMLInputElement>(/อีเมล/).value).toBe('mali@lab.example');
  });

  it('says when the captcha was not accepted, and asks for a new one', async () => {
    answer = () => Promise.reject(new ApiCallError(200, { code: 'captcha_invalid', message: 'errors.captchaInvalid' }));
    await renderScreen(<ContactForm />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/security check/i);
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Your message/).value).toBe('When does the next round open?');
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(true);
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import { ContactForm } from './contact-form';

const m = messages.contact;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

function fillValid() {
  type('Your name', 'Mona Adel');
  type('E-mail', 'mona@example.com');
  type('Mobile number', '01512345678');
  fireEvent.change(field('What is it about?'), { target: { value: 'general' } });
  type('Message', 'The dress I received is too big for me.');
}

describe('ContactForm', () => {
  it('shows the required message of every field when sent empty', async () => {
    render(<ContactForm />);
    send();
    for (const text of [m.nameRequired, m.emailRequired, m.phoneRequired, m.inquiryRequired, m.messageRequired]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the format messages of the spec', async () => {
    render(<ContactForm />);
    fillValid();
    type('E-mail', 'not-an-email');
    type('Mobile number', '01412345678');
    type('Message', 'short');
    send();
    expect(await screen.findByText(m.invalidEmail)).toBeTruthy();
    expect(screen.getByText(m.invalidPhone)).toBeTruthy();
    expect(screen.getByText(m.messageTooShort)).toBeTruthy();
  });

  it.each(['1 UNION SELECT password FROM users', 'hello -- there friend', 'thanks; see you soon'])('refuses suspicious text %j', async (text) => {
    render(<ContactForm />);
    fillValid();
    type('Message', text);
    send();
    expect(await screen.findByText(m.suspiciousContent)).toBeTruthy();
  });

  it('alerts success, resets the form and makes no request', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    window.alert = alert;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ContactForm />);
    fillValid();
    send();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(m.sent));
    await waitFor(() => expect(field('Your name').value).toBe(''));
    expect(field('Message').value).toBe('');
    expect(field('What is it about?').value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

/**
 * A page the patient trusts: the practice's name (and logo) on every enrollment page, the step
 * indicator, phones formatted as typed (digits sent), the PIN and code fields that can be shown or
 * hidden, and the need-help number prefilled only once it is safe.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeEnrollment } from '../../testing/fakeEnrollmentServer';
import { enrollmentLoaded, openEnrollment, setUpEnrollmentPages, stopEnrollmentServer } from '../../testing/enrollmentPages';

const LOGO = '/organizations/o-1/logo?v=ab12';
const PRACTICE = 'Riverside Family Practice';
const verified = { dobVerified: true, phoneVerified: true, phoneHint: '•••-•••-0142' };
const INFO = { title: '', firstName: 'Rosa', lastName: 'Diaz', email: '', pin: '4821', smsPhoneNumber: '5552010142', voicePhoneNumber: '', timeZone: 'America/Chicago' };

setUpEnrollmentPages();

describe('the practice on every page', () => {
  it('shows the logo, named by the practice, in the header of a step, at a fixed height', async () => {
    openEnrollment(fakeEnrollment({ step: 'get-started', logoUrl: LOGO }), '/enrollment/get-started');
    await enrollmentLoaded();
    const logo = screen.getByRole('img', { name: PRACTICE });
    expect(logo.getAttribute('src')).toMatch(new RegExp(`${LOGO.replace('?', '\\?')}$`));
    expect(logo).toHaveAttribute('height', '40');
    expect(screen.getByRole('banner')).toHaveTextContent(`Enrollment with ${PRACTICE}`);
  });

  it('names the practice on the first page and the help page, and no logo is drawn when there is none', async () => {
    openEnrollment(fakeEnrollment({ phoneHint: null }), '/enrollment');
    await enrollmentLoaded();
    expect(screen.getByText(PRACTICE, { selector: '.pt-practice span' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    stopEnrollmentServer();
    openEnrollment(fakeEnrollment({ phoneHint: null }), '/enrollment/need-help');
    await enrollmentLoaded();
    expect(screen.getAllByRole('banner').some((b) => b.textContent?.includes(`Enrollment with ${PRACTICE}`))).toBe(true);
  });

  it('names the practice on the finished page, though the sent form closed the link', async () => {
    const e = fakeEnrollment({ step: 'confirmation', ...verified, info: INFO, logoUrl: LOGO });
    openEnrollment(e, '/enrollment/confirmation');
    await enrollmentLoaded();
    act(() => window.history.pushState(null, '', `/enrollment/finished?token=${e.token}`));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you|finished|sent/i })).not.toBeNull();
    expect(screen.getByRole('img', { name: PRACTICE })).toBeInTheDocument();
    expect(screen.getByText(PRACTICE, { selector: '.pt-practice span' })).toBeInTheDocument();
  });
});

describe('the step indicator', () => {
  it.each([
    ['/enrollment/get-started', {}, 'Step 1 of 5'],
    ['/enrollment/verify-dob', {}, 'Step 2 of 5'],
    ['/enrollment/verify-phone', { dobVerified: true, step: 'verify-phone' }, 'Step 3 of 5'],
    ['/enrollment/info', { ...verified, step: 'info' }, 'Step 4 of 5'],
  ] as const)('%s says %s', async (path, over, text) => {
    openEnrollment(fakeEnrollment(over), path);
    await enrollmentLoaded();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('is not on the pages around the flow', async () => {
    openEnrollment(fakeEnrollment(), '/enrollment');
    await enrollmentLoaded();
    expect(screen.queryByText(/^Step \d of \d$/)).toBeNull();
  });
});

describe('the information step', () => {
  it('formats the phones as typed, and sends the digits alone', async () => {
    const e = fakeEnrollment({ step: 'info', ...verified, info: INFO });
    openEnrollment(e, '/enrollment/info');
    await enrollmentLoaded();
    const sms = screen.getByLabelText('Phone number for texts') as HTMLInputElement;
    expect(sms.value).toBe('(555) 201-0142');
    const voice = screen.getByLabelText('Phone number for calls (optional)') as HTMLInputElement;
    voice.focus();
    fireEvent.change(voice, { target: { value: '5552', selectionStart: 4 } });
    expect(voice.value).toBe('(555) 2');
    expect(voice.selectionStart).toBe(7);
    fireEvent.change(voice, { target: { value: '(555) 201-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next: confirmation' }));
    await waitFor(() => expect(e.view.step).toBe('confirmation'));
    expect(e.view.info).toMatchObject({ smsPhoneNumber: '5552010142', voicePhoneNumber: '5552010199' });
  });

  it('hides the PIN at first; the toggle shows and hides it', async () => {
    openEnrollment(fakeEnrollment({ step: 'info', ...verified, info: INFO }), '/enrollment/info');
    await enrollmentLoaded();
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show PIN' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(pin).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide PIN' })).toHaveAttribute('aria-pressed', 'true');
  });
});

it('shows the texted code at first, and can hide it', async () => {
  openEnrollment(fakeEnrollment({ dobVerified: true, step: 'verify-phone' }), '/enrollment/verify-phone');
  await enrollmentLoaded();
  fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
  const code = await screen.findByLabelText('Code');
  expect(code).toHaveAttribute('type', 'text');
  fireEvent.click(screen.getByRole('button', { name: 'Hide Code' }));
  expect(code).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Show Code' })).toHaveAttribute('aria-pressed', 'false');
});

describe('the need-help number', () => {
  it('is prefilled, formatted, once the date of birth and the phone are proved', async () => {
    const e = fakeEnrollment({ ...verified, step: 'info', info: { ...INFO, voicePhoneNumber: '5552010177' } });
    openEnrollment(e, '/enrollment/need-help');
    await enrollmentLoaded();
    expect(screen.getByLabelText('Phone number to call')).toHaveValue('(555) 201-0177');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a call' }));
    await waitFor(() => expect(e.view.status).toBe('waiting_for_phone_call'));
    expect(e.callback).toBe('5552010177');
  });

  it('is never shown to someone holding only the link; after the date of birth, empty means the number on record', async () => {
    const e = fakeEnrollment({ dobVerified: true, step: 'verify-phone', phoneHint: '•••-•••-0142' });
    openEnrollment(e, '/enrollment/need-help');
    await enrollmentLoaded();
    const field = screen.getByLabelText('Phone number to call');
    expect(field).toHaveValue('');
    expect(screen.getByText(/we will call the number we have for you \(•••-•••-0142\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a call' }));
    await waitFor(() => expect(e.view.status).toBe('waiting_for_phone_call'));
    expect(e.callback).toBeNull();
  });
});

/** The enrollment pages over a stand-in API: resume rules, SPEC's messages, the whole flow. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ENROLLMENT_MESSAGES } from '@hearth/shared-kernel/rules';
import { fakeEnrollment } from '../../testing/fakeEnrollmentServer';
import { enrollmentLoaded, openEnrollment, setUpEnrollmentPages } from '../../testing/enrollmentPages';
import { LANGUAGE_CHOICE_KEY } from '@hearth/shared-kernel/i18n';
import { resetLanguage } from '../../i18n/useText';

/** The page's heading once the enrollment has loaded (the frame shows the title while loading). */
async function heading() {
  await enrollmentLoaded();
  return screen.getByRole('heading', { level: 1 });
}
const where = () => window.location.pathname;

setUpEnrollmentPages();
beforeEach(() => {
  resetLanguage();
  localStorage.removeItem(LANGUAGE_CHOICE_KEY);
});

describe('enrollment links', () => {
  it("shows SPEC's invalid-link message for an unknown or closed link", async () => {
    openEnrollment({ ...fakeEnrollment({ status: 'waiting_for_approval' }) }, '/enrollment');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! This enrollment link is invalid or is awaiting approval.');
    expect(where()).toBe('/enrollment/not-found');
  });

  it('resumes where the patient was when the same link is opened again', async () => {
    openEnrollment(fakeEnrollment({ step: 'info', dobVerified: true, phoneVerified: true }), '/enrollment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your information' })).not.toBeNull();
    expect(where()).toBe('/enrollment/info');
  });

  it('keeps a patient out of the steps past the date-of-birth check until it is passed', async () => {
    openEnrollment(fakeEnrollment(), '/enrollment/confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Hearth' })).not.toBeNull();
    expect(where()).toBe('/enrollment');
  });

  it('after a help request, every page says a call is coming and the form cannot be completed', async () => {
    openEnrollment(fakeEnrollment({ status: 'waiting_for_phone_call', dobVerified: true }), '/enrollment/verify-phone');
    expect(await screen.findByText(/will call you to finish enrolling together/)).not.toBeNull();
    expect(where()).toBe('/enrollment/need-help');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the patient\'s language', () => {
  it("shows a Spanish record's first step in Spanish from its first paint; choosing English follows at once and tells the record", async () => {
    const e = fakeEnrollment({ preferredLanguage: 'es' });
    openEnrollment(e, '/enrollment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido a Hearth' })).not.toBeNull();
    expect(screen.queryByText('Continue')).toBeNull();
    expect(document.title).toMatch(/^Bienvenido a Hearth/);
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Hearth' })).not.toBeNull();
    await waitFor(() => expect(e.view.preferredLanguage).toBe('en'));
    expect(e.calls).toContain('PUT language');
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  });

  it("shows SPEC's messages in Spanish to a Spanish reader (the server answers English)", async () => {
    const e = fakeEnrollment({ preferredLanguage: 'es', step: 'verify-dob' });
    openEnrollment(e, '/enrollment/verify-dob');
    fireEvent.change(await screen.findByLabelText(/Fecha de nacimiento/), { target: { value: '01/01/1901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente: confirmar su teléfono' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha de nacimiento no coincide con nuestros registros');
  });
});

describe('enrollment steps', () => {
  it('need help: asking for a call moves the enrollment to waiting for a phone call', async () => {
    // Before the date of birth there is no number on record to fall back on (the API gives no hint yet).
    const e = fakeEnrollment({ phoneHint: null });
    openEnrollment(e, '/enrollment/need-help');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findAllByText('Please enter a valid phone number for calls.')).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Phone number to call'), { target: { value: '(555) 201-0142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findByText(/will call you/)).not.toBeNull();
    expect(e.view.status).toBe('waiting_for_phone_call');
  });

  it("date of birth: a mismatch shows SPEC's message, a match opens the phone step", async () => {
    openEnrollment(fakeEnrollment(), '/enrollment/verify-dob');
    await heading();
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '01/01/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next: verify your phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Date of Birth does not match record');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '5/31/1980' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next: verify your phone' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your phone' })).not.toBeNull();
  });

  it("phone: a wrong code shows SPEC's message and a new code can be sent", async () => {
    const e = fakeEnrollment({ dobVerified: true, step: 'verify-phone' });
    openEnrollment(e, '/enrollment/verify-phone');
    await heading();
    expect(screen.getByText(/•••-•••-0142/)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next: your information' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code you entered is not correct. Click below to receive a new code.');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await act(async () => undefined);
    expect(e.calls.filter((c) => c === 'POST sendCode')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next: your information' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your information' })).not.toBeNull();
  });

  it("information: every required field's message appears, in SPEC's words, before anything is sent", async () => {
    const e = fakeEnrollment({ dobVerified: true, phoneVerified: true, step: 'info' });
    openEnrollment(e, '/enrollment/info');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Next: confirmation' }));
    const alert = await screen.findByRole('alert');
    for (const m of [ENROLLMENT_MESSAGES.firstName, ENROLLMENT_MESSAGES.lastName, ENROLLMENT_MESSAGES.pin, ENROLLMENT_MESSAGES.smsPhone, ENROLLMENT_MESSAGES.timeZone]) {
      expect(alert).toHaveTextContent(m);
    }
    expect(e.calls).not.toContain('PUT info');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the US time zones come first in the time zone list', async () => {
    openEnrollment(fakeEnrollment({ dobVerified: true, phoneVerified: true, step: 'info' }), '/enrollment/info');
    await heading();
    const labels = Array.from((screen.getByLabelText('Time zone') as HTMLSelectElement).options).map((o) => o.text);
    expect(labels.slice(1, 5)).toEqual(['Eastern Time — New York', 'Central Time — Chicago', 'Mountain Time — Denver', 'Pacific Time — Los Angeles']);
    expect(labels.length).toBeGreaterThan(100);
  });

  // The longest walk of the file (every field filled by typing): seconds on a loaded machine.
  it('information then confirmation: consent messages first, then the enrollment goes for approval', async () => {
    const e = fakeEnrollment({ dobVerified: true, phoneVerified: true, step: 'info' });
    openEnrollment(e, '/enrollment/info');
    await heading();
    const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('First name', 'Maria');
    fill('Last name', 'Lopez');
    fill(/^PIN/, '4821');
    fill('Phone number for texts', '555-201-0142');
    fill('Time zone', 'America/Chicago');
    fireEvent.click(screen.getByRole('button', { name: 'Next: confirmation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation' })).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Finish enrollment' }));
    const alert = await screen.findByRole('alert');
    for (const m of ['firstSection', 'secondSection', 'thirdSection', 'eula', 'patientSignature'] as const) {
      expect(alert).toHaveTextContent(ENROLLMENT_MESSAGES[m]);
    }
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fill(/Electronic signature/, 'Maria Lopez');
    // Reading a policy and coming back keeps the ticks and the signature.
    for (const policy of ['Communication Policy', 'Privacy Policy', 'End User License Agreement']) {
      fireEvent.click(screen.getByRole('link', { name: policy }));
      expect(await screen.findByRole('heading', { level: 1, name: policy })).not.toBeNull();
      fireEvent.click(screen.getByRole('link', { name: /Back/ }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation' })).not.toBeNull();
      for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
      expect(screen.getByLabelText(/Electronic signature/)).toHaveValue('Maria Lopez');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Finish enrollment' }));
    // The practice has not approved yet: the last page does not say "enrolled".
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you — your care team will confirm your enrollment' })).not.toBeNull();
    expect(screen.queryByText(/you are enrolled/i)).toBeNull();
    expect(e.view.status).toBe('waiting_for_approval');
  }, 15_000);
});

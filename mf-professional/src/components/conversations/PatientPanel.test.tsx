import { render, screen } from '@testing-library/react';
import { patientDetail } from '../../testing/fixtures';
import { logInWith, resetSession } from '../../testing/session';
import { PatientPanel } from './PatientPanel';

const renderPanel = (preferredLanguage: 'en' | 'es' | null) =>
  render(<PatientPanel patient={patientDetail({ preferredLanguage })} loading={false} error={null} canCall={false} />);

beforeEach(() => {
  resetSession();
  logInWith(['5']);
});

jest.setTimeout(20_000);

describe('PatientPanel', () => {
  it("says the patient's preferred language beside their name, and nothing when none was chosen", () => {
    const { unmount } = renderPanel('es');
    expect(screen.getByRole('complementary', { name: 'Patient' })).toHaveTextContent('Prefers Spanish');
    unmount();
    renderPanel(null);
    expect(screen.getByRole('complementary', { name: 'Patient' })).not.toHaveTextContent('Prefers');
  });
});

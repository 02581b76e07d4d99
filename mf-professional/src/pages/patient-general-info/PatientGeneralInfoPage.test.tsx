import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@hearth/shared-kernel/react';
import { patientsApi } from '../../components/patientsApi';
import { patientDetail } from '../../testing/fixtures';
import { logInWith, resetSession } from '../../testing/session';
import PatientGeneralInfoPage from './PatientGeneralInfoPage';

const renderPage = () => {
  window.history.pushState(null, '', '/patient-settings/general-info/p1');
  return render(
    <Routes>
      <Route path="/patient-settings/general-info/:id" element={<PatientGeneralInfoPage title="General Info" />} />
    </Routes>,
  );
};

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

// antd renders slowly under jsdom, and the machine's two cores are shared.
jest.setTimeout(20_000);

describe('PatientGeneralInfoPage', () => {
  it('shows the patient, with Enrolled for approved, and no edit without MODIFY_PATIENT', async () => {
    logInWith(['5']);
    jest.spyOn(patientsApi, 'get').mockResolvedValue(patientDetail({ mrn: 'MRN-77' }));
    renderPage();
    expect(await screen.findByText('MRN-77')).toBeInTheDocument();
    expect(screen.getByText('Enrolled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });

  it("shows the patient's preferred language, Not set until chosen, and edits it with English / Spanish / Not set", async () => {
    logInWith(['5', '2']);
    jest.spyOn(patientsApi, 'get').mockResolvedValue(patientDetail());
    const update = jest.spyOn(patientsApi, 'update').mockResolvedValue(patientDetail({ preferredLanguage: 'es' }));
    renderPage();
    const shown = await screen.findByText('Preferred language');
    expect(shown.closest('tr')).toHaveTextContent('Not set');
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Preferred language' }));
    await screen.findAllByTitle('English');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['English', 'Spanish', 'Not set']);
    fireEvent.click((await screen.findAllByTitle('Spanish')).find((el) => el.classList.contains('ant-select-item-option'))!);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('p1', expect.objectContaining({ preferredLanguage: 'es' })));
    expect((await screen.findByText('Preferred language')).closest('tr')).toHaveTextContent('Spanish');
  });

  it('edits with MODIFY_PATIENT, checking names with SPEC\'s messages first', async () => {
    logInWith(['5', '2']);
    jest.spyOn(patientsApi, 'get').mockResolvedValue(patientDetail());
    const update = jest.spyOn(patientsApi, 'update').mockResolvedValue(patientDetail({ firstName: 'Augusta' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid first name.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Augusta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('p1', expect.objectContaining({ firstName: 'Augusta', smsPhoneNumber: '5552010101' })));
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeInTheDocument();
  });
});

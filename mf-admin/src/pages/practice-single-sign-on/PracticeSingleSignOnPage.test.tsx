/** The single sign-on page: the stored settings shown (the secret only as "stored"), the kernel rule's messages, and what is saved. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@hearth/shared-kernel/react';
import type { SsoSettings } from '@hearth/shared-kernel/domain';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { adminApi } from '../../components/adminApi';
import { logInWith, resetSession } from '../../testing/session';
import PracticeSingleSignOnPage from './PracticeSingleSignOnPage';

// The first test of a file loads antd's modules: slow on a busy machine.
jest.setTimeout(30_000);

const ORG = '41d38f49-c6fe-4bbf-ab93-5c94fc7272f0';
const STORED: SsoSettings = {
  orgId: ORG,
  orgName: 'Lakeside Health Center',
  enabled: true,
  issuer: 'https://login.lakeside.example',
  clientId: 'hearth',
  allowedDomains: ['lakeside.example'],
  passwordSignIn: true,
  hasClientSecret: true,
};

function renderPage() {
  window.history.pushState(null, '', `/practice-admin/${ORG}/single-sign-on`);
  return render(
    <Routes>
      <Route path="/practice-admin/:id/single-sign-on" element={<PracticeSingleSignOnPage title="Single Sign-On" />} />
    </Routes>,
  );
}

beforeEach(() => {
  resetSession();
  logInWith([PERMISSIONS.LOGIN, PERMISSIONS.MODIFY_ORGANIZATION]);
  jest.restoreAllMocks();
});

describe('PracticeSingleSignOnPage', () => {
  it('shows the stored provider, says a secret is stored without showing it, and saves without one', async () => {
    jest.spyOn(adminApi, 'ssoSettings').mockResolvedValue(STORED);
    const save = jest.spyOn(adminApi, 'saveSsoSettings').mockResolvedValue({ ...STORED, passwordSignIn: false });
    renderPage();
    expect(await screen.findByDisplayValue('https://login.lakeside.example')).toBeTruthy();
    expect(screen.getByText('A secret is stored. Leave this empty to keep it.')).toBeTruthy();
    expect((screen.getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Staff may also sign in with a password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(ORG, {
      enabled: true,
      issuer: 'https://login.lakeside.example',
      clientId: 'hearth',
      allowedDomains: ['lakeside.example'],
      passwordSignIn: false,
    });
  });

  it('a first set-up needs a secret and real domains before anything is sent', async () => {
    jest.spyOn(adminApi, 'ssoSettings').mockResolvedValue({ ...STORED, enabled: false, issuer: '', clientId: '', allowedDomains: [], hasClientSecret: false });
    const save = jest.spyOn(adminApi, 'saveSsoSettings');
    renderPage();
    fireEvent.change(await screen.findByLabelText('Issuer URL'), { target: { value: 'https://login.clinic.example' } });
    fireEvent.change(screen.getByLabelText('Client ID'), { target: { value: 'hearth' } });
    fireEvent.change(screen.getByLabelText('Allowed e-mail domains'), { target: { value: 'not a domain!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText(SSO_MESSAGES.secretRequired)).toBeTruthy();
    expect(screen.getByText(SSO_MESSAGES.domainsInvalid)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});

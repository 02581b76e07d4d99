import { screen } from '@testing-library/react';
import { HttpError } from '@hearth/shared-kernel/http';
import { SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { sso } from '@hearth/shared-kernel/sso';
import { resetSession } from '../../testing/fakeSession';
import { renderRouteAt } from '../../testing/routesAt';
import { LoginCallbackPage } from './LoginCallbackPage';

const renderAt = (url: string) => renderRouteAt(url, '/login/callback', <LoginCallbackPage />);

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

describe('LoginCallbackPage', () => {
  it('without a sign-in to finish says single sign-on is not configured, and calls nothing', () => {
    const finish = jest.spyOn(sso, 'finish');
    renderAt('/login/callback');
    expect(screen.getByRole('status')).toHaveTextContent('Single sign-on is not configured for this environment.');
    expect(finish).not.toHaveBeenCalled();
  });

  it('hands the provider’s answer to the API once and follows the goto', async () => {
    const finish = jest.spyOn(sso, 'finish').mockResolvedValue('/professional/roster');
    renderAt('/login/callback?code=c0de&state=st4te&iss=http%3A%2F%2Flocalhost%3A8790&extra=x');
    expect((await screen.findByTestId('where')).textContent).toBe('/professional/roster');
    expect(finish).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenCalledWith({ code: 'c0de', state: 'st4te', iss: 'http://localhost:8790' });
  });

  it('shows the refusal with a way back to /login', async () => {
    jest.spyOn(sso, 'finish').mockRejectedValue(new HttpError(403, SSO_MESSAGES.noAccount, { body: { message: SSO_MESSAGES.noAccount } }));
    renderAt('/login/callback?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.noAccount);
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
  });
});

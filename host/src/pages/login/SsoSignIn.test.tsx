import { fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from '@hearth/shared-kernel/http';
import { SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { sso } from '@hearth/shared-kernel/sso';
import { resetSession } from '../../testing/fakeSession';
import { SsoSignIn } from './SsoSignIn';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

const ORG = '41d38f49-c6fe-4bbf-ab93-5c94fc7272f0';

describe('SsoSignIn', () => {
  it('asks for the work e-mail, then goes to the identity provider with the goto', async () => {
    const start = jest.spyOn(sso, 'start').mockResolvedValue('http://idp.example/auth?state=s');
    const go = jest.fn();
    render(<SsoSignIn org={null} goto="/professional/roster" go={go} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SSO_MESSAGES.emailRequired);
    expect(start).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Work e-mail'), { target: { value: ' sso.patel@lakeside.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await screen.findByRole('button', { name: 'Sign in with single sign-on' });
    await Promise.resolve();
    expect(start).toHaveBeenCalledWith({ email: 'sso.patel@lakeside.example', goto: '/professional/roster' });
    expect(go).toHaveBeenCalledWith('http://idp.example/auth?state=s');
  });

  it('with an organisation hint needs no e-mail', async () => {
    const start = jest.spyOn(sso, 'start').mockResolvedValue('http://idp.example/auth');
    const go = jest.fn();
    render(<SsoSignIn org={ORG} goto={null} go={go} />);
    expect(screen.queryByLabelText('Work e-mail')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await Promise.resolve();
    await Promise.resolve();
    expect(start).toHaveBeenCalledWith({ org: ORG });
    expect(go).toHaveBeenCalledWith('http://idp.example/auth');
  });

  it('shows the API’s refusal when no organisation signs in that way', async () => {
    jest.spyOn(sso, 'start').mockRejectedValue(new HttpError(404, SSO_MESSAGES.noOrganization, { body: { message: SSO_MESSAGES.noOrganization } }));
    render(<SsoSignIn org={null} goto={null} go={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Work e-mail'), { target: { value: 'someone@nowhere.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.noOrganization);
  });
});

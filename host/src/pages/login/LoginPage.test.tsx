import { fireEvent, screen } from '@testing-library/react';
import { HttpError } from '@hearth/shared-kernel/http';
import { session } from '@hearth/shared-kernel/session';
import { resetSession } from '../../testing/fakeSession';
import { renderRouteAt } from '../../testing/routesAt';
import { LoginPage } from './LoginPage';

const renderAt = (url: string) => renderRouteAt(url, '/login', <LoginPage />);

function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

describe('LoginPage', () => {
  it('has labelled username and password fields, a Log in button and one h1', () => {
    renderAt('/login');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says "Invalid username or password" on a wrong password and stays on /login', async () => {
    const login = jest.spyOn(session, 'login').mockRejectedValue(new HttpError(401, 'Invalid username or password'));
    renderAt('/login');
    submit('dr.chen', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid username or password$/);
    expect(login).toHaveBeenCalledWith({ username: 'dr.chen', password: 'wrong-password' });
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('asks for both fields before calling the API', () => {
    const login = jest.spyOn(session, 'login');
    renderAt('/login');
    submit('dr.chen', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(login).not.toHaveBeenCalled();
  });

  it('follows goto after a successful login', async () => {
    jest.spyOn(session, 'login').mockResolvedValue(undefined);
    renderAt(`/login?goto=${encodeURIComponent('/professional/tasks?view=today')}`);
    submit('dr.chen', 'hearth-demo');
    expect(await screen.findByTestId('where')).toHaveTextContent('/professional/tasks?view=today');
  });

  it('goes home instead of following a goto to another site', async () => {
    jest.spyOn(session, 'login').mockResolvedValue(undefined);
    renderAt(`/login?goto=${encodeURIComponent('//evil.example/steal')}`);
    submit('dr.chen', 'hearth-demo');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

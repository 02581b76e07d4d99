import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate } from '../nav';
import { Link, Navigate, NavLink, Route, Routes, useLocation, useParams, useSearchParams } from './router';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}|${JSON.stringify(state)}`}</p>;
}

function Article() {
  const { toId, fromId } = useParams();
  const [query] = useSearchParams();
  return <p data-testid="article">{`${toId}>${fromId}?${query.get('lang')}`}</p>;
}

function App() {
  return (
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/article/:toId/:fromId" element={<Article />} />
      <Route path="/article/latest/:fromId" element={<p>latest article</p>} />
      <Route path="/old" element={<Navigate to="/login?goto=%2Fold" />} />
      <Route path="*" element={<Where />} />
    </Routes>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('kernel router', () => {
  it('renders the matching route with its params and the query', () => {
    window.history.replaceState(null, '', '/article/7/9?lang=es');
    render(<App />);
    expect(screen.getByTestId('article').textContent).toBe('7>9?es');
  });

  it('prefers static segments over params, and falls back to *', () => {
    window.history.replaceState(null, '', '/article/latest/9');
    render(<App />);
    expect(screen.getByText('latest article')).not.toBeNull();
    act(() => navigate('/nowhere?x=1', { state: { message: 'hi' } }));
    expect(screen.getByTestId('where').textContent).toBe('/nowhere?x=1|{"message":"hi"}');
  });

  it('follows navigate(), history.back() and Navigate (which replaces the entry)', async () => {
    render(<App />);
    act(() => navigate('/login'));
    expect(screen.getByText('login page')).not.toBeNull();
    act(() => navigate('/old'));
    expect(window.location.pathname + window.location.search).toBe('/login?goto=%2Fold');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    // /old was replaced by the redirect, so one step back is the first /login.
    expect(window.location.pathname + window.location.search).toBe('/login');
  });

  it('announces a change once when something else (single-spa) already announced it', () => {
    const heard = jest.fn();
    window.addEventListener('popstate', heard);
    const original = window.history.pushState.bind(window.history);
    const patched = jest.spyOn(window.history, 'pushState').mockImplementation((...args) => {
      original(...args);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    navigate('/a');
    patched.mockRestore();
    navigate('/b');
    window.removeEventListener('popstate', heard);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('Link navigates in place on a plain click and leaves modified clicks to the browser', () => {
    render(
      <>
        <Link to="/login">Log in</Link>
        <App />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { ctrlKey: true });
    expect(window.location.pathname).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByText('login page')).not.toBeNull();
  });

  it('NavLink marks the current page, exactly with end and by prefix without', () => {
    window.history.replaceState(null, '', '/professional/roster');
    render(
      <nav>
        <NavLink to="/professional" end>
          Patients
        </NavLink>
        <NavLink to="/professional/roster">Roster</NavLink>
        <NavLink to="/programs">Programs</NavLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Roster' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Roster' }).className).toBe('active');
    expect(screen.getByRole('link', { name: 'Patients' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Programs' }).getAttribute('aria-current')).toBeNull();
    act(() => navigate('/programs/stayintouch/tasks'));
    expect(screen.getByRole('link', { name: 'Programs' }).getAttribute('aria-current')).toBe('page');
  });
});

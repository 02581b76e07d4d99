import { fireEvent, render, screen } from '@testing-library/react';
import { EDUCATION_ERRORS } from '@hearth/shared-kernel/domain';
import { installFetch, json } from '../testing/fakeFetch';
import { resetSession } from '../testing/session';
import { ArticleView } from './ArticleView';

let restore: () => void = () => undefined;
beforeEach(resetSession);
afterEach(() => restore());

describe('ArticleView', () => {
  it('shows the article with its HTML cleaned', async () => {
    restore = installFetch((url) =>
      url.pathname === '/education/a1'
        ? json(200, { id: 'a1', title: 'Eating well', summary: 'Small changes add up.', tags: [], html: '<p>Choose oats.</p><img src=x onerror="alert(1)">' })
        : json(404),
    );
    const { container } = render(<ArticleView id="a1" />);
    expect(await screen.findByRole('heading', { name: 'Eating well' })).not.toBeNull();
    expect(screen.getByText('Choose oats.')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the title once when the article opens with its own heading', async () => {
    restore = installFetch(() => json(200, { id: 'a2', title: 'Feet', summary: '', tags: [], html: '<h2>Feet</h2><p>Check them daily.</p>' }));
    render(<ArticleView id="a2" />);
    expect(await screen.findAllByRole('heading', { name: 'Feet' })).toHaveLength(1);
  });

  it('fetches a sent article by its link\'s two ids', async () => {
    restore = installFetch((url) =>
      url.pathname === '/article/to%2F1/from-2' ? json(200, { id: 'a3', title: 'Sent to you', summary: '', tags: [], html: '' }) : json(404),
    );
    render(<ArticleView toId="to/1" fromId="from-2" />);
    expect(await screen.findByRole('heading', { name: 'Sent to you' })).not.toBeNull();
  });

  it("says SPEC's words when the article cannot be fetched, and tries again", async () => {
    let calls = 0;
    restore = installFetch(() => (++calls === 1 ? json(500) : json(200, { id: 'a1', title: 'Back', summary: '', tags: [], html: '' })));
    render(<ArticleView id="a1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(EDUCATION_ERRORS.article);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back' })).not.toBeNull();
  });
});

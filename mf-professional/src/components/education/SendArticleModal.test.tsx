import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EDUCATION_ERRORS } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import { SendArticleModal, type ArticlesApi } from './SendArticleModal';

jest.setTimeout(20_000);

const oats = { id: 'a1', title: 'Eating well with diabetes', summary: 'Small changes add up.', tags: ['diabetes'] };

function fakeApi(over: Partial<ArticlesApi> = {}): ArticlesApi {
  return {
    previews: jest.fn(async (search: string) => (search && !'eating'.includes(search) ? [] : [oats])),
    send: jest.fn(async () => undefined),
    ...over,
  };
}

beforeEach(() => {
  resetSession();
  logInWith(['16']);
});

describe('SendArticleModal', () => {
  it('searches the previews and sends the chosen article to the patient', async () => {
    const api = fakeApi();
    const onClose = jest.fn();
    render(<SendArticleModal open patientId="p1" patientName="Maria Lopez" onClose={onClose} api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send “Eating well with diabetes”' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.send).toHaveBeenCalledWith('a1', 'p1');
  });

  it("says SPEC's words when a search finds nothing, previews fail, or the send fails", async () => {
    const api = fakeApi({ send: jest.fn().mockRejectedValue(new Error('503')) });
    const { unmount } = render(<SendArticleModal open patientId="p1" onClose={() => undefined} api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send “Eating well with diabetes”' }));
    expect(await screen.findByText(EDUCATION_ERRORS.send)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: 'zebra' } });
    fireEvent.keyDown(screen.getByLabelText('Search articles'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText(EDUCATION_ERRORS.search)).toBeInTheDocument();
    unmount();
    render(<SendArticleModal open patientId="p1" onClose={() => undefined} api={fakeApi({ previews: jest.fn().mockRejectedValue(new Error('down')) })} />);
    expect(await screen.findByText(EDUCATION_ERRORS.previews)).toBeInTheDocument();
  });
});

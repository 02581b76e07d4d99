/** The practice logo: a wrong type or size refused before sending, progress while sending, the preview, the server's refusal shown, Remove. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminCalls } from '@hearth/shared-kernel/api';
import { PRACTICE_LOGO_MAX_BYTES, PRACTICE_LOGO_MESSAGES, type PracticeLogo } from '@hearth/shared-kernel/domain';
import { http, HttpError } from '@hearth/shared-kernel/http';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { adminApi } from '../../components/adminApi';
import { logInWith, resetSession } from '../../testing/session';
import { PracticeLogoField } from './PracticeLogoField';

// The first test of a file loads antd's modules: slow on a busy machine.
jest.setTimeout(30_000);

const ORG = '41d38f49-c6fe-4bbf-ab93-5c94fc7272f0';
const URL_V1 = `/organizations/${ORG}/logo?v=abc1`;

beforeEach(() => {
  resetSession();
  logInWith([PERMISSIONS.LOGIN, PERMISSIONS.MODIFY_ORGANIZATION]);
  jest.restoreAllMocks();
});

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const png = (size = 10) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

test('refuses an SVG and a file over 200 KB before sending, saying why', async () => {
  jest.spyOn(adminApi, 'logo').mockResolvedValue({ url: null });
  const upload = jest.spyOn(http, 'upload');
  render(<PracticeLogoField orgId={ORG} orgName="Riverside Family Practice" />);
  expect(await screen.findByText('No logo')).toBeInTheDocument();
  expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PRACTICE_LOGO_MESSAGES.type);
  choose(png(PRACTICE_LOGO_MAX_BYTES + 1));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PRACTICE_LOGO_MESSAGES.size));
  expect(upload).not.toHaveBeenCalled();
});

test('sends the file through the kernel call with progress and a preview, then shows the saved logo', async () => {
  jest.spyOn(adminApi, 'logo').mockResolvedValue({ url: null });
  let progress: (percent: number) => void = () => undefined;
  let answer: (a: PracticeLogo) => void = () => undefined;
  const upload = jest.spyOn(http, 'upload').mockImplementation((_call, _target, _file, onProgress) => {
    progress = onProgress;
    return new Promise((resolve) => (answer = resolve as (a: PracticeLogo) => void));
  });
  render(<PracticeLogoField orgId={ORG} orgName="Riverside Family Practice" />);
  await screen.findByText('No logo');
  choose(png());
  await waitFor(() => expect(upload).toHaveBeenCalled());
  expect(upload.mock.calls[0][0]).toBe(adminCalls.uploadLogo);
  expect(upload.mock.calls[0][1]).toEqual({ params: { orgId: ORG } });
  expect(screen.getByRole('img', { name: 'Riverside Family Practice logo' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  act(() => progress(60));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  await act(async () => answer({ url: URL_V1 }));
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('img', { name: 'Riverside Family Practice logo' }).getAttribute('src')).toMatch(new RegExp(`${URL_V1.replace(/[?]/g, '\\?')}$`));
  expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
});

test("shows the server's refusal, and removes the logo", async () => {
  jest.spyOn(adminApi, 'logo').mockResolvedValue({ url: URL_V1 });
  jest.spyOn(http, 'upload').mockRejectedValue(new HttpError(415, PRACTICE_LOGO_MESSAGES.type));
  const remove = jest.spyOn(adminApi, 'removeLogo').mockResolvedValue({ url: null });
  render(<PracticeLogoField orgId={ORG} orgName="Riverside Family Practice" />);
  await screen.findByRole('img', { name: 'Riverside Family Practice logo' });
  choose(png());
  expect(await screen.findByRole('alert')).toHaveTextContent(PRACTICE_LOGO_MESSAGES.type);
  fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith(ORG));
  expect(await screen.findByText('No logo')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
});

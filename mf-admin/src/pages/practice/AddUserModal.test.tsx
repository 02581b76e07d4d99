import { act, render, screen } from '@testing-library/react';
import { bus } from '@hearth/shared-kernel/bus';
import { AddUserModal } from './AddUserModal';

jest.setTimeout(20_000);

it('closes when a logout anywhere closes every dialog (close-all)', async () => {
  const onClose = jest.fn();
  render(<AddUserModal orgId="o1" open onClose={onClose} onAdded={jest.fn()} />);
  expect(await screen.findByRole('dialog', { name: 'Add a user' })).toBeInTheDocument();
  act(() => bus.modals$.next({ type: 'close-all' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

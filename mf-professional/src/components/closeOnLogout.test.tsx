/** A logout anywhere (the bus's close-all) closes every open dialog of the area, not only some. */
import { act, render, screen } from '@testing-library/react';
import { bus } from '@hearth/shared-kernel/bus';
import type { AdtEvent } from '@hearth/shared-kernel/domain';
import { MatchPatientModal } from './events/MatchPatientModal';
import { CdeReasonModal } from './cde/CdeReasonModal';

jest.setTimeout(20_000);

const closeAll = () => act(() => bus.modals$.next({ type: 'close-all' }));

it('closes the match-a-patient dialog', async () => {
  const onClose = jest.fn();
  render(<MatchPatientModal event={{ id: 'e1' } as AdtEvent} api={{ findPatients: jest.fn() }} onMatch={jest.fn()} onClose={onClose} />);
  expect(await screen.findByRole('dialog', { name: 'Match to a patient' })).toBeInTheDocument();
  closeAll();
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes the review reason dialog', async () => {
  const onCancel = jest.fn();
  render(<CdeReasonModal kind="approve" onCancel={onCancel} onConfirm={jest.fn()} />);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  closeAll();
  expect(onCancel).toHaveBeenCalledTimes(1);
});

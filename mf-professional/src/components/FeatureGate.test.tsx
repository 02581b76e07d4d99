import { act, render, screen } from '@testing-library/react';
import { bus } from '@hearth/shared-kernel/bus';
import type { AppConfig } from '@hearth/shared-kernel/domain';
import { resetSession } from '../testing/session';
import { FeatureGate } from './FeatureGate';

const config = (broadcast: boolean): AppConfig => ({
  flags: {
    broadcastMessageWebappEnabled: broadcast,
    dcVisitNoteUploadEnabled: false,
    diagnosisConsiderationsPage: false,
    primeAdtEncounterEnabled: false,
    relatedHistoryEnabled: false,
    upToDateEnabled: false,
  },
  bypassUserList: [],
});

beforeEach(() => {
  resetSession();
  act(() => bus.config$.next(null));
});

function renderGate() {
  render(
    <FeatureGate flag="broadcastMessageWebappEnabled" feature="Broadcast messages">
      <p>composer</p>
    </FeatureGate>,
  );
}

describe('FeatureGate', () => {
  it('shows the feature while its flag is on', () => {
    act(() => bus.config$.next(config(true)));
    renderGate();
    expect(screen.getByText('composer')).toBeInTheDocument();
  });

  it("shows the kernel's disabled-feature notice when the flag is off, and follows config changes", () => {
    act(() => bus.config$.next(config(false)));
    renderGate();
    expect(screen.queryByText('composer')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Broadcast messages');
    expect(screen.getByText(/contact your provider's representative/)).toBeInTheDocument();
    act(() => bus.config$.next(config(true)));
    expect(screen.getByText('composer')).toBeInTheDocument();
  });

  it('shows the feature before the configuration has arrived', () => {
    renderGate();
    expect(screen.getByText('composer')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { TrendChart, niceTicks } from './TrendChart';

describe('niceTicks', () => {
  it('rounds the top up to a readable step', () => {
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('TrendChart', () => {
  it('draws one line per series and gives the figures as a table', () => {
    const { container } = render(
      <TrendChart
        title="Last 30 days"
        labels={['2026-11-20', '2026-11-21', '2026-11-22']}
        series={[
          { key: 'm', label: 'Messages', colour: '#1d4ed8', values: [4, 9, 2] },
          { key: 't', label: 'Tasks', colour: '#b45309', values: [1, 0, 3], dashed: true },
        ]}
      />,
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.getByRole('img')).toHaveAccessibleName('Last 30 days: Messages 15, Tasks 4 over 3 days');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // Day by day, one cell per series in the legend's order.
    const cells = rows.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['4', '1'],
      ['9', '0'],
      ['2', '3'],
    ]);
  });
});

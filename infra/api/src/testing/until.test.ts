import { until } from './until';

describe('until', () => {
  test('answers the first answer that is as wanted, from a sync or an async probe', async () => {
    let n = 0;
    expect(await until(() => ++n, (v) => v >= 3)).toBe(3);
    expect(await until(async () => 'ready')).toBe('ready');
  });

  test('throws when the time is up, naming what it waited for and the last answer', async () => {
    await expect(until(() => ({ sent: 1 }), (v) => v.sent === 2, 60, 'two texts')).rejects.toThrow(
      'until: waited 60 ms for two texts; the last answer was {"sent":1}',
    );
  });

  test('without a description, the condition is named by its source', async () => {
    await expect(until(() => 0, (count) => count > 5, 30)).rejects.toThrow(/waited 30 ms for .*count > 5.*; the last answer was 0$/);
    await expect(until(() => false, undefined, 30)).rejects.toThrow(/waited 30 ms for .*=>\s*false/);
  });
});

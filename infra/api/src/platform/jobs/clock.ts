/** The jobs' clock, injectable so tests and the demo can be "at" the next outreach window. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands where it is set (tests): `set` moves it. */
export function settableClock(start: Date): Clock & { set(at: Date): void } {
  let at = start;
  return {
    now: () => new Date(at.getTime()),
    set(next: Date) {
      at = next;
    },
  };
}

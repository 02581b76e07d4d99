/**
 * What jsdom lacks and antd's overlays (Select, Modal, Table) use. Import this module first in a
 * component test that opens one.
 */
const g = globalThis as Record<string, unknown>;

if (typeof g.ResizeObserver === 'undefined') {
  g.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

if (typeof g.MessageChannel === 'undefined') {
  // A macrotask channel on timers: enough for libraries that only use it to defer work.
  g.MessageChannel = class {
    port1: { onmessage: ((e: { data: unknown }) => void) | null; close(): void } = { onmessage: null, close() {} };
    port2 = {
      postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
      close() {},
    };
  };
}

export {};

// jsdom does not implement pseudo-elements; antd's Table measures the scrollbar with one.
if (typeof window !== 'undefined') {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((elt: Element) => original(elt)) as typeof window.getComputedStyle;
}

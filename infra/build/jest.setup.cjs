// jsdom lacks these; the kernel's token and request-size checks need TextEncoder/TextDecoder and antd needs matchMedia (and more, below).
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}

// What else antd's overlays (Select, Modal, Table) use and jsdom lacks.
if (typeof window !== 'undefined') {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof globalThis.MessageChannel === 'undefined') {
    // A macrotask channel on timers: enough for libraries that only use it to defer work.
    globalThis.MessageChannel = class {
      constructor() {
        this.port1 = { onmessage: null, close() {} };
        this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0), close() {} };
      }
    };
  }
  // jsdom does not implement pseudo-elements; antd's Table measures the scrollbar with one.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => getComputedStyle(elt);
}

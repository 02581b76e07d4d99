/**
 * A table wider than the screen scrolls in its own box (console.css). While a box scrolls it takes
 * keyboard focus, so the arrow keys reach what is out of view (WCAG 2.1.1; axe's
 * scrollable-region-focusable); a box that fits is left out of the tab order.
 */
const BOXES = '.ant-table-content, .hc-scroll';

function update(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(BOXES)) {
    const scrolls = box.scrollWidth > box.clientWidth;
    if (scrolls && !box.hasAttribute('tabindex')) box.tabIndex = 0;
    else if (!scrolls && box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
  }
}

/** Keeps the scroll boxes under `root` focusable while they scroll; returns the stop. */
export function keepScrollBoxesFocusable(root: HTMLElement): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(() => {
      frame = 0;
      update(root);
    });
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    mutations.disconnect();
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}

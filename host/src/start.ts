/**
 * The host page's first script, run before the rest of the page is parsed (a blocking script at
 * the top of the body). An enrollment link paints its first screen at once (the kernel's entry
 * shell) and the host's code starts once that screen is on screen: on a slow phone with the code
 * already at hand, its evaluation would otherwise come before the first paint. Any other page
 * starts the host's code once the page is parsed, as a deferred script would. The page preloads
 * the code (its address is this script's data-start), so it downloads meanwhile.
 */
import { startEntryShell } from '@hearth/shared-kernel/entry';

const main = (document.currentScript as HTMLScriptElement | null)?.dataset.start;

const parsed = new Promise<void>((done) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => done(), { once: true });
  else done();
});

// After the frame that shows the shell: a frame callback, then a task (the frame paints in
// between). A tab in the background draws no frames: it starts after half a second regardless.
const painted = startEntryShell(document, window.location)
  ? new Promise<void>((done) => {
      requestAnimationFrame(() => setTimeout(done));
      setTimeout(done, 500);
    })
  : undefined;

void Promise.all([parsed, painted]).then(() => {
  if (!main) return;
  const script = document.createElement('script');
  script.src = main;
  document.head.append(script);
});

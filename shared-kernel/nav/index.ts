/**
 * The browser location as one small store, for every page: the portal does without a router
 * library (the kernel's small router reads this store).
 *
 * single-spa patches history.pushState/replaceState to announce each change with a popstate
 * event; navigate() announces it itself only when nothing else did (tests, or before single-spa
 * starts), so listeners hear every change exactly once.
 */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  /** history.state: what navigate() was given as `state` (for example a message for the next page). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

let cached: NavLocation | undefined;

/** The current location; the same object until the URL changes (a stable snapshot for React). */
export function currentLocation(): NavLocation {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  if (!cached || cached.pathname !== pathname || cached.search !== search || cached.hash !== hash || cached.state !== state) {
    cached = { pathname, search, hash, state };
  }
  return cached;
}

/** Calls `listener` after every change of the URL; answers the unsubscribe function. */
export function onLocationChange(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/** Goes to `to` (a path with optional query and hash) without reloading the page. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  let announced = false;
  const heard = () => {
    announced = true;
  };
  window.addEventListener('popstate', heard);
  try {
    if (replace) window.history.replaceState(state, '', to);
    else window.history.pushState(state, '', to);
  } finally {
    window.removeEventListener('popstate', heard);
  }
  if (!announced) window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

/** Whether a click on a link should be left to the browser (new tab, download, other window…). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

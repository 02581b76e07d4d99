/**
 * The document title: the page's name, with the count of what waits for the user before it when
 * there is any ("(3) Patient Roster · Hearth"). Pages set their name, the unread watchers the
 * count; either may change without the other losing its part.
 */
let page = 'Hearth';
let count = 0;

function show(): void {
  if (typeof document !== 'undefined') document.title = count > 0 ? `(${count}) ${page}` : page;
}

/** The page's name (every page frame calls it). */
export function setPageTitle(title: string): void {
  page = `${title} · Hearth`;
  show();
}

/** How many unread messages or conversations wait (0: none shown). */
export function setTitleCount(n: number): void {
  count = Math.max(0, Math.floor(n));
  show();
}

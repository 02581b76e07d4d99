/**
 * The toasts of bus.toast$ on screen: the page's store and the outlet the host renders. Its own
 * subpath, loaded when a page first needs toasts (a logged-in user's), not with every page.
 */
export * from './toastStore';
export * from './ToastOutlet';

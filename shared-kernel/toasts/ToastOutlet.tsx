import { useSyncExternalStore } from 'react';
import { bus } from '../bus';
import { Link } from '../react/router';
import { createToastStore, type ToastStore } from './toastStore';

let pageStore: ToastStore | null = null;

/** The page's toast store, listening from the first time toasts are needed. */
export function pageToasts(): ToastStore {
  pageStore ??= createToastStore(bus.toast$);
  return pageStore;
}

export interface ToastOutletProps {
  /** Defaults to the page's store on bus.toast$. */
  store?: ToastStore;
}

/**
 * Renders bus.toast$ toasts: header and message, 5 s by default, primary colour. Plain markup with
 * class names the host styles (hearth-toasts, hearth-toast, hearth-toast--{tone}, __header,
 * __message, __close); each toast is a polite live region.
 */
export function ToastOutlet({ store = pageToasts() }: ToastOutletProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className="hearth-toasts" aria-label="Notifications">
      {toasts.map((t) => (
        <div key={t.id} role="status" aria-atomic="true" className={`hearth-toast hearth-toast--${t.tone}`}>
          <div className="hearth-toast__text">
            <p className="hearth-toast__header">{t.header}</p>
            {t.message ? <p className="hearth-toast__message">{t.message}</p> : null}
            {t.link ? (
              <Link className="hearth-toast__link" to={t.link.to} onClick={() => store.dismiss(t.id)}>
                {t.link.label}
              </Link>
            ) : null}
          </div>
          <button type="button" className="hearth-toast__close" aria-label={`Dismiss: ${t.header}`} onClick={() => store.dismiss(t.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}

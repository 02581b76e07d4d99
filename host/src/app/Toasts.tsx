/** The kernel's toast outlet fed from the host's buffer (its own chunk; see toastBuffer). */
import { createToastStore, ToastOutlet } from '@hearth/shared-kernel/toasts';
import { bufferedToasts$ } from './toastBuffer';

const store = createToastStore(bufferedToasts$);

export default function Toasts() {
  return <ToastOutlet store={store} />;
}

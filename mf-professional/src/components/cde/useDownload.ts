/** Opens an attachment through a short-lived signed link (SPEC's toast when that fails). */
import { showToast } from '@hearth/shared-kernel/bus';
import { apiAddress, cdeApi } from './cdeApi';

export async function downloadAttachment(url: string): Promise<void> {
  try {
    const signed = await cdeApi.signedUrl(url);
    const a = document.createElement('a');
    a.href = apiAddress(signed.url);
    a.download = signed.filename;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } catch {
    showToast({ header: 'Error', message: 'Failed to download file properly. Please try again later.', tone: 'error' });
  }
}

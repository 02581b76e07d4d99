/**
 * The practice's logo, shown to its patients beside its name on the enrollment pages and the
 * secure chat: a PNG, JPEG or WebP of at most 200 KB (checked here before sending, and by the API
 * by its content), previewed, sent with a progress bar, and removable.
 */
import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { kernelConfig } from '@hearth/shared-kernel';
import { showToast } from '@hearth/shared-kernel/bus';
import { PRACTICE_LOGO_TYPES } from '@hearth/shared-kernel/domain';
import { HttpError } from '@hearth/shared-kernel/http';
import { practiceLogoProblem } from '@hearth/shared-kernel/rules';
import { adminApi } from '../../components/adminApi';

const FAILED = 'The logo could not be saved. Please try again.';

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });

export function PracticeLogoField({ orgId, orgName }: { orgId: string; orgName: string }) {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  /** The chosen file's own picture while it is being sent. */
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    adminApi.logo(orgId).then(
      (logo) => live && setUrl(logo.url),
      () => live && setError('Could not get the logo. Please try again later.'),
    );
    return () => {
      live = false;
    };
  }, [orgId]);

  async function choose(file: File) {
    const problem = practiceLogoProblem(file);
    setError(problem);
    if (problem) return;
    // A data: address, which the page's CSP already allows for images.
    setPreview(await dataUrlOf(file));
    setProgress(0);
    try {
      setUrl((await adminApi.uploadLogo(orgId, file, setProgress)).url);
      showToast({ header: 'Logo saved', message: `${orgName}: patients see the new logo now.`, tone: 'success' });
    } catch (e) {
      setError(e instanceof HttpError ? e.message : FAILED);
    } finally {
      setPreview(null);
      setProgress(null);
    }
  }

  async function remove() {
    setError(null);
    try {
      setUrl((await adminApi.removeLogo(orgId)).url);
      showToast({ header: 'Logo removed', message: `${orgName}: patients see the practice's name alone.`, tone: 'success' });
    } catch (e) {
      setError(e instanceof HttpError ? e.message : FAILED);
    }
  }

  const shown = preview ?? (url ? `${kernelConfig().apiUrl}${url}` : null);
  const busy = progress !== null;
  return (
    <section className="adm-logo" aria-labelledby="adm-logo-title">
      <h2 id="adm-logo-title" className="adm-subtitle">
        Practice logo
      </h2>
      <p id="adm-logo-hint">PNG, JPEG or WebP, at most 200 KB. Patients see it beside the practice's name when they enroll and in their secure chat.</p>
      <div className="adm-logo__preview">
        {shown ? <img src={shown} alt={`${orgName} logo`} /> : <span>{url === undefined && !error ? 'Loading…' : 'No logo'}</span>}
      </div>
      {busy ? <Progress percent={progress} size="small" aria-label={`Uploading the logo: ${progress}%`} style={{ maxWidth: 240 }} /> : null}
      {error ? (
        <p role="alert" className="adm-logo__error">
          {error}
        </p>
      ) : null}
      <div className="adm-actions">
        {/* The upload call is ours (progress, the server's message); Upload only picks the file. */}
        <Upload accept={PRACTICE_LOGO_TYPES.join(',')} showUploadList={false} disabled={busy} customRequest={({ file }) => void choose(file as File)}>
          <Button disabled={busy} aria-describedby="adm-logo-hint">
            {url ? 'Replace logo' : 'Choose logo'}
          </Button>
        </Upload>
        {url ? (
          <Button danger disabled={busy} onClick={() => void remove()}>
            Remove logo
          </Button>
        ) : null}
      </div>
    </section>
  );
}

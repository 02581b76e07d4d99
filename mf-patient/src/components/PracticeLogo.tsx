/**
 * The practice's logo, named by the practice (its alt text), so the patient knows whose page this
 * is. A fixed height: the page does not move when the picture arrives on a slow connection.
 */
import { kernelConfig } from '@hearth/shared-kernel';

export function PracticeLogo({ name, url }: { name: string; url: string | null }) {
  if (!url) return null;
  return <img className="pt-logo" src={`${kernelConfig().apiUrl}${url}`} alt={name} height={40} decoding="async" />;
}

/** The practice's logo and name, on the pages that have no enrollment header (the first and the last). */
export function PracticeBrand({ name, url }: { name: string; url: string | null }) {
  return (
    <p className="pt-practice">
      <PracticeLogo name={name} url={url} />
      <span>{name}</span>
    </p>
  );
}

/** The left side of a clinical form: its categories, satisfying evidence then excluding evidence. */
import type { ClinicalForm } from '@hearth/shared-kernel/domain';
import { categoriesBySide } from './cdeFormState';

export interface CdeCategoryNavProps {
  form: ClinicalForm;
  active: string;
  onSelect(category: string): void;
  /** Categories that hold an entry (marked 'included'). */
  included: (category: string) => boolean;
  /** Names the lists apart when several forms share a page. */
  idPrefix: string;
}

export function CdeCategoryNav({ form, active, onSelect, included, idPrefix }: CdeCategoryNavProps) {
  const { satisfying, excluding } = categoriesBySide(form);
  const list = (title: string, keys: string[], id: string) =>
    keys.length ? (
      <div className="cde-nav-group">
        <h3 id={id} className="cde-nav-title">
          {title}
        </h3>
        <ul aria-labelledby={id} className="cde-nav-list">
          {keys.map((key) => (
            <li key={key}>
              <button
                type="button"
                className={key === active ? 'cde-nav-item cde-nav-item-active' : 'cde-nav-item'}
                aria-current={key === active ? 'true' : undefined}
                onClick={() => onSelect(key)}
              >
                {form.entries[key].displayName || key}
                {included(key) ? <span className="cde-nav-included"> (included)</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <nav aria-label="Evidence categories" className="cde-nav">
      {list('Satisfying evidence', satisfying, `${idPrefix}-satisfying`)}
      {list('Excluding evidence', excluding, `${idPrefix}-excluding`)}
    </nav>
  );
}

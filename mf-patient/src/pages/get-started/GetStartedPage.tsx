/** Start of the enrollment form: what the patient will be asked for. */
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { useText } from '../../i18n/useText';

function GetStarted() {
  const { view, goNext } = useEnrollment();
  const { t } = useText();
  return (
    <>
      <p>{t('start.intro')}</p>
      <ol className="pt-list">
        <li>{t('start.dob')}</li>
        <li>{t('start.phone', { hint: view.phoneHint ? ` (${view.phoneHint})` : '' })}</li>
        <li>{t('start.agree', { practice: view.organizationName })}</li>
      </ol>
      <p className="pt-actions">
        <button type="button" className="pt-button" onClick={() => void goNext()}>
          {t('start.next')}
        </button>
      </p>
    </>
  );
}

export default enrollmentStep('get-started', GetStarted);

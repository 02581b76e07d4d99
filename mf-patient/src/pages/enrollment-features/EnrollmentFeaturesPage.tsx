/**
 * The first enrollment page: what Hearth offers the patient, and the choice of language. Its words
 * are known before the enrollment is (the practice is named on the brand line above the title), so
 * the host paints them before this area has arrived (the kernel's entry shell), and this page then
 * takes their place unchanged.
 */
import { enrollmentLinkCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { LanguageChooser } from '../../components/LanguageChooser';
import { useText } from '../../i18n/useText';

function Features() {
  const { token, goNext } = useEnrollment();
  const { t } = useText();
  return (
    <>
      <LanguageChooser tell={(language) => http.call(enrollmentLinkCalls.language, { params: { token }, body: { language } })} />
      <p>{t('features.intro')}</p>
      <ul className="pt-list">
        <li>{t('features.chat')}</li>
        <li>{t('features.reminders')}</li>
        <li>{t('features.stop')}</li>
      </ul>
      <p className="pt-actions">
        <button type="button" className="pt-button" onClick={() => void goNext()}>
          {t('features.continue')}
        </button>
      </p>
    </>
  );
}

export default enrollmentStep('features', Features, { withHeader: false });

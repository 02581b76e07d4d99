/** The end of the patient's part: the care team has yet to approve, so nothing here says "enrolled". */
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';
import { useText } from '../../i18n/useText';

export default function FinishedPage({ title }: ScreenProps) {
  const { t } = useText();
  return (
    <EnrollmentFrame title={title} withHeader={false}>
      <p>{t('finished.review')}</p>
      <p>{t('finished.close')}</p>
    </EnrollmentFrame>
  );
}

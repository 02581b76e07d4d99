/** Shown for an invalid enrollment link or one awaiting approval. */
import { ENROLLMENT_ERRORS } from '@hearth/shared-kernel/domain';
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import type { ScreenProps } from '../../screens';
import { useText } from '../../i18n/useText';

export default function EnrollmentNotFoundPage({ title }: ScreenProps) {
  const { t, tx } = useText();
  return (
    <EnrollmentFrame title={title} withHeader={false}>
      <p role="alert">{tx(ENROLLMENT_ERRORS.invalidLink)}</p>
      <p>{t('notFound.body')}</p>
    </EnrollmentFrame>
  );
}

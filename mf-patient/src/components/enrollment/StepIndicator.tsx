/** "Step 3 of 5" above the title of the numbered enrollment steps (the kernel says which). */
import { enrollmentStepNumber, type EnrollmentFlowStep } from '@hearth/shared-kernel/domain';
import { useText } from '../../i18n/useText';

export function StepIndicator({ step }: { step: EnrollmentFlowStep }) {
  const { t } = useText();
  const at = enrollmentStepNumber(step);
  return at ? <p className="pt-step">{t('e.step', at)}</p> : null;
}

/** "Step 3 of 5" above the title of the numbered enrollment steps (the kernel says which). */
import { enrollmentStepNumber, type EnrollmentFlowStep } from '@hearth/shared-kernel/domain';

export function StepIndicator({ step }: { step: EnrollmentFlowStep }) {
  const at = enrollmentStepNumber(step);
  return at ? (
    <p className="pt-step">
      Step {at.number} of {at.total}
    </p>
  ) : null;
}

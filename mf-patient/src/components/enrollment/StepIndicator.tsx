/** "Step 3 of 5" on the numbered enrollment steps (the kernel says which), with a bar showing as much. */
import { enrollmentStepNumber, type EnrollmentFlowStep } from '@hearth/shared-kernel/domain';

export function StepIndicator({ step }: { step: EnrollmentFlowStep }) {
  const at = enrollmentStepNumber(step);
  if (!at) return null;
  return (
    <div className="pt-step">
      <p>
        Step {at.number} of {at.total}
      </p>
      <span className="pt-step-bar" aria-hidden="true">
        <span style={{ width: `${(at.number / at.total) * 100}%` }} />
      </span>
    </div>
  );
}

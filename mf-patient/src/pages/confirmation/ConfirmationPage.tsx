/** Agreement to the communications policy, EULA and privacy policy, and signature. */
import { Link, useSearchParams } from '@hearth/shared-kernel/react';
import { paths } from '@hearth/shared-kernel/paths';
import { EnrollmentFrame } from '../../components/EnrollmentFrame';
import { EmptyState } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ConfirmationPage({ title }: ScreenProps) {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <EnrollmentFrame title={title} next={{ step: 'finished', label: 'Finish enrollment' }}>
      <p>Before you finish, please read and agree to how Hearth will contact you and use your information.</p>
      <ul className="pt-list">
        <li>
          <Link to={paths.enrollment(token, 'communication-policy')}>Communication Policy</Link>
        </li>
        <li>
          <Link to={paths.enrollment(token, 'eula')}>End User License Agreement</Link>
        </li>
        <li>
          <Link to={paths.enrollment(token, 'privacy-policy')}>Privacy Policy</Link>
        </li>
      </ul>
      <EmptyState>
        The three consent checkboxes, the licence acknowledgement and your electronic signature will appear here.
      </EmptyState>
    </EnrollmentFrame>
  );
}

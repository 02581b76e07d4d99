/** The patient home: entry to the secure chat. */
import { Link } from '@hearth/shared-kernel/react';
import { paths } from '@hearth/shared-kernel/paths';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientHomePage({ title }: ScreenProps) {
  return (
    <ScreenFrame title={title}>
      <p>Welcome back. From here you can talk securely with your care team.</p>
      <p className="pt-actions">
        <Link className="pt-button" to={paths.patient('secure-chat')}>
          Open secure chat
        </Link>
      </p>
    </ScreenFrame>
  );
}

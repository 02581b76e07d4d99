/** The Hearth brand: the header's link home. */
import { Link } from '@hearth/shared-kernel/react';

export function Brand() {
  return (
    <Link to="/" className="shell-brand">
      Hearth
    </Link>
  );
}

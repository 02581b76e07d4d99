/** The Hearth brand: the header's link home. */
import { Link } from 'react-router-dom';

export function Brand() {
  return (
    <Link to="/" className="shell-brand">
      Hearth
    </Link>
  );
}

/** Test helper: one page at its route, any other path shown as text, so a test sees where the page sent the browser. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, useLocation } from '@hearth/shared-kernel/react';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

export function renderRouteAt(url: string, path: string, page: ReactElement) {
  window.history.replaceState(null, '', url);
  return render(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

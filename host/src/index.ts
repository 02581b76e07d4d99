// Module Federation's async boundary: shared singletons are negotiated before any app code runs.
// The stylesheet is part of the entry, so index.html links it and it loads alongside the scripts.
import './styles/host.css';

import('./bootstrap').catch(() => {
  // Without its own code the host cannot render React; say so plainly instead of a blank page.
  const root = document.getElementById('root');
  if (root) root.textContent = 'Hearth could not start. Please check your connection and reload the page.';
});

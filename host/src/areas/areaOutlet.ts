/**
 * Where remote areas render: one fixed element inside the host's layout (React renders it and never
 * touches its children), with one container per area so an area mounting never shares a React root
 * with one still unmounting.
 */
import type { RemoteName } from '../config/runtimeConfig';

export const AREA_OUTLET_ID = 'hearth-area-outlet';

export function areaContainer(name: RemoteName, doc: Document = document): HTMLElement {
  const outlet = doc.getElementById(AREA_OUTLET_ID);
  if (!outlet) throw new Error(`The host layout has no #${AREA_OUTLET_ID}`);
  const id = `hearth-area-${name}`;
  let container = doc.getElementById(id);
  if (!container) {
    container = doc.createElement('div');
    container.id = id;
    outlet.appendChild(container);
  }
  return container;
}

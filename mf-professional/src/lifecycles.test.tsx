import { describeAreaLifecycles } from '@hearth/shared-kernel/testing';
import * as lifecycles from './index';

describeAreaLifecycles('mf-professional', lifecycles, {
  shows: { url: '/professional/roster', permissions: ['5'] /* VIEW_PATIENT */, heading: 'Patient Roster' },
  guards: { url: '/professional/roster', permissions: ['52'] /* VIEW_PROGRAMS only */, sentTo: '/unauthorized' },
});

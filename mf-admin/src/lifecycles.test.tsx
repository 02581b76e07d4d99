import { describeAreaLifecycles } from '@hearth/shared-kernel/testing';
import * as lifecycles from './index';

describeAreaLifecycles('mf-admin', lifecycles, {
  shows: { url: '/practice-admin', permissions: ['29'] /* MODIFY_ORGANIZATION */, heading: 'Practice Admin' },
  guards: { url: '/practice-admin', permissions: ['52'] /* VIEW_PROGRAMS, not MODIFY_ORGANIZATION */, sentTo: '/unauthorized' },
});

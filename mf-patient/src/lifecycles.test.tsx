import { describeAreaLifecycles } from '@hearth/shared-kernel/testing';
import * as lifecycles from './index';

describeAreaLifecycles('mf-patient', lifecycles, {
  shows: { url: '/enrollment?token=abc', heading: 'Welcome to Hearth' },
  guards: { url: '/patient/secure-chat', sentTo: '/login' },
});

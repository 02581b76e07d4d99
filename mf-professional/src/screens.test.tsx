import { describeAreaScreens } from '@hearth/shared-kernel/testing';
import { routes } from './routes';
import { screens } from './screens';

describeAreaScreens('professional', routes, screens, {
  path: '/patient-settings/general-info/:id',
  url: '/patient-settings/general-info/42',
  title: 'General Info',
  nav: 'Patient settings',
  link: '/patient-settings/quality-considerations-bulk/42',
  current: 'General info',
});

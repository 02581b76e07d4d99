import { describeAreaScreens } from '@hearth/shared-kernel/testing';
import { routes } from './routes';
import { screens } from './screens';

// A fake clock: React holds a lazy screen back for up to 300 ms after its Suspense fallback (so a
// slow network does not make it flicker); the queries below run that clock instead of waiting.
jest.useFakeTimers();

describeAreaScreens('professional', routes, screens, {
  path: '/patient-settings/general-info/:id',
  url: '/patient-settings/general-info/42',
  title: 'General Info',
  nav: 'Patient settings',
  link: '/patient-settings/quality-considerations-bulk/42',
  current: 'General info',
});

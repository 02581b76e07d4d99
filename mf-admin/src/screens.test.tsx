import { describeAreaScreens } from '@hearth/shared-kernel/testing';
import { routes } from './routes';
import { screens } from './screens';

describeAreaScreens('admin', routes, screens, {
  path: '/user-settings/:id/profile',
  url: '/user-settings/42/profile',
  title: 'Profile',
  nav: 'User settings',
  link: '/user-settings/42/care-team',
  current: 'Profile',
});

import { configure } from '@testing-library/react';
import { describeAreaScreens } from '@hearth/shared-kernel/testing';
import { routes } from './routes';
import { screens } from './screens';

// A screen's chunk (antd's table and form parts) loads slowly the first time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

describeAreaScreens('admin', routes, screens, {
  path: '/user-settings/:id/profile',
  url: '/user-settings/42/profile',
  title: 'Profile',
  nav: 'User settings',
  link: '/user-settings/42/care-team',
  current: 'Profile',
});

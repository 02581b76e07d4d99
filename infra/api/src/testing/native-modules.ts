/**
 * Routes requires of jose, cookie, openid-client and PGlite to the natively loaded copies that
 * native-environment.cjs provides (see there why). Imported first by the harness; every API test
 * file also carries the docblock `@jest-environment ./src/testing/native-environment.cjs`.
 */
type NativeName = 'jose' | 'pglite' | 'cookie' | 'openid-client';

function native(name: NativeName): unknown {
  const modules = (globalThis as { __hearthNativeModules?: Record<NativeName, unknown> }).__hearthNativeModules;
  if (!modules) throw new Error('API tests need the docblock @jest-environment ./src/testing/native-environment.cjs');
  return modules[name];
}

jest.mock(require('./native-paths.cjs').jose, () => native('jose'));
jest.mock(require('./native-paths.cjs').pglite, () => native('pglite'));
jest.mock(require('./native-paths.cjs').cookie, () => native('cookie'));
jest.mock(require('./native-paths.cjs')['openid-client'], () => native('openid-client'));

export {};

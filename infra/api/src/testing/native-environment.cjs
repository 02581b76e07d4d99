/**
 * Jest environment for the API tests. Jest runs test code in a vm context that cannot load
 * ES-module-only packages (jose, cookie) and cannot run PGlite, whose CommonJS build imports Node
 * built-ins dynamically. This environment imports them natively, outside the vm, before the test
 * file runs; native-modules.ts routes the tests' requires of them to these instances. Production
 * code imports them normally.
 */
const { pathToFileURL } = require('node:url');
const { TestEnvironment } = require('jest-environment-node');
const paths = require('./native-paths.cjs');

class NativeModulesEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const modules = {};
    for (const [name, file] of Object.entries(paths)) modules[name] = await import(pathToFileURL(file).href);
    this.global.__hearthNativeModules = modules;
  }
}

module.exports = NativeModulesEnvironment;

#!/usr/bin/env node
// Renders the specimens of the given antd components (specimens.cjs) in a DOM, under the console
// kit's ConfigProvider theme, into an @ant-design/cssinjs cache, and prints the component styles
// antd wrote there as one plain stylesheet: what antd's CSS-in-JS inserts at run time, which the
// console areas skip (`zeroRuntime`). The theme's CSS variables are left out: antd still writes
// those at run time. Run as a child process (plugin.cjs) with NODE_ENV set to the build's mode,
// since antd's class hashes differ between development and production.
// stdin: JSON { components: string[], kernelDir: string }; stdout: the CSS.
const fs = require('node:fs');
const path = require('node:path');
const { JSDOM, VirtualConsole } = require('jsdom');
const { loadTsModule } = require('../ts-module.cjs');
const { specimens } = require('./specimens.cjs');

const { components, kernelDir } = JSON.parse(fs.readFileSync(0, 'utf8'));

// The copies the console kit builds with (pnpm keeps each package's own).
const from = (request, dir) => require(require.resolve(request, { paths: [dir] }));
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [kernelDir] }));
// cssinjs decides when loaded whether it runs in a browser: loaded before the DOM exists, it
// fills its cache without writing each style into the DOM (which, parsed by jsdom, is most of the time).
const { createCache, StyleProvider, extractStyle } = from('@ant-design/cssinjs', antdDir);

// antd's popups need a DOM to open in.
// jsdom's "not implemented" reports (pseudo-element styles for scrollbar sizes) change nothing here.
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { pretendToBeVisual: true, url: 'https://console.invalid/', virtualConsole: new VirtualConsole() });
const { window } = dom;
for (const key of Object.getOwnPropertyNames(window)) if (!(key in globalThis)) globalThis[key] = window[key];
Object.assign(globalThis, { window, document: window.document, navigator: window.navigator });
window.matchMedia = () => ({ matches: false, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} });
globalThis.ResizeObserver = window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };

const React = from('react', antdDir);
const { createRoot } = from('react-dom/client', antdDir);
const { flushSync } = from('react-dom', antdDir);
const { iconStyles } = from('@ant-design/icons/lib/utils', antdDir);
const antd = (component) => from(`antd/lib/${component}`, antdDir).default;
const { consoleTheme } = loadTsModule(path.join(kernelDir, 'console', 'theme.ts'), { relative: true });

const all = specimens(antd, React);
const missing = components.filter((c) => !all[c]);
if (missing.length) {
  throw new Error(`antd stylesheet: no specimen for antd/es/${missing.join(', antd/es/')} (imported by a console source); add one to infra/build/antd-stylesheet/specimens.cjs`);
}

async function main() {
  const cache = createCache();
  const h = React.createElement;
  const tree = h(StyleProvider, { cache }, h(antd('config-provider'), { theme: consoleTheme }, components.map((c) => h('div', { key: c }, all[c]()))));
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  flushSync(() => root.render(tree));
  // Popups open after their trigger mounts (and a table's filter menu after the popup): let them.
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  // The cssinjs cache-path map is for hydrating server-rendered pages; nothing here hydrates.
  const styles = extractStyle(cache, { types: 'style', plain: true }).replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/, '');
  root.unmount();
  // @ant-design/icons writes its own base rules at run time unless zero-runtime: they come first.
  return iconStyles.replace(/\s*\n\s*/g, '') + styles;
}

// antd's motion and measuring timers would keep the process alive: exit once the CSS is out (a
// pipe takes a large write in pieces).
main().then((css) => process.stdout.write(css, () => process.exit(0)), (error) => {
  console.error(error);
  process.exit(1);
});

// The remotes' stylesheets as JavaScript that adds them to the page: a style element of the host's
// page (a stylesheet from a remote's origin would need the host's CSP to list it; an injected
// style element is already allowed). style-loader does the same with about 1 KiB gzip of runtime
// in every area's first chunk; this needs a dozen lines (inject-style.mjs). The stylesheet goes in
// with its comments and runs of white space dropped.
const path = require('node:path');

const INJECT = path.join(__dirname, 'inject-style.mjs');

/** Comments out, white space collapsed, none around braces and semicolons; strings are left as they are. */
function compact(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

module.exports = function injectStyleLoader(source) {
  // A relative url() or @import would resolve against the host's page, not this area's origin.
  if (/\burl\(|@import\b/.test(source)) {
    throw new Error(`${this.resourcePath}: url() and @import are not supported in an area's stylesheet (inject-style-loader)`);
  }
  return `import { injectStyle } from ${JSON.stringify(INJECT)};\ninjectStyle(${JSON.stringify(compact(source))});\n`;
};

module.exports.compact = compact;

// Which antd components a console area's code uses: every `antd/es/<component>` that its sources
// import (statically or with import()), types-only imports and tests aside. The stylesheet is made
// from this list, so it follows the code.
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$|[\\/]testing[\\/]/;
const TYPES_ONLY = /^\s*(import|export)\s+type\b[^;]*;/gm;
const ANTD_REQUEST = /['"]antd\/es\/([a-z-]+)(?:\/[^'"]*)?['"]/g;
/** Folders of antd/es that hold no component (locales, shared code). */
const NOT_COMPONENTS = new Set(['locale', '_util', 'style', 'theme']);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !TEST.test(file) && !file.split(path.sep).includes('node_modules'));
}

/** The antd components the sources under `dirs` import, sorted. */
function antdComponentsOf(dirs) {
  const found = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    const code = fs.readFileSync(file, 'utf8').replace(TYPES_ONLY, '');
    for (const [, component] of code.matchAll(ANTD_REQUEST)) if (!NOT_COMPONENTS.has(component)) found.add(component);
  }
  return [...found].sort();
}

module.exports = { antdComponentsOf };

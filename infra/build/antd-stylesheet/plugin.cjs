// A console area's antd stylesheet: the styles antd's CSS-in-JS would write at run time for the
// components the area's code imports (components.cjs, render.cjs), emitted as a content-hashed
// .css file beside the area's scripts. remoteEntry.js links it at the top of the page's head as it
// runs, so the browser fetches it while the area's code downloads, and it keeps the place antd's
// own style elements took (before the pages' stylesheets, which override some of its rules).
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { antdComponentsOf } = require('./components.cjs');

const NAME = 'AntdStylesheetPlugin';
/** The link's marker, read by the console kit before an area mounts (shared-kernel/console/stylesheet.ts). */
const MARK = 'antdStylesheet';

/** The stylesheet for the sources under `sourceDirs`: { file, css }. */
function makeStylesheet({ sourceDirs, kernelDir, mode }) {
  const components = antdComponentsOf(sourceDirs);
  const css = execFileSync(process.execPath, [path.join(__dirname, 'render.cjs')], {
    input: JSON.stringify({ components, kernelDir }),
    // antd's class hashes follow the mode (css-dev-only-do-not-override-… outside production).
    env: { ...process.env, NODE_ENV: mode === 'production' ? 'production' : 'development' },
    stdio: ['pipe', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return { file: `antd.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css };
}

class AntdStylesheetPlugin {
  /** @param {{ container: string, sourceDirs: string[], kernelDir: string }} options  container: the remote's federation name (its remoteEntry.js chunk) */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { webpack } = compiler;
    const { container } = this.options;
    /** Made once per build (a watching build remakes it on restart, not on each change). */
    let sheet;

    class LinkStylesheet extends webpack.RuntimeModule {
      constructor() {
        super('antd stylesheet', webpack.RuntimeModule.STAGE_TRIGGER);
      }

      generate() {
        const href = `${webpack.RuntimeGlobals.publicPath}+${JSON.stringify(sheet.file)}`;
        return `var l=document.createElement("link");l.rel="stylesheet";l.href=${href};l.dataset.${MARK}="loading";l.onload=l.onerror=function(){l.dataset.${MARK}="done"};document.head.prepend(l);`;
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      sheet ??= makeStylesheet({ ...this.options, mode: compiler.options.mode });
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(sheet.file, new webpack.sources.RawSource(sheet.css));
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, requirements) => {
        if (chunk.name !== container) return;
        requirements.add(webpack.RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new LinkStylesheet());
      });
    });
  }
}

module.exports = { AntdStylesheetPlugin };

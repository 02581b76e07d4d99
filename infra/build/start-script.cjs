// The host page's scripts: its first script (`start`) goes first in the body, blocking, so it runs
// before anything after it is parsed or painted, and the main entry becomes a low-priority preload
// that the first script starts once it may (host/src/start.ts; the address in data-start).
const HtmlWebpackPlugin = require('html-webpack-plugin');

class StartScriptPlugin {
  /** @param {{ start: string, main: string }} options  the names of the two entries */
  constructor({ start, main }) {
    this.start = start;
    this.main = main;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartScriptPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      let startSources = [];
      let mainSource = '';
      hooks.alterAssetTagGroups.tap('StartScriptPlugin', (data) => {
        const scriptsOf = (name) => {
          const entry = compilation.entrypoints.get(name);
          if (!entry) throw new Error(`StartScriptPlugin: no entry named ${name}`);
          const files = entry.getFiles().filter((file) => file.endsWith('.js'));
          const tags = data.headTags.filter((tag) => tag.tagName === 'script' && files.some((file) => String(tag.attributes.src ?? '').split('?')[0].endsWith(`/${file}`)));
          if (tags.length !== 1) throw new Error(`StartScriptPlugin: expected one script of ${name}, html-webpack-plugin injected ${tags.length}`);
          return tags[0];
        };
        const start = scriptsOf(this.start);
        const main = scriptsOf(this.main);
        startSources = [String(start.attributes.src)];
        mainSource = String(main.attributes.src);
        data.headTags = data.headTags.filter((tag) => tag !== start && tag !== main);
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: mainSource, fetchpriority: 'low' }));
        return data;
      });
      hooks.beforeEmit.tap('StartScriptPlugin', (data) => {
        if (!data.html.includes('<body>')) throw new Error('StartScriptPlugin: the page has no <body> to put the first script in');
        const escape = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        data.html = data.html.replace('<body>', `<body>${startSources.map((src) => `<script src="${escape(src)}" data-start="${escape(mainSource)}"></script>`).join('')}`);
        return data;
      });
    });
  }
}

module.exports = { StartScriptPlugin };

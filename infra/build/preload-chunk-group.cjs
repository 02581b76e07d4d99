// Adds <link rel="preload"> to index.html for the scripts of one named dynamic import, so they
// download beside the entry instead of after it has run: one round trip less before the first page
// on a slow phone. At low priority, as the deferred entry itself is: the stylesheet and the page's
// first paint never wait for code that cannot run before the entry anyway.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Marks preloads wanted only on an area's page; the host's server drops them elsewhere (static-server.ts, hostPage). */
const AREA_PAGE_ATTRIBUTE = 'data-area-page';

class PreloadChunkGroupPlugin {
  /** @param {{ name: string, areaPagesOnly?: boolean }} options  the webpackChunkName of the import */
  constructor({ name, areaPagesOnly = false }) {
    this.name = name;
    this.areaPagesOnly = areaPagesOnly;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunkGroupPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadChunkGroupPlugin', (data) => {
        const group = compilation.namedChunkGroups.get(this.name);
        if (!group) throw new Error(`PreloadChunkGroupPlugin: no chunk group named ${this.name}`);
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        const scripts = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        for (const file of scripts) {
          const attributes = { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' };
          if (this.areaPagesOnly) attributes[AREA_PAGE_ATTRIBUTE] = true;
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadChunkGroupPlugin };

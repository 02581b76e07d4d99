// Adds <link rel="preload"> to index.html for the scripts of one named dynamic import, so they
// download beside the entry instead of after it has run: one round trip less before the first page
// on a slow phone. At low priority, as the deferred entry itself is: the stylesheet and the page's
// first paint never wait for code that cannot run before the entry anyway.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Marks preloads wanted only on an area's page, or only on the host's own pages; the host's server
 * drops them on the other kind (static-server.ts, hostPage).
 */
const PAGE_ATTRIBUTES = { area: 'data-area-page', host: 'data-host-page' };

class PreloadChunkGroupPlugin {
  /**
   * @param {{ name: string, pages?: 'all' | 'area' | 'host' }} options  name: the webpackChunkName
   *   of the import; pages: the kind of page that preloads it (every page by default)
   */
  constructor({ name, pages = 'all' }) {
    if (!['all', 'area', 'host'].includes(pages)) throw new Error(`PreloadChunkGroupPlugin: pages must be 'all', 'area' or 'host', got ${pages}`);
    this.name = name;
    this.pages = pages;
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
          if (this.pages !== 'all') attributes[PAGE_ATTRIBUTES[this.pages]] = true;
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadChunkGroupPlugin };

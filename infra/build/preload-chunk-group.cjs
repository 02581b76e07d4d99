// Adds <link rel="preload"> to index.html for the scripts of one named dynamic import (the host's
// bootstrap), so they download beside the entry instead of after it has run: one round trip less
// before the first page on a slow phone.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadChunkGroupPlugin {
  /** @param {{ name: string }} options  the webpackChunkName of the import */
  constructor({ name }) {
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunkGroupPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadChunkGroupPlugin', (data) => {
        const group = compilation.namedChunkGroups.get(this.name);
        if (!group) throw new Error(`PreloadChunkGroupPlugin: no chunk group named ${this.name}`);
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        const scripts = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        for (const file of scripts) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadChunkGroupPlugin };

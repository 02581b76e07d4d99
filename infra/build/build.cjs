#!/usr/bin/env node
// Builds the deployable in the current directory from its webpack.config.cjs (the factory) and
// prints each emitted script with its gzip size: `node ../infra/build/build.cjs [--mode development]`.
// HEARTH_BUILD_STATS=1 also writes build-stats.json (each chunk's modules and sizes) beside dist/.
// A production build also writes the gzip copies the servers send (precompress.cjs).
const path = require('node:path');
const webpack = require('webpack');
const { precompress } = require('./precompress.cjs');

const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag > 0 ? process.argv[modeFlag + 1] : 'production';
const dir = process.cwd();
const exported = require(path.join(dir, 'webpack.config.cjs'));
const config = typeof exported === 'function' ? exported({}, { mode }) : exported;

const started = Date.now();
webpack(config, async (error, stats) => {
  if (error) {
    console.error(error.stack || error.message);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings) console.warn(`warning: ${warning.message}`);
  for (const failure of info.errors) console.error(`error: ${failure.message}`);
  if (stats.hasErrors()) process.exit(1);
  // The modules of each chunk with their sizes, for finding what a route loads that it does not need.
  if (process.env.HEARTH_BUILD_STATS) {
    const { chunks } = stats.toJson({
      all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true,
      chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, runtimeModules: true, dependentModules: true, cachedModules: true, excludeModules: () => false,
    });
    // A concatenated module lists the modules webpack joined into it.
    const flat = (modules = []) => modules.flatMap((m) => (m.modules ? flat(m.modules) : [{ name: m.name, size: m.size }]));
    const report = chunks.map((c) => ({ files: c.files, names: c.names, modules: flat(c.modules).sort((a, b) => b.size - a.size) }));
    require('node:fs').writeFileSync(path.join(config.output.path, '..', 'build-stats.json'), JSON.stringify(report));
  }
  if (mode !== 'production') {
    console.log(`${config.name}: built into ${path.relative(dir, config.output.path)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const gzipSizes = await precompress(config.output.path);
  const scripts = [...gzipSizes]
    .filter(([name]) => name.endsWith('.js'))
    .map(([name, gzip]) => ({ name, gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  for (const s of scripts) console.log(`  ${kib(s.gzip).padStart(10)} gzip  ${s.name}`);
  console.log(`${config.name}: built into ${path.relative(dir, config.output.path)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

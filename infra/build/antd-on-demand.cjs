// antd's table imports, whether a table uses them or not, its header filter (a dropdown with a
// menu, a tree and a search box), the dropdown of the row-selection shortcuts, its virtual body and
// the tooltip of sortable headers: about 35 KiB gzip on the first screen of every table. This
// plugin resolves those imports, made by antd's table modules, to the console kit's stand-ins
// (shared-kernel/console/antdOnDemand/), which load the real part when a table first needs it (the
// tooltip: when the pointer first comes over a sortable header). A build whose antd no longer makes
// one of these imports fails, so an antd upgrade cannot silently bring the bytes back.
const path = require('node:path');

const STANDINS = 'antdOnDemand';

/** [antd module that imports, the request it makes, the console kit's stand-in file]. */
const SWAPS = [
  ['table/hooks/useFilter/index.js', './FilterDropdown', 'TableFilterDropdown.tsx'],
  ['table/hooks/useSelection.js', '../../dropdown', 'Dropdown.tsx'],
  ['table/InternalTable.js', './RcTable/VirtualTable', 'VirtualTable.tsx'],
  ['table/hooks/useSorter.js', '../../tooltip', 'SorterTooltip.tsx'],
];

const antdFile = (file) => new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/]${file.split('/').map((p) => p.replace(/\./g, '\\.')).join('[\\\\/]')}$`);

class AntdOnDemandPlugin {
  /** @param {{ consoleKitDir: string }} options  the kernel's console folder (where the stand-ins are) */
  constructor({ consoleKitDir }) {
    this.swaps = SWAPS.map(([issuer, request, standIn]) => ({ issuer: antdFile(issuer), issuerName: issuer, request, to: path.join(consoleKitDir, STANDINS, standIn) }));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('AntdOnDemandPlugin', (compilation, { normalModuleFactory }) => {
      const applied = new Set();
      normalModuleFactory.hooks.beforeResolve.tap('AntdOnDemandPlugin', (data) => {
        const issuer = data.contextInfo.issuer ?? '';
        const swap = this.swaps.find((s) => s.request === data.request && s.issuer.test(issuer));
        if (!swap) return;
        data.request = swap.to;
        applied.add(swap);
      });
      compilation.hooks.finishModules.tap('AntdOnDemandPlugin', (modules) => {
        for (const swap of this.swaps) {
          const built = [...modules].some((m) => typeof m.resource === 'string' && swap.issuer.test(m.resource));
          if (built && !applied.has(swap)) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`antd-on-demand: antd/es/${swap.issuerName} no longer imports '${swap.request}'; update infra/build/antd-on-demand.cjs for this antd`),
            );
          }
        }
      });
    });
  }
}

module.exports = { AntdOnDemandPlugin };

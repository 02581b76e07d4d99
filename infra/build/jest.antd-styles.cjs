// antd writes its styles at run time (CSS-in-JS): thousands of rules in <style> elements. jsdom
// matches every rule against an element on each getComputedStyle, and Testing Library asks for
// the computed style of every element and its ancestors on each *ByRole query and accessible
// name: in the antd areas that was most of a test's time. Tests read no colours or sizes; what
// they do depend on is whether an element is shown (display, visibility, opacity) and whether it
// takes clicks (pointer-events). So the styles antd injects keep exactly the rules that set one of
// those properties (all of them, so the cascade between them is unchanged) and drop the rest.
const path = require('node:path');

const KEPT = ['display', 'visibility', 'opacity', 'pointer-events'];
const STYLE_RULE = 1;

function decidesShown(rule) {
  return KEPT.some((property) => rule.style.getPropertyValue(property) !== '');
}

/** Deletes, in place, the rules of a sheet (or grouping rule) that set none of KEPT; true if any remain. */
function prune(list) {
  for (let i = list.cssRules.length - 1; i >= 0; i -= 1) {
    const rule = list.cssRules[i];
    let keep = false; // @keyframes, @font-face: nothing there says whether an element is shown
    if (rule.type === STYLE_RULE) keep = decidesShown(rule);
    else if (rule.cssRules && rule.cssRules[0]?.keyText === undefined) keep = typeof rule.deleteRule === 'function' ? prune(rule) : true;
    if (!keep) list.deleteRule(i);
  }
  return list.cssRules.length > 0;
}

// The copies antd loads (pnpm keeps them out of the test's own reach).
const testDir = path.dirname(expect.getState().testPath);
const antd = path.dirname(require.resolve('antd/package.json', { paths: [testDir] }));
const cssinjs = require.resolve('@ant-design/cssinjs', { paths: [antd] });
const dynamicCSS = require.resolve('@rc-component/util/lib/Dom/dynamicCSS', { paths: [path.dirname(cssinjs)] });
const tokenStatistic = require.resolve('@ant-design/cssinjs-utils/lib/util/statistic', { paths: [antd] });

// Outside production builds antd wraps every design token in a Proxy that records which tokens
// each component's style reads (for antd's own tooling; nothing reads the record here). Tests
// get the production behaviour: tokens merged as plain objects, nothing recorded.
jest.mock(tokenStatistic, () => ({
  __esModule: true,
  merge: (...tokens) => Object.assign({}, ...tokens),
  statistic: {},
  _statistic_build_: {},
  default: (token) => ({ token, keys: undefined, flush() {} }),
}));

jest.mock(dynamicCSS, () => {
  const actual = jest.requireActual(dynamicCSS);
  return {
    ...actual,
    updateCSS(...args) {
      const style = actual.updateCSS(...args);
      if (style?.sheet) prune(style.sheet);
      return style;
    },
  };
});

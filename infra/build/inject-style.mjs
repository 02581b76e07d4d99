// Adds one stylesheet of an area to the page, once (a module runs once): see inject-style-loader.cjs.
export function injectStyle(css) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
}

// DOM matchers (toHaveTextContent, toBeVisible, …) for the browser-side projects.
require('@testing-library/jest-dom');
// findBy* waits 1 s by default; on a fresh clone the first lazy import of a screen is transformed
// cold (no swc cache), which alone can take longer on a loaded 2-core machine.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// Stylesheets mean nothing to jsdom: imports of .css files resolve to an empty module in tests.
module.exports = {};

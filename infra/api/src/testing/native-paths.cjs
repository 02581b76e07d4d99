/**
 * The packages the API tests load natively (see native-environment.cjs): ES-module-only packages
 * (jose; cookie, which fastify's inject uses through light-my-request; openid-client, single
 * sign-on's relying party) and PGlite. Resolved to
 * real file paths, the same paths Jest resolves when code requires them.
 */
const { dirname } = require('node:path');

const from = (request, base) => require.resolve(request, { paths: [base] });
const fastifyDir = dirname(require.resolve('fastify/package.json'));
const lightMyRequestDir = dirname(from('light-my-request/package.json', fastifyDir));

module.exports = {
  jose: require.resolve('jose'),
  pglite: require.resolve('@electric-sql/pglite'),
  cookie: from('cookie', lightMyRequestDir),
  'openid-client': require.resolve('openid-client'),
};

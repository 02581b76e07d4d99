// Built by the one factory shared by all four deployables (infra/build).
const { createConfig } = require('@hearth/build');

module.exports = createConfig({ name: 'hearth_host', dir: __dirname, port: 8080, kind: 'host' });

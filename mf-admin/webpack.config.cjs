// Built by the one factory shared by all four deployables (infra/build).
const { createConfig } = require('@hearth/build');

module.exports = createConfig({ name: 'mf_admin', dir: __dirname, port: 8083, kind: 'remote' });

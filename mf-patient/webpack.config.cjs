// Built by the one factory shared by all four deployables (infra/build).
const { createConfig } = require('@hearth/build');

module.exports = createConfig({ name: 'mf_patient', dir: __dirname, port: 8081, kind: 'remote' });

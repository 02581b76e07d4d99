/** Imported first by production.config.ts: the suite's stack (stack.ts) is the production topology. */
process.env.HEARTH_E2E_TOPOLOGY = 'production';

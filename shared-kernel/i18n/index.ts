export * from './language';
export * from './format';

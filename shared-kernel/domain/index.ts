export * from './entities';
export * from './constants';
export * from './cde';
export * from './timezones';

export * from './entities';
export * from './constants';
export * from './cde';
export * from './timezones';
export * from './enrollment';
export * from './secureChat';
export * from './care';
export * from './education';

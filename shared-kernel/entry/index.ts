export * from './texts';
export * from './textsEs';
export * from './shell';

/**
 * The console kit: what the two antd areas (professional, admin) build their screens from. The
 * patient area never imports it (antd is the console's, not the phone's). Bundled by each area,
 * not shared: each takes only the parts it uses.
 */
export * from './ConsoleAreaRoot';
export * from './antdStylesheet';
export * from './AreaError';
export * from './ScreenFrame';
export * from './Field';
export * from './SearchField';
export * from './LoadState';
export * from './ListTable';
export * from './CursorPager';
export * from './useLoad';
export * from './useCursorPages';
export * from './useForm';
export * from './theme';

/**
 * The API's calls, declared once (see ./call.ts). Browsers make them with `http.call`; the API
 * serves them with `serve`. Pure: no runtime imports, so the API may take it too.
 */
export * from './access';
export * from './call';
export * from './patients';
export * from './programs';
export * from './broadcasts';

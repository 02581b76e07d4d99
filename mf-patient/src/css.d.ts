// Stylesheets are bundled by webpack (infra/build/inject-style-loader.cjs); importing one only applies it.
declare module '*.css';

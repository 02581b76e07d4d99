// Stylesheets are bundled by webpack (style-loader); importing one only applies it.
declare module '*.css';

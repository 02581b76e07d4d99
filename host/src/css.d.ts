// Stylesheets are bundled by webpack (the host's as files of its own); importing one only applies it.
declare module '*.css';

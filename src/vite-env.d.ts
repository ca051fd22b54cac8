/// <reference types="vite/client" />

/** Mantine's global stylesheets (scripts/vite/mantine-component-css.ts); component CSS follows the components. */
declare module 'virtual:mantine-css';

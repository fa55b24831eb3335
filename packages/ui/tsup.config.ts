import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^swiper/],
  // The few flag pictures LanguageFlag uses travel inside the bundle, whatever bundles it next.
  noExternal: [/^flag-icons\//],
  loader: { '.svg': 'dataurl' },
});

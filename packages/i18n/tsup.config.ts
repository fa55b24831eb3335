import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/language-meta.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

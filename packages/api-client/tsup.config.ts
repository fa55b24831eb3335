import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/requests.ts', 'src/push/index.ts', 'src/operator/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-redux', '@reduxjs/toolkit'],
});

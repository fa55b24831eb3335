import { defineConfig } from 'tsup';

// Type declarations only, one bundled file per entry (relative imports resolve under any module
// setting); the code and the style sheet are Vite's (vite.lib.config.ts).
export default defineConfig({
  entry: ['src/index.ts', 'src/carousel.ts', 'src/date-range-picker.ts', 'src/safe-html.ts'],
  format: ['esm'],
  dts: { only: true },
  clean: false,
  external: ['react', 'react-dom', 'react/jsx-runtime', /^swiper/, /^react-day-picker/],
});

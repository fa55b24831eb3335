import type { Plugin } from 'vite';

/**
 * React Router's production build in a production bundle. Its package exports name only the
 * development build (remix-run/react-router#14102, open), which ships its development warnings
 * ("No routes matched location ...") and their code to every phone. The production build beside
 * it is the same code with those warnings off, so the bundler drops them.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'lobby:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/dist/development/')) return resolved;
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

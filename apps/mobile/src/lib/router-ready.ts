import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router holds what the address needs: its lazy screen's code, or where a
 * redirect leads. The first render then shows that screen (and, on a page the server rendered,
 * the same markup), rather than a data router's fallback: nothing, in place of the boot shell's
 * picture, and React Router's warning that no `HydrateFallback` was given.
 */
export function routerReady(router: DataRouter): Promise<DataRouter> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

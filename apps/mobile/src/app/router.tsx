import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ShellLayout } from '../features/shell/shell-layout';
import { RouteError } from './route-error';

/** Routes under /m (spec section 2); screens load lazily, unknown paths go home. */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <ShellLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'index', element: <Navigate to="/home" replace /> },
          { path: 'index.html', element: <Navigate to="/home" replace /> },
          {
            path: 'home',
            lazy: async () => ({ Component: (await import('../routes/home-route')).HomeRoute }),
            errorElement: <RouteError />,
          },
          { path: '*', element: <Navigate to="/home" replace /> },
        ],
      },
    ],
    { basename: '/m' },
  );
}

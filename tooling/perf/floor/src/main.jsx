// Hello world on the bare stack of apps/mobile. Every library is really used
// (router, store, API hook, translations), so the build keeps what any page of
// the app pays for before its own code: the floor of the size budget.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    hello: build.query({ query: () => 'hello.json' }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

function Hello() {
  const { t } = useTranslation();
  const { data } = api.useHelloQuery();
  return <h1>{data?.name ?? t('hello')}</h1>;
}

const router = createBrowserRouter([{ path: '/', element: <Hello /> }]);

// Like the app: translations are ready before the first render.
i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { hello: 'Hello world' } } } })
  .then(() => {
    createRoot(document.getElementById('root')).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });

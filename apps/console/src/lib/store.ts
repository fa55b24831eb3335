import { operatorApi, type OperatorClientExtra } from '@lobby/api-client/operator';
import { configureStore } from '@reduxjs/toolkit';
import { keepSession, sessionToken } from './session';

/** The console's store: the operator API's cache, calling the API of the origin that served it. */
export function makeStore(baseUrl = '') {
  const extra: OperatorClientExtra = {
    operatorClient: {
      baseUrl,
      getToken: sessionToken,
      // An ended or expired session (idle 30 minutes, ended elsewhere) sends the operator to sign in.
      onSessionRefused: () => keepSession(null),
    },
  };
  const store = configureStore({
    reducer: { [operatorApi.reducerPath]: operatorApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(operatorApi.middleware),
  });
  return store;
}
export type ConsoleStore = ReturnType<typeof makeStore>;

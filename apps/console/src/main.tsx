// Burmese and Chinese in web fonts: an operator's machine may have neither (each subset loads only when its script shows).
import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '@lobby/ui/tokens.css';
import '@lobby/ui/styles.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './app';
import { makeStore } from './lib/store';
import { chooseTheme, storedTheme } from './lib/theme';
import { WordsProvider } from './lib/words';

// Before the first paint: no flash of the other theme.
chooseTheme(storedTheme(), false);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Provider store={makeStore()}>
      <WordsProvider>
        <App />
      </WordsProvider>
    </Provider>
  </StrictMode>,
);

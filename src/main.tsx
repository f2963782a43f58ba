import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstPage } from './App';
import { runtimeConfigForDev } from './api/config';

// The page's lazy route starts downloading beside the runtime settings, so the first render shows
// it rather than a spinner first.
void Promise.all([runtimeConfigForDev(), preloadFirstPage(window.location.pathname)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstPage } from './App';
import { runtimeConfigForDev } from './api/config';

void Promise.all([runtimeConfigForDev(), preloadFirstPage(window.location.pathname)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

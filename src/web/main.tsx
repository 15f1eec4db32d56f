import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnceForChunkError } from '@web/lib/chunk-reload';
import { App } from './app/app';

// Vite reports a failed preload of a page's dependencies here (reload the page).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload ?? new Error('Unable to preload CSS'))) {
    event.preventDefault();
  }
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

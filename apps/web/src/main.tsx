import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so component stylesheets (imported by App) can override them.
import './styles/global.css';
import { App } from './app';
import { preloadPageAt } from './routes/lazy-pages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

// The page's own code starts loading now, beside the session check that decides what is shown.
preloadPageAt(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

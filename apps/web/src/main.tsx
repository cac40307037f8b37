import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so component stylesheets (imported by App) can override them.
import './styles/global.css';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

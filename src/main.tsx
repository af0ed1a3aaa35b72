import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installTestHook } from './app/test-hook';
import './ui/theme/app.css';
import './ui/play/play.css';

installTestHook(window.location.search);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

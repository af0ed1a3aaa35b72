import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startAutosave } from './store/autosave-binding';
import './ui/theme/app.css';
import './ui/play/play.css';

function render() {
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
}

startAutosave();

// `?test`: the e2e test hook (window.mk) is a separate chunk; it and the engine are loaded before
// the first render, so that tests can use window.mk as soon as the page shows anything.
if (new URLSearchParams(window.location.search).has('test'))
  void import('./app/test-hook')
    .then((m) => m.installTestHook(window.location.search))
    .finally(render);
else render();

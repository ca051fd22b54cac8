import 'virtual:mantine-css';
import '@mantine/notifications/styles.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadInitialRoute, prepareApp } from './app/app';
// Reads `?inspect` from the address the visitor opened, before any redirect drops it.
import './app/inspector';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A public page arrives prerendered (scripts/prerender.ts): React replaces that markup with the
// same page once its route is ready, in one commit, so nothing blinks or moves. Other pages
// render at once, their routes showing their pending screens while they load.
const prerendered = root.hasChildNodes();
void prepareApp()
  .then(() => (prerendered ? loadInitialRoute().catch(() => undefined) : undefined))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

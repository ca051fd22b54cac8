import 'virtual:mantine-css';
import '@mantine/notifications/styles.layer.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadInitialRoute, prepareApp } from './app/app';
import { watchFocusOrigin } from './components/focus-origin';
// Reads `?inspect` from the address the visitor opened, before any redirect drops it.
import './app/inspector';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A public page arrives prerendered (scripts/prerender.ts): React replaces that markup with the
// same page once its route is ready, in one commit, so nothing blinks or moves. Any other page
// the server sends arrives with the app's skeleton in #root (server/app-skeleton.ts), replaced
// the same way. Only a page with an empty #root (Vite's dev server) renders at once, its route
// showing its pending screen while it loads.
// The first render is a transition, so React renders the page in slices of a few milliseconds
// and a phone's main thread stays free for input in between (the page is already drawn, or
// shows its pending screen); only the commit runs as one task.
const prerendered = root.hasChildNodes();
// Dialogs return focus to the control that opened them (src/components/dialog-focus.ts).
watchFocusOrigin();
void prepareApp()
  .then(() => (prerendered ? loadInitialRoute().catch(() => undefined) : undefined))
  .then(() => {
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });

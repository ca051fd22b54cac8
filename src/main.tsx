import 'virtual:mantine-css';
import '@mantine/notifications/styles.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareApp } from './app/app';
// Reads `?inspect` from the address the visitor opened, before any redirect drops it.
import './app/inspector';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void prepareApp().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

/**
 * Entry point. History-mode routing (spec §2 "Routing uses history mode"): a browser data router
 * at basename '/' hands every path to the app; react-admin uses the router it finds.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// A data router (rather than <BrowserRouter>) so react-admin's unsaved-changes guard can block.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

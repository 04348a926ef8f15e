import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { installSessionExpiry } from './app/session-expiry';
import './index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

installSessionExpiry(router);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

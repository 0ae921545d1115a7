import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './app/error-boundary.component';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { applyTheme } from './app/theme';
import { Toaster } from './components/ui/toast.component';
import './index.css';

applyTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {/* Spec 9: tooltip delay 700 ms, skip delay 300 ms. */}
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          <RouterProvider router={router} />
          <Toaster />
        </Tooltip.Provider>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);

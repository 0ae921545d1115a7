import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer.component';
import { PublicHeader } from './public-header.component';

/** Frame shared by the public pages: skip link, header, main landmark, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-stone-900">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-brand-700 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

import type { User } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChefHat, Menu, X } from 'lucide-react';
import * as D from 'radix-ui/dialog';
import * as Tooltip from 'radix-ui/tooltip';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.component';
import { wantToaster } from '../../components/ui/toast.store';
import { useSignOut } from '../../features/auth/use-sign-out.hook';
import { familyQueries } from '../../features/families/families.queries';
import { NoticeBell } from '../../features/notices/notice-bell.component';
import { useLiveUpdates } from '../live/use-live-updates.hook';
import { AvatarMenu } from './avatar-menu.component';
import { OfflineIndicator } from './offline-indicator.component';
import { QuickAddButton } from './quick-add-button.component';
import { SideNav } from './side-nav.component';
import { ThemePicker } from './theme-picker.component';

/** Signed-in shell (spec 2.4): top bar, side navigation (slide-out below 768 px), page outlet. */
export function AppShell({ user }: { user: User }) {
  // Every page of the shell may toast: its region (and F8) is there from the start, as before sign-in
  // it appears with the first toast.
  useEffect(wantToaster, []);
  return (
    // Spec 9: tooltip delay 700 ms, skip delay 300 ms.
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <ShellFrame user={user} />
    </Tooltip.Provider>
  );
}

function ShellFrame({ user }: { user: User }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useSignOut();
  const family = useQuery({ ...familyQueries.detail(user.familyId ?? 0), enabled: Boolean(user.familyId) });
  const familyName = family.data?.name ?? user.family?.name;
  // Every screen stays current with the family's changes (opened after the first paint, in an effect).
  useLiveUpdates(user.familyId ?? user.family?.id, user.id);

  return (
    <div className="min-h-dvh bg-stone-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* Spec 2.4: the product name shows at every width; on a phone the family name truncates. */}
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur sm:gap-3 md:px-6">
        <D.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <D.Trigger
            className="shrink-0 rounded-lg p-2 text-stone-700 hover:bg-stone-100 md:hidden"
            aria-label="Open menu"
          >
            <Menu className="h-5 w-5" aria-hidden />
          </D.Trigger>
          <D.Portal>
            <D.Overlay className="fixed inset-0 z-40 bg-stone-900/40 md:hidden" />
            <D.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none md:hidden">
              <div className="flex h-16 items-center justify-between border-b border-stone-200 px-4">
                <D.Title className="flex items-center gap-2 font-bold text-stone-900">
                  <ChefHat className="h-5 w-5 text-brand-600" aria-hidden /> Kitching
                </D.Title>
                <D.Description className="sr-only">Navigation menu</D.Description>
                <D.Close className="rounded-lg p-2 text-stone-600 hover:bg-stone-100" aria-label="Close menu">
                  <X className="h-5 w-5" aria-hidden />
                </D.Close>
              </div>
              {/* On a phone the colour picker lives here, leaving the top bar room for the family name. */}
              <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3 sm:hidden">
                <span className="text-sm text-stone-600">Colour scheme</span>
                <ThemePicker />
              </div>
              <div className="h-[calc(100%-4rem)] max-sm:h-[calc(100%-8rem)]">
                <SideNav onNavigate={() => setMenuOpen(false)} onLogout={signOut} />
              </div>
            </D.Content>
          </D.Portal>
        </D.Root>

        <Link to="/dashboard" className="flex shrink-0 items-center gap-2 font-bold text-stone-900">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            <ChefHat className="h-5 w-5" aria-hidden />
          </span>
          <span>Kitching</span>
        </Link>
        {familyName ? (
          <span
            className="min-w-0 truncate rounded-full bg-brand-50 px-2 py-1 text-sm font-medium text-brand-800 sm:px-3"
            title={familyName}
            data-testid="family-name"
          >
            {familyName}
          </span>
        ) : null}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <div className="hidden sm:block">
            <ThemePicker />
          </div>
          <QuickAddButton />
          {user.familyId ? <NoticeBell userId={user.id} /> : null}
          <AvatarMenu user={user} onLogout={signOut} />
        </div>
      </header>
      <OfflineIndicator />

      <div className="flex">
        {/* The column (its white and its border) is as tall as the page; the navigation inside it
            stays in view while the page scrolls. A sticky column of one window's height left the
            page below its first screen without it (in a full-page picture, or printed). */}
        <aside
          className="hidden w-60 shrink-0 border-r border-stone-200 bg-white md:block"
          aria-label="Sidebar"
        >
          <div className="sticky top-16 h-[calc(100dvh-4rem)]">
            <SideNav onLogout={signOut} />
          </div>
        </aside>
        {/* A name with no spaces (a pasted 170-character one) wraps where it must instead of widening
            the page: overflow-wrap is inherited by every card, list and badge of every page, and a card
            in a grid is never wider than its column. 'break-word', not 'anywhere': 'anywhere' also
            lets a flex item or a table column shrink below its longest word, which then breaks
            ordinary words ("Tomato/es", "CATEGO RY"); a box that must shrink past a long name says
            so itself (min-w-0). */}
        <main id="main" className="min-w-0 flex-1 px-4 py-6 wrap-break-word md:px-8 [&_.grid>*]:min-w-0">
          {/* Only a page opened for the first time waits here: a navigation keeps the page before on
              screen until the next one's chunk has arrived. */}
          <Suspense
            fallback={<Spinner className="mx-auto my-16 h-8 w-8 text-brand-600" label="Loading page" />}
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { APP_VERSION, NAV_ITEMS } from '../nav-items';

/**
 * Whether the link to `to` is the current page. '/' shows the dashboard (spec 2.1), so it
 * highlights Dashboard. Paths match case-insensitively and ignore a trailing slash, as routes do.
 */
export function isNavItemActive(to: string, pathname: string) {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (to === '/dashboard' && path === '/') return true;
  return path === to || path.startsWith(`${to}/`);
}

/** The navigation list, shared by the desktop sidebar and the phone slide-out menu. */
export function SideNav({ onNavigate, onLogout }: { onNavigate?: () => void; onLogout: () => void }) {
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Main" className="flex-1 px-3 py-4">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ to, label, icon: Icon }) => {
            const active = isNavItemActive(to, pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-brand-600',
                    active ? 'bg-brand-100 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
                  )}
                >
                  <Icon className="h-5 w-5 shrink-0" aria-hidden />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex items-center justify-between border-t border-stone-200 px-4 py-3">
        <button
          type="button"
          onClick={onLogout}
          className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          Logout
        </button>
        <span className="text-xs text-stone-500">{APP_VERSION}</span>
      </div>
    </div>
  );
}

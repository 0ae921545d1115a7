import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { cn } from '../../lib/cn';
import { BrandLogo } from './brand-logo.component';
import { focusRing } from './text-link.component';

const NAV_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    isActive ? 'text-brand-700' : 'text-stone-700 hover:text-stone-950',
  );

/** Header of the public pages. Below 768 px the links fold into a menu; 'Get Started' stays visible. */
export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className={cn(focusRing, 'mr-auto md:mr-6')}>
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2 md:ml-auto">
          <Button asChild variant="ghost" className="max-md:hidden">
            <Link to="/auth">Sign In</Link>
          </Button>
          <Button asChild size="sm" className="whitespace-nowrap md:h-10 md:px-4">
            <Link to="/dashboard">Get Started</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-sm md:hidden"
      >
        <ul className="flex flex-col">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={closeMenu}
                className={(state) => cn(navLinkClass(state), 'block py-3 text-base')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 border-t border-stone-100 pt-3">
            <Button asChild variant="secondary" className="w-full">
              <Link to="/auth" onClick={closeMenu}>
                Sign In
              </Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}

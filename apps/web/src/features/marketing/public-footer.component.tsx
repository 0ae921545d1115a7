import { BrandLogo } from './brand-logo.component';
import { TextLink } from './text-link.component';

// Privacy, Terms and Support only: the header already carries Features, Pricing and Sign In, and
// repeating them here would give each of those names two links on the page.
const FOOTER_LINKS = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/support', label: 'Support' },
] as const;

export function PublicFooter() {
  return (
    <footer className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <BrandLogo />
          <p className="mt-3 text-sm leading-6 text-stone-600">
            The family kitchen, organised: what you have, what you'll cook and what you need, shared with
            everyone at home. Run it on your own server or let us host it.
          </p>
        </div>
        <nav aria-label="Legal and support">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <TextLink to={link.to} className="text-sm font-medium text-stone-700 hover:text-brand-700">
                  {link.label}
                </TextLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-stone-600 sm:px-6">
          © {new Date().getFullYear()} Kitching · v0.2 · 14-day free trial, no credit card required.
        </p>
      </div>
    </footer>
  );
}

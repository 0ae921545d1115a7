import type { Notice } from '@kitching/contracts';
import type { Mail } from '../../lib/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The daily digest: each notice's title and the items it names, each with the screen that acts on it. */
export function digestMail(
  to: { email: string; firstName: string | null },
  notices: Notice[],
  appUrl: string,
): Mail {
  const link = (href: string) =>
    /^https?:/.test(href) ? href : `${appUrl}${href.startsWith('/') ? '' : '/'}${href}`;
  const label = (item: Notice['items'][number]) =>
    item.detail ? `${item.name} (${item.detail})` : item.name;
  const greeting = `Hi${to.firstName ? ` ${to.firstName}` : ''},`;
  const text = [
    greeting,
    '',
    "Here is today's news from your kitchen:",
    ...notices.flatMap((n) => [
      '',
      `${n.title}: ${link(n.href)}`,
      ...n.items.map((i) => `- ${label(i)}${i.href ? `: ${link(i.href)}` : ''}`),
    ]),
    '',
    `Change what Kitching sends you: ${appUrl}/settings`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    "<p>Here is today's news from your kitchen:</p>",
    ...notices.map(
      (n) =>
        `<h3><a href="${escapeHtml(link(n.href))}">${escapeHtml(n.title)}</a></h3><ul>${n.items
          .map((i) =>
            i.href
              ? `<li><a href="${escapeHtml(link(i.href))}">${escapeHtml(label(i))}</a></li>`
              : `<li>${escapeHtml(label(i))}</li>`,
          )
          .join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(`${appUrl}/settings`)}">Change what Kitching sends you</a></p>`,
  ].join('\n');
  const subject =
    notices.length === 1
      ? `Kitching: ${notices[0]!.title}`
      : `Kitching: ${notices.length} things in your kitchen today`;
  return { to: to.email, subject, text, html };
}

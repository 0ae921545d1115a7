import type { CheerioAPI } from 'cheerio';
import { cleanText } from './html-text';

export interface PageMeta {
  /** og:title, twitter:title or <title>, without a trailing ' | Site name'. */
  title: string | null;
  description: string | null;
  siteName: string | null;
  canonicalUrl: string | null;
  /** The page's first main heading: often the cleanest recipe name on pages without data. */
  heading: string | null;
}

function metaContent($: CheerioAPI, ...keys: string[]): string | null {
  for (const key of keys) {
    const el = $(`meta[property="${key}" i], meta[name="${key}" i], meta[itemprop="${key}" i]`).first();
    const text = cleanText(el.attr('content'));
    if (text) return text;
  }
  return null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Best Chili | My Site' → 'Best Chili' when the site is known. */
export function withoutSiteName(title: string, siteName: string | null): string {
  if (!siteName) return title;
  const sep = String.raw`\s*[|\-–—:·•»]\s*`;
  const name = escapeRe(siteName);
  const trimmed = title
    .replace(new RegExp(`${sep}${name}\\s*$`, 'i'), '')
    .replace(new RegExp(`^${name}${sep}`, 'i'), '')
    .trim();
  return trimmed || title;
}

/**
 * The recipe's name from the page itself: the main heading when the title contains it (the title
 * then only adds the site's name or a slogan), else the title. A wiki namespace goes
 * ('Cookbook:Pumpkin Pie' → 'Pumpkin Pie').
 */
export function pageTitle(meta: Pick<PageMeta, 'title' | 'heading'>): string | null {
  const { title, heading } = meta;
  const best = heading && title?.toLowerCase().includes(heading.toLowerCase()) ? heading : (title ?? heading);
  return best?.replace(/^[A-Z][A-Za-z]+:(?=\S)(?!\/\/)/, '').trim() || null;
}

/** The site's own name, from its meta tags. */
export const pageSiteName = ($: CheerioAPI) =>
  metaContent($, 'og:site_name', 'application-name', 'apple-mobile-web-app-title');

/** The page's title (without the site's name) and its first main heading. */
export function pageHeadline($: CheerioAPI, siteName: string | null): Pick<PageMeta, 'title' | 'heading'> {
  const rawTitle =
    metaContent($, 'og:title', 'twitter:title') ?? (cleanText($('title').first().text()) || null);
  return {
    title: rawTitle ? withoutSiteName(rawTitle, siteName) : null,
    heading: cleanText($('h1').first().text()) || null,
  };
}

export const pageDescription = ($: CheerioAPI) =>
  metaContent($, 'og:description', 'twitter:description', 'description');

export function pageCanonicalUrl($: CheerioAPI): string | null {
  const canonical = $('link[rel="canonical" i]').attr('href') ?? metaContent($, 'og:url');
  return canonical && /^https?:\/\//i.test(canonical.trim()) ? canonical.trim() : null;
}

/** Every part at once; extractRecipe reads only the parts its structured data leaves open. */
export function readPageMeta($: CheerioAPI): PageMeta {
  const siteName = pageSiteName($);
  const { title, heading } = pageHeadline($, siteName);
  return {
    title,
    description: pageDescription($),
    siteName,
    canonicalUrl: pageCanonicalUrl($),
    heading,
  };
}

import type { Page } from '@playwright/test';

/** Words longer than this may break (a pasted name with no spaces must, to fit); shorter ones never. */
export const ORDINARY_WORD_MAX = 12;

export interface BrokenWord {
  word: string;
  /** The element holding it, as `<tag class="...">`, and the text around it: what to fix. */
  where: string;
  text: string;
}

/**
 * The visible words of an ordinary length whose letters lie on two lines or more. Every rendered text
 * node is walked; each word (letters and digits, with an apostrophe inside) in a run no longer than
 * ORDINARY_WORD_MAX between spaces or hyphens (where lines may break) is measured with a Range:
 * its client rects on more than one line box means the browser broke it in the middle. `within` is a
 * CSS selector narrowing the walk (a dialog).
 */
export async function brokenWords(page: Page, within = 'body'): Promise<BrokenWord[]> {
  return page.evaluate(
    ([max, selector]) => {
      const found: { word: string; where: string; text: string }[] = [];
      const root = document.querySelector(selector);
      if (!root) throw new Error(`nothing matches ${selector}`);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || !text.trim()) continue;
        if (parent.closest('script, style, noscript, template, svg')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        for (const match of text.matchAll(wordPattern)) {
          const word = match[0];
          if (word.length < 2 || word.length > max) continue;
          // A word inside a longer run with no space or hyphen to break at (an email address, a
          // pasted name) belongs to a token that may break anywhere.
          const before = text.slice(0, match.index).match(/[^\s-]*$/)?.[0] ?? '';
          const after = text.slice(match.index + word.length).match(/^[^\s-]*/)?.[0] ?? '';
          if (before.length + word.length + after.length > max) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + word.length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          if (rects.length < 2) continue;
          const first = rects[0]!;
          // Visually hidden text (1 px wide, clipped) is not seen: only words in a box wider than a letter count.
          if (parent.getBoundingClientRect().width <= 2) continue;
          const onAnotherLine = rects.some(
            (r) => Math.abs(r.top - first.top) > Math.min(r.height, first.height) / 2,
          );
          if (!onAnotherLine) continue;
          const cls = typeof parent.className === 'string' ? parent.className : '';
          found.push({
            word,
            where: `<${parent.tagName.toLowerCase()} class="${cls}">`,
            text: text.trim().slice(0, 80),
          });
        }
      }
      return found;
    },
    [ORDINARY_WORD_MAX, within] as const,
  );
}

/** One line per broken word, for a failure message. */
export const describeBroken = (broken: BrokenWord[]) =>
  broken.map((b) => `"${b.word}" in "${b.text}" (${b.where})`).join('\n');

/**
 * The innermost elements reaching past the window's right edge (the page then scrolls sideways): a
 * long name that did not break where it had to. Empty when the page is no wider than the window.
 */
export async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.className}"> in <${el.parentElement?.tagName.toLowerCase()} class="${el.parentElement?.className}">`,
      );
  });
}

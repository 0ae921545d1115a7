import { expect, type Locator, type Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The shared Dialog's 'Discard changes?' question (components/ui/dialog.component.tsx). */
export class DiscardQuestion {
  constructor(readonly page: Page) {}
  get box() {
    return this.page.getByRole('alertdialog', { name: 'Discard changes?' });
  }
  async keepEditing() {
    await this.box.getByRole('button', { name: 'Keep editing' }).click();
    await expect(this.box).toBeHidden();
  }
  async discard() {
    await this.box.getByRole('button', { name: 'Discard' }).click();
    await expect(this.box).toBeHidden();
  }
}

/** A click on the dimmed page outside the dialog (top left on desktop, above the sheet on a phone). */
export async function clickOutside(page: Page) {
  await page.mouse.click(8, 8);
}

/**
 * The phone's Back button: one step back in the tab's history. Started after the evaluate returns, so a
 * Back that leaves the document (to a page loaded by page.goto) does not destroy the context under it.
 */
export async function pressBack(page: Page) {
  await page.evaluate(() => {
    setTimeout(() => window.history.back(), 0);
  });
}

/**
 * The dialog's accessible description: none, or a text that is not its title again (a screen reader
 * would read the title twice).
 */
export async function expectNoRepeatedTitle(dialog: Locator) {
  const { title, description } = await dialog.evaluate((element) => {
    const text = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    return {
      title: text(element.getAttribute('aria-labelledby')),
      description: element.hasAttribute('aria-describedby')
        ? text(element.getAttribute('aria-describedby'))
        : null,
    };
  });
  expect(title).not.toBe('');
  if (description !== null) {
    expect(description, 'a description that is really there').not.toBe('');
    expect(description, 'a description that is not the title again').not.toBe(title);
  }
}

/** The page is no wider than the window: nothing pushes it sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
    // The innermost element reaching past the window's right edge: what to fix.
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    const inner = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const el = inner[0];
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      culprit: el
        ? `<${el.tagName.toLowerCase()} class="${el.className}"> in <${el.parentElement?.tagName.toLowerCase()} class="${el.parentElement?.className}">`
        : 'none found',
    };
  });
  expect(
    scrollWidth,
    `page width ${scrollWidth} px in a ${innerWidth} px window (widest: ${culprit})`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** Two boxes share at least one pixel. */
export function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

import { expect, type Page } from '@playwright/test';

/**
 * The controls on the page (or in its open dialog) a thumb would miss: visible buttons, fields,
 * lists, tabs and links drawn as blocks that are under `minHeight` px high. A check box or radio
 * counts by the label it sits in; a link inside a line of text is exempt (as in WCAG 2.5.8), so
 * is what is visually hidden until focused (the skip link, a file input behind its button), and
 * a toast's corner close button (the toaster's own; toasts also close by themselves).
 */
export async function smallTargets(page: Page, minHeight = 40): Promise<string[]> {
  return page.evaluate((least) => {
    const small: string[] = [];
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const scope = dialog ?? document.body;
    for (const control of scope.querySelectorAll<HTMLElement>('a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="tab"], [role="button"]')) {
      const box = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? (control.closest('label') ?? control) : control;
      if (control.matches('[data-close-button]') || !box.checkVisibility({ visibilityProperty: true })) continue;
      const rect = box.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (control instanceof HTMLAnchorElement && getComputedStyle(control).display === 'inline') continue;
      if (rect.height < least) small.push(`${Math.round(rect.height)} px ${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 60)}"`);
    }
    return small;
  }, minHeight);
}

/** Every control on the page (or its open dialog) is at least 40 px high: the back office's size on a phone. */
export async function expectThumbSizedTargets(page: Page): Promise<void> {
  expect(await smallTargets(page), page.url()).toEqual([]);
}

/** Keyboard-only helpers: Tab to a control, checking on the way that every focus stop is visible. */
import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusStop {
  description: string;
  visible: boolean;
  inDialog: boolean;
}

/** What has focus now, and whether it shows a focus indicator (outline or box-shadow). */
export async function focused(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { description: 'body', visible: false, inDialog: false };
    const ring = (node: Element, shadow: boolean) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (shadow && style.boxShadow !== 'none');
    };
    // The element's own ring, its label's (visually hidden inputs), or a :focus-within ring close above.
    let visible = ring(el, true) || [...((el as HTMLInputElement).labels ?? [])].some((label) => ring(label, true));
    for (let node = el.parentElement, depth = 0; !visible && node && depth < 3; node = node.parentElement, depth += 1) {
      visible = ring(node, false);
    }
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30) ?? '';
    return {
      description: `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}${el.id ? `#${el.id}` : ''} "${name || (el as HTMLInputElement).name || ''}"`,
      visible,
      inDialog: Boolean(el.closest('[role="dialog"], [role="alertdialog"], dialog')),
    };
  });
}

/** Collects focus stops without a visible indicator across a whole flow. */
export class KeyboardRun {
  readonly invisible = new Set<string>();
  constructor(private readonly page: Page) {}

  private async note(): Promise<FocusStop> {
    const stop = await focused(this.page);
    // Tabbing past the last control leaves the document (focus on <body>) before wrapping round.
    if (!stop.visible && stop.description !== 'body') this.invisible.add(`${new URL(this.page.url()).pathname}: ${stop.description}`);
    return stop;
  }

  /** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached. */
  async tabTo(target: Locator, { max = 60, back = false } = {}): Promise<void> {
    await expect(target.first()).toBeVisible();
    for (let i = 0; i < max; i += 1) {
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      await this.note();
      if (await target.first().evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    }
    throw new Error(`${String(target)} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
  }

  /** Tabs to a field and types into it. */
  async type(target: Locator, text: string): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.type(text);
  }

  /** Tabs to a control and presses a key on it (Enter by default). */
  async press(target: Locator, key = 'Enter'): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press(key);
  }

  /** Tab `count` times inside an open dialog: focus must never leave it. */
  async expectTrapped(dialog: Locator, count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      await this.page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const stop = await this.note();
      expect(stop.inDialog, `focus left the dialog at press ${i + 1}: ${stop.description}`).toBe(true);
    }
    await expect(dialog).toBeVisible();
  }
}

/**
 * Responsive layout: every main route at 375, 768 and 1280 px: no horizontal scrolling,
 * nothing overlapping the navbar, the navbar's own controls and the selected tab in view; full-page
 * screenshots in e2e/screenshots/<route>-<width>.png for people to look at.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { routes, type PageRoute, type Role } from '../support/routes';
import { settle, useSession, useSessionStorage } from '../support/session';
import { buildWorld, type World } from '../support/world';

test.use({ trace: 'off' });

const WIDTHS = [375, 768, 1280] as const;
const screenshots = path.join(__dirname, '..', 'screenshots');

let world: World;
test.beforeAll(async () => {
  world = await buildWorld();
});

interface LayoutReport {
  scrollWidth: number;
  innerWidth: number;
  /** Elements of <main> painted over by, or painting over, the navbar. */
  overlapping: string[];
  /** Navbar controls reaching outside the viewport. */
  navbarOutside: string[];
  /** Points of the navbar where something else is on top. */
  navbarCovered: string[];
  /** Selected tabs scrolled out of their list (or the viewport). */
  selectedTabHidden: string[];
}

/** Measures the layout with the page scrolled to the top. */
async function layout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${el.getAttribute('class')!.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const header = document.querySelector('header');
    if (!header) throw new Error('no <header>');
    const bar = header.getBoundingClientRect();
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    // The content's visible leaf-ish boxes near the top must start below the navbar.
    const main = document.querySelector('main')!;
    const overlapping = [...main.querySelectorAll('h1, h2, h3, p, a, button, input, select, textarea, img, label, li')]
      .filter(visible)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.top < bar.bottom - 1 && box.bottom > bar.top + 1 && box.left < bar.right && box.right > bar.left;
      })
      .map(describe);
    const navbarOutside = [...header.querySelectorAll('a, button, input, select, img, svg')]
      .filter(visible)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -1 || box.right > window.innerWidth + 1;
      })
      .map(describe);
    // What the user sees on the navbar's area is the navbar.
    const navbarCovered: string[] = [];
    for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) {
      for (const fy of [0.25, 0.5, 0.75]) {
        const x = bar.left + bar.width * fx;
        const y = bar.top + bar.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit && !header.contains(hit)) navbarCovered.push(`${Math.round(x)},${Math.round(y)}: ${describe(hit)}`);
      }
    }
    const selectedTabHidden = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')]
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        const list = (tab.closest('[role="tablist"]') ?? document.body).getBoundingClientRect();
        return box.left < Math.max(0, list.left) - 1 || box.right > Math.min(window.innerWidth, list.right) + 1;
      })
      .map(describe);
    return {
      selectedTabHidden,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      overlapping,
      navbarOutside,
      navbarCovered,
    };
  });
}

/** Main routes, each seen by the first role it applies to (a visitor when it can be). */
const byRole = new Map<Role, PageRoute[]>();
for (const route of routes.filter((r) => r.main)) {
  const role = route.roles[0]!;
  byRole.set(role, [...(byRole.get(role) ?? []), route]);
}

test.describe('every main route at 375, 768 and 1280 px', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const [role, list] of byRole) {
    test(`as ${role}: ${list.map((r) => r.name).join(', ')}`, async ({ page }) => {
      test.setTimeout(list.length * 30_000);
      await useSession(page, role === 'visitor' ? null : world[role as 'buyer' | 'seller']);
      for (const route of list) await useSessionStorage(page, route.session);
      const problems: Record<string, Partial<LayoutReport>> = {};
      for (const route of list) {
        const url = route.url(world);
        for (const width of WIDTHS) {
          await test.step(`${url} at ${width}px`, async () => {
            await page.setViewportSize({ width, height: width === 375 ? 812 : width === 768 ? 1024 : 900 });
            await page.goto(url);
            await settle(page, url.split('?')[0]);
            const report = await layout(page);
            await page.screenshot({ path: path.join(screenshots, `${route.name}-${width}.png`), fullPage: true });
            const found: Partial<LayoutReport> = {};
            if (report.scrollWidth > report.innerWidth) Object.assign(found, { scrollWidth: report.scrollWidth, innerWidth: report.innerWidth });
            if (report.overlapping.length) found.overlapping = report.overlapping;
            if (report.navbarOutside.length) found.navbarOutside = report.navbarOutside;
            if (report.navbarCovered.length) found.navbarCovered = report.navbarCovered;
            if (report.selectedTabHidden.length) found.selectedTabHidden = report.selectedTabHidden;
            if (Object.keys(found).length) problems[`${route.name}-${width} ${url}`] = found;
          });
        }
      }
      expect(problems, `layout problems as ${role}`).toEqual({});
    });
  }
});

import type { Page } from '@playwright/test';

export function waitForQuietNetwork(page: Page, quietMs?: number, timeout?: number): Promise<void>;

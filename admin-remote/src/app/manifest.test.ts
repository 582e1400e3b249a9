import { manifestProblem } from '@craft/shared/contracts';
import { adminPaths } from '../config/paths';
import { manifest } from './manifest';

describe("the console's manifest", () => {
  it('is a valid manifest of the admin remote, every route for operators only', () => {
    expect(manifestProblem(manifest, 'admin')).toBeNull();
    expect(manifest.routes.map((route) => [route.path, route.access])).toEqual([
      [adminPaths.home, 'operator'],
      [adminPaths.reports, 'operator'],
      [adminPaths.traders, 'operator'],
      [adminPaths.appeals, 'operator'],
    ]);
    expect(manifest.entries.every((entry) => entry.audience === 'operator')).toBe(true);
  });

  it('labels its entries in English and German', () => {
    for (const entry of manifest.entries) {
      expect(manifest.texts.en?.[entry.label]).toBeTruthy();
      expect(manifest.texts.de?.[entry.label]).toBeTruthy();
    }
  });
});

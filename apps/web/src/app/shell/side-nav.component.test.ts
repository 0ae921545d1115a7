import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './side-nav.component';

describe('isNavItemActive (spec 2.1, 2.4)', () => {
  it("highlights Dashboard at '/', which shows the dashboard", () => {
    expect(isNavItemActive('/dashboard', '/')).toBe(true);
    expect(isNavItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavItemActive('/inventory', '/')).toBe(false);
  });

  it('matches the page itself, its sub-paths, a trailing slash and any letter case', () => {
    expect(isNavItemActive('/recipes', '/recipes')).toBe(true);
    expect(isNavItemActive('/recipes', '/Recipes/')).toBe(true);
    expect(isNavItemActive('/recipes', '/recipes/12')).toBe(true);
    expect(isNavItemActive('/recipes', '/recipes-old')).toBe(false);
    expect(isNavItemActive('/dashboard', '/no-such-page')).toBe(false);
  });
});

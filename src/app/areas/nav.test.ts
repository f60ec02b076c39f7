import { describe, expect, it } from 'vitest';
import { activeHref } from '@/ui/app-shell/sidebar';
import { memberNav } from './nav';

describe('memberNav', () => {
  it("marks Registration on the tree's side signups, and All packages on Buy now", () => {
    expect(activeHref(memberNav, '/userdashboard/signupleft/LT7310592')).toBe(
      '/userdashboard/register',
    );
    expect(activeHref(memberNav, '/userdashboard/signupright/LT7310592')).toBe(
      '/userdashboard/register',
    );
    expect(activeHref(memberNav, '/userdashboard/buynow')).toBe('/userdashboard/packages');
    expect(activeHref(memberNav, '/userdashboard/genealogy')).toBe('/userdashboard/genealogy');
  });
});

import { describe, expect, it } from 'vitest';
import { activeHref, type NavItem } from './sidebar';

const nav: NavItem[] = [
  { label: 'Dashboard', href: '/admin' },
  { label: 'Payouts', href: '/admin/payouts', also: ['/admin/scholarships'] },
  { label: 'Members', href: '/admin/members' },
];

describe('activeHref', () => {
  it('picks the exact item, else the longest parent path, including the extra prefixes', () => {
    expect(activeHref(nav, '/admin')).toBe('/admin');
    expect(activeHref(nav, '/admin/members/LT1000001')).toBe('/admin/members');
    expect(activeHref(nav, '/admin/scholarships/2026-11')).toBe('/admin/payouts');
    expect(activeHref(nav, '/admin/unknown')).toBe('/admin');
    expect(activeHref(nav, '/elsewhere')).toBeUndefined();
  });
});

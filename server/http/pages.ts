/**
 * Which built page answers a browser's GET of a path (the client's routes, spec §2): "/" the
 * landing page's own build; a guarded area's pages the app with that area's frame drawn in
 * (scripts/prerender-areas.mjs); everything else, the area's login pages included, the bare app.
 */
import type { SessionRole } from '../../contract/auth';

export type PageFile =
  'landing.html' | 'area-member.html' | 'area-operator.html' | 'area-admin.html' | 'index.html';

const AREAS: { role: SessionRole; base: string; file: PageFile; outside: string[] }[] = [
  { role: 'member', base: '/userdashboard', file: 'area-member.html', outside: [] },
  {
    role: 'operator',
    base: '/topupdashboard',
    file: 'area-operator.html',
    outside: ['/topupdashboard/login', '/topupdashboard/forgot'],
  },
  { role: 'admin', base: '/admin', file: 'area-admin.html', outside: ['/admin/login'] },
];

/** The role whose area a page file draws, if it is an area's. */
export const roleOfPage = (file: PageFile): SessionRole | undefined =>
  AREAS.find((area) => area.file === file)?.role;

/** The path of a role's area home (the member's: spec §2 `/userdashboard`). */
export const areaHomeOf = (role: SessionRole): string | undefined =>
  AREAS.find((area) => area.role === role)?.base;

/** A page URL's path, without its query and trailing slashes. */
export const pathOf = (url: string) => url.split('?')[0]?.replace(/\/+$/, '') || '/';

export function pageFileOf(url: string): PageFile {
  const path = pathOf(url);
  if (path === '/') return 'landing.html';
  for (const { base, file, outside } of AREAS) {
    const inside = path === base || path.startsWith(`${base}/`);
    if (inside && !outside.includes(path)) return file;
  }
  return 'index.html';
}

export const PAGE_FILES: PageFile[] = [
  'landing.html',
  'area-member.html',
  'area-operator.html',
  'area-admin.html',
  'index.html',
];

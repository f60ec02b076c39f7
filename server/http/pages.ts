/**
 * Which built page answers a browser's GET of a path (the client's routes, spec §2): "/" the
 * landing page's own build; a guarded area's pages the app with that area's frame drawn in
 * (scripts/prerender-areas.mjs); everything else, the area's login pages included, the bare app.
 */
export type PageFile =
  'landing.html' | 'area-member.html' | 'area-operator.html' | 'area-admin.html' | 'index.html';

const AREAS: { base: string; file: PageFile; outside: string[] }[] = [
  { base: '/userdashboard', file: 'area-member.html', outside: [] },
  {
    base: '/topupdashboard',
    file: 'area-operator.html',
    outside: ['/topupdashboard/login', '/topupdashboard/forgot'],
  },
  { base: '/admin', file: 'area-admin.html', outside: ['/admin/login'] },
];

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

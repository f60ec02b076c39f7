// Built with `vite build --ssr` and run by scripts/prerender-areas.mjs: each guarded area's frame
// goes into its own HTML page at build time, so a phone paints it before any script has arrived.
import { renderToStaticMarkup } from 'react-dom/server';
import type { SessionRole } from '@contract/auth';
import { AreaFrame } from './app/areas/area-frame';
import { areas } from './app/areas/areas';
import { meKey } from './lib/session';

export const roles = Object.keys(areas) as SessionRole[];

export function renderAreaFrame(role: SessionRole): string {
  const area = areas[role];
  return renderToStaticMarkup(<AreaFrame areaLabel={area.label} navItems={area.nav} />);
}

/** Where the area asks who is signed in: the page preloads it, so the answer is on its way early. */
export const sessionPathOf = (role: SessionRole): string => meKey(role);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { me, mePathOf } from '../../contract/auth';
import { userDashboard } from '../../contract/dashboard';
import { PAGE_DATA_ID, type PageData } from '../../contract/page-data';
import { meOf } from '../modules/auth/me';
import { memberDashboard } from '../modules/dashboard/member';
import { sessionOf } from './auth';
import { originOf } from './origin';
import { areaHomeOf, pathOf, roleOfPage, type PageFile } from './pages';

/**
 * What an area's page carries for its first render (contract/page-data.ts): who is signed in
 * and, on the member's home, the dashboard, so a phone draws the page in one go instead of asking
 * once its code has run (README "Performance"). Nothing without a live session of the area's role:
 * the page then asks as before, and is sent to the login.
 */
export async function pageDataOf(
  app: FastifyInstance,
  request: FastifyRequest,
  file: PageFile,
): Promise<PageData | undefined> {
  const role = roleOfPage(file);
  if (!role) return undefined;
  const principal = await sessionOf(request, role);
  if (!principal || principal.kind !== role) return undefined;
  // As a route's guard does: readDb then waits for a replica that has this person's last write
  // (README "Running on more than one machine", read-your-writes).
  request.principal = principal;
  // Encoded as the routes' answers are (fastify-type-provider-zod), so the client parses the same.
  const data: PageData = { [mePathOf(role)]: z.encode(me.response, meOf(principal)) };
  // The member's home: the page most members open first.
  if (principal.kind === 'member' && pathOf(request.url) === areaHomeOf('member')) {
    try {
      const dashboard = await memberDashboard(
        await app.readDb(request),
        principal,
        { origin: originOf(request), form: app.config.referralLinks },
        app.db,
      );
      data[userDashboard.path] = z.encode(userDashboard.response, dashboard);
    } catch (error) {
      // The page asks for it once its code has run, and says so if that fails too.
      request.log.error({ err: error }, 'page data: the dashboard failed');
    }
  }
  return data;
}

/** The link that preloads the session (scripts/prerender-areas.mjs): needless once it is carried. */
const SESSION_PRELOAD = /\s*<link data-session-preload [^>]*>/;

/**
 * The page with its answers written in: JSON with every `<` escaped, so no text in an answer (a
 * member's name) can end the element or open another.
 */
export function withPageData(html: string, data: PageData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  const element = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
  // A function, so `$` in an answer is not read as a replacement pattern.
  return html.replace(SESSION_PRELOAD, '').replace('</body>', () => `  ${element}\n  </body>`);
}

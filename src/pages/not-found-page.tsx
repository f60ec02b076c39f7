import { useLocation } from 'react-router-dom';
import { NotFound } from '@/ui/not-found/not-found';

/** Inside an area, home is that area's home; elsewhere the site's. */
const areaHomes: [prefix: string, home: string][] = [
  ['/userdashboard/', '/userdashboard'],
  ['/topupdashboard/', '/topupdashboard/home'],
  ['/admin/', '/admin'],
];

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const home = areaHomes.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? '/';
  return <NotFound homeHref={home} />;
}

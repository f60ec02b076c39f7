import { useLocation } from 'react-router-dom';
import type { LoginVariant } from './login-variants';

type Place = { pathname?: unknown; search?: unknown; hash?: unknown };

function isPlace(value: unknown): value is Place {
  return typeof value === 'object' && value !== null;
}

/** The page inside the variant's area the route guard sent the visitor from, if any. */
export function returnPathFrom(
  state: unknown,
  { areaPath }: LoginVariant,
  loginPath: string,
): string | undefined {
  const from = isPlace(state) && 'from' in state ? state.from : undefined;
  if (!isPlace(from) || typeof from.pathname !== 'string') return undefined;
  const { pathname } = from;
  const inArea = pathname === areaPath || pathname.startsWith(`${areaPath}/`);
  if (!inArea || pathname === loginPath) return undefined;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** Where to go after logging in: back to where the guard stopped the visitor, else the area's home. */
export function useReturnPath(variant: LoginVariant, loginPath: string): string {
  const { state } = useLocation() as { state: unknown };
  return returnPathFrom(state, variant, loginPath) ?? variant.homePath;
}

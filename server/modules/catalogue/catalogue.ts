import type { PackageInfo } from '../../../contract/catalogue';
import { legacyPackageId } from '../../shared/legacy-names';
import { MICRO } from '../../shared/money';

export type CataloguePackage = {
  id: number;
  name: string;
  /** Whole USDT; also the points the package gives (decisions §5). */
  price: number;
  scholarshipPercent: number;
  /** Months the scholarship runs; null while the member holds the course. */
  scholarshipMonths: number | null;
  /** Education packages (1-6) activate a member; the monthly subscription does not. */
  education: boolean;
  online: boolean;
  offline: boolean;
};

/** Spec §3 and §9, decisions §5, §6 and §8: the one source of every price. */
export const PACKAGES: readonly CataloguePackage[] = [
  pkg(1, 'Kick Starter', 50, 3, 1, { offline: false }),
  pkg(2, 'Bull Starter', 100, 5, 3, { offline: false }),
  pkg(3, 'Whales Starter', 500, 8, 12),
  pkg(4, 'Premium Master Trader Course', 1000, 10, null),
  pkg(5, 'Bull Master Trader Course', 2000, 12, null),
  pkg(6, 'Whales Master Trader Course', 5000, 15, null),
  pkg(7, 'Monthly subscription (add-on)', 25, 0, 0, { education: false }),
];

function pkg(
  id: number,
  name: string,
  price: number,
  scholarshipPercent: number,
  scholarshipMonths: number | null,
  { offline = true, education = true } = {},
): CataloguePackage {
  return {
    id,
    name,
    price,
    scholarshipPercent,
    scholarshipMonths,
    education,
    online: true,
    offline,
  };
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A package by catalogue name (any case) or a name the original client sends (decisions §15);
 * undefined for anything else.
 */
export function findPackage(name: string): CataloguePackage | undefined {
  const key = normalise(name);
  const legacy = legacyPackageId(key);
  if (legacy) return packageById(legacy);
  return PACKAGES.find((p) => normalise(p.name) === key);
}

export function packageById(id: number): CataloguePackage {
  const found = PACKAGES.find((p) => p.id === id);
  if (!found) throw new Error(`no package ${id}`);
  return found;
}

export const priceMicro = (p: CataloguePackage) => p.price * MICRO;

export const packageInfo = (p: CataloguePackage): PackageInfo => ({
  id: p.id,
  name: p.name,
  price: p.price,
  points: p.price,
  scholarshipPercent: p.scholarshipPercent,
  scholarshipMonths: p.scholarshipMonths,
  education: p.education,
  online: p.online,
  offline: p.offline,
});

// Figures and dates are written out by hand, the way Intl's en-US numbers and en-GB dates write
// them (format.test.ts holds the two side by side): a page's first Intl object costs a slow
// phone's main thread some 60 ms of locale loading, and the member's home shows figures in its
// first paint (README "Performance"). Intl stays for what is rarer (USD prices) and for values
// the hand-written form does not cover (not finite, or in exponent form), built on first use.

const lazily = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const moneyFormat = lazily(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const pointsFormat = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const usdFormat = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 8,
      minimumFractionDigits: 2,
    }),
);

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A number with `decimals` places and thousands separators, rounded half away from zero from its
 * shortest decimal form (as Intl rounds: 1.005 -> 1.01); undefined when that form has an exponent.
 */
function fixedGrouped(value: number, decimals: number): string | undefined {
  const text = Math.abs(value).toString();
  if (text.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = groupThousands(digits.slice(0, cut));
  return decimals ? `${sign}${grouped}.${digits.slice(cut)}` : `${sign}${grouped}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** dd/mm/yyyy of a date in UTC. */
const dayOf = (date: Date) =>
  `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${String(date.getUTCFullYear()).padStart(4, '0')}`;

/** en-GB date (dd/mm/yyyy) of an ISO string or Date; the raw value when it is not a date. */
export function formatDate(value: string | Date): string {
  const date = asDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dayOf(date);
}

/** Money with 2 decimals and thousands separators, e.g. 1,234.50 */
export function formatMoney(value: number): string {
  return (Number.isFinite(value) && fixedGrouped(value, 2)) || moneyFormat().format(value);
}

/** Points as a whole number with thousands separators, e.g. 12,500 */
export function formatPoints(value: number): string {
  return (Number.isFinite(value) && fixedGrouped(value, 0)) || pointsFormat().format(value);
}

/** A USD price with at least 2 and up to 8 decimals (small coins need them). */
export function formatUsd(value: number): string {
  const digits = value >= 1 ? 2 : Math.min(8, Math.max(2, 2 - Math.floor(Math.log10(value || 1))));
  return usdFormat().format(Number(value.toFixed(digits)));
}

/** en-GB date and time in UTC (dd/mm/yyyy, hh:mm UTC) of an ISO string or Date; the raw value when it is not a date. */
export function formatDateTime(value: string | Date): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${dayOf(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

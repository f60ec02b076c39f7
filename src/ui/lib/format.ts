const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });
const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 8,
  minimumFractionDigits: 2,
});

/** en-GB date (dd/mm/yyyy) of an ISO string or Date; the raw value when it is not a date. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
}

/** Money with 2 decimals and thousands separators, e.g. 1,234.50 */
export function formatMoney(value: number): string {
  return moneyFormat.format(value);
}

/** Points as a whole number with thousands separators, e.g. 12,500 */
export function formatPoints(value: number): string {
  return pointsFormat.format(value);
}

/** A USD price with at least 2 and up to 8 decimals (small coins need them). */
export function formatUsd(value: number): string {
  const digits = value >= 1 ? 2 : Math.min(8, Math.max(2, 2 - Math.floor(Math.log10(value || 1))));
  return usdFormat.format(Number(value.toFixed(digits)));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** en-GB date and time in UTC (dd/mm/yyyy, hh:mm UTC) of an ISO string or Date; the raw value when it is not a date. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : `${dateTimeFormat.format(date)} UTC`;
}

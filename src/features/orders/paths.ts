export const PACKAGES_PATH = '/userdashboard/packages';
export const BUY_NOW_PATH = '/userdashboard/buynow';
export const REPORTS_PATH = '/userdashboard/reports';

/** `/userdashboard/buynow?package=<id>`: the checkout of one package. */
export function buyNowPath(packageId: number): string {
  return `${BUY_NOW_PATH}?${new URLSearchParams({ package: String(packageId) })}`;
}

/** The package id of a `?package=` value, or undefined when it is not a whole positive number. */
export function packageIdOf(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

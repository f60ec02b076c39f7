/** Money is integer micro-USDT inside the server (decisions §7). */
export const MICRO = 1_000_000;

/** A USDT amount the contract already checked (at most 6 decimals) as micro-USDT, exactly. */
export function toMicro(usdt: number): number {
  const [whole = '0', fraction = ''] = String(usdt).split('.');
  const micro = Number(whole) * MICRO + Number(fraction.padEnd(6, '0').slice(0, 6));
  if (!Number.isSafeInteger(micro)) throw new RangeError(`amount out of range: ${usdt}`);
  return micro;
}

/** micro-USDT as the USDT number the API answers with. */
export const toUsdt = (micro: number | bigint | string): number => Number(micro) / MICRO;

/** `percent`% of an amount in micro-USDT, rounded down to the micro-USDT. */
export const percentOf = (micro: number, percent: number): number =>
  Math.floor((micro * percent) / 100);

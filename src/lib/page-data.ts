import { mutate } from 'swr';
import type { z } from 'zod/mini';
import { parseResponse, type Schema } from '@contract/http';
import { PAGE_DATA_ID } from '@contract/page-data';
import { markCachedFromPage, pageDataIsCurrent } from './page-data-freshness';

let carried: Map<string, unknown> | undefined;
/** What was taken, parsed, by path: a second ask in the first render gets the same. */
const taken = new Map<string, unknown>();

function readPageData(): Map<string, unknown> {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/**
 * Puts the page's answer for `path` (contract/page-data.ts) into SWR's cache under `key` before
 * the first render, so the page renders with it at once. Undefined when the page carries none
 * (or one the contract refuses), or once the first render is done: ask for it then.
 */
export function cachePageData<Response extends Schema>(
  endpoint: { response: Response },
  path: string,
  key: string | readonly unknown[],
): z.output<Response> | undefined {
  if (!pageDataIsCurrent()) return undefined;
  if (taken.has(path)) return taken.get(path) as z.output<Response>;
  carried ??= readPageData();
  const answer = carried.get(path);
  if (answer === undefined) return undefined;
  let data: z.output<Response>;
  try {
    data = parseResponse(endpoint, answer);
  } catch {
    return undefined;
  }
  void mutate(key, data, { revalidate: false });
  markCachedFromPage(key);
  taken.set(path, data);
  return data;
}

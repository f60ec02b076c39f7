import { mutate } from 'swr';
import type { z } from 'zod/mini';
import { parseResponse, type Schema } from '@contract/http';
import { PAGE_DATA_ID } from '@contract/page-data';
import { markCachedFromPage } from './page-data-freshness';

let answers: Map<string, unknown> | undefined;

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

/** The answer the page carries for a path (contract/page-data.ts), once: later asks go out. */
function takePageData(path: string): unknown {
  answers ??= readPageData();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/**
 * Puts the page's answer for `path` into SWR's cache under `key` before the first render, so the
 * page renders with it at once. Undefined when the page carries none (or one the contract
 * refuses): ask for it then.
 */
export function cachePageData<Response extends Schema>(
  endpoint: { response: Response },
  path: string,
  key: string | readonly unknown[],
): z.output<Response> | undefined {
  const answer = takePageData(path);
  if (answer === undefined) return undefined;
  let data: z.output<Response>;
  try {
    data = parseResponse(endpoint, answer);
  } catch {
    return undefined;
  }
  void mutate(key, data, { revalidate: false });
  markCachedFromPage(key);
  return data;
}

/**
 * The answers an area's page carries for its first render (README "Performance"): the server
 * writes them as JSON into a script element of this id (server/http/page-data.ts), keyed by the
 * path each answer comes from, and the client takes each once instead of asking for it
 * (src/lib/page-data.ts).
 */
export const PAGE_DATA_ID = 'page-data';

export type PageData = Record<string, unknown>;

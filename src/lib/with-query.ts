type QueryValue = string | number | boolean | null | undefined;

/** A path with its query string; empty values are left out, e.g. `/api/admin/orders?status=pending`. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

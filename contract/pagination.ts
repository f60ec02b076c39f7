import { z } from 'zod/mini';

/** Keyset pagination: pass `nextCursor` back as `cursor` for the next page. */
export const page = <Item extends z.core.SomeType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });
export const pageQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});

import { z } from 'zod';

/** Every error the API returns has this shape (decisions §2). */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A request/response pair for one endpoint, shared by the server (validation) and the client (parsing). */
export type Endpoint<Body extends z.ZodType | undefined, Response extends z.ZodType> = {
  method: 'GET' | 'POST';
  path: string;
  body: Body;
  response: Response;
};

export function endpoint<Body extends z.ZodType | undefined, Response extends z.ZodType>(
  definition: Endpoint<Body, Response>,
): Endpoint<Body, Response> {
  return definition;
}

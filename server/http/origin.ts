import type { FastifyRequest } from 'fastify';

/** The origin for links the server writes: PUBLIC_URL, else the request's own host. */
export function originOf(request: FastifyRequest) {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

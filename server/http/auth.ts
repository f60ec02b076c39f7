import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRole } from '../../contract/auth';
import { ENROLMENT_REQUIRED } from '../../contract/two-factor';
import { guards } from '../shared/guards';
import { SESSION_DAYS, type Principal } from '../modules/auth/sessions';

export const SESSION_ROLES: readonly SessionRole[] = ['member', 'operator', 'admin'];

/**
 * One cookie per role, so a person can hold a member and a staff session in one browser. Behind
 * HTTPS the name carries the `__Host-` prefix: the browser then insists on Secure, path `/` and no
 * Domain, so no subdomain can plant or read it.
 */
export const sessionCookie = (role: SessionRole, secure = false) =>
  `${secure ? '__Host-' : ''}lte_${role}`;

const cookieOf = (request: FastifyRequest, role: SessionRole) =>
  request.cookies[sessionCookie(role, true)] ?? request.cookies[sessionCookie(role)];

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, once a route demanded a role (see requireRole / sessionOf). */
    principal: Principal | undefined;
    /** The instance's count of session changes when the request came in (see authPlugin). */
    sessionChangesAtStart: number;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * The session a request holds for a role: its Bearer token (whatever role that token has, so a
 * mismatch is visible to the caller) or else that role's cookie.
 */
export async function sessionOf(
  request: FastifyRequest,
  role: SessionRole,
): Promise<Principal | undefined> {
  const bearer = bearerOf(request);
  const token = bearer ?? cookieOf(request, role);
  if (!token) return undefined;
  return request.server.sessions.resolve(token);
}

/** Whether a request carries credentials for a role at all (valid or not). */
export const sendsCredentials = (request: FastifyRequest, role: SessionRole) =>
  bearerOf(request) !== undefined || cookieOf(request, role) !== undefined;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  role: SessionRole,
  token: string,
) {
  const secure = request.protocol === 'https';
  reply.setCookie(sessionCookie(role, secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  role: SessionRole,
) {
  const secure = request.protocol === 'https';
  reply.clearCookie(sessionCookie(role, secure), { path: '/', secure });
}

/** The session tokens a request carries: its Bearer token and each role's cookie. */
export function tokensOf(request: FastifyRequest, roles: readonly SessionRole[]) {
  const bearer = bearerOf(request);
  const cookies = roles.flatMap((role) => cookieOf(request, role) ?? []);
  return bearer ? [bearer, ...cookies] : cookies;
}

export const authPlugin = fp(async (app) => {
  await app.register(fastifyCookie);
  app.decorateRequest('principal', undefined);
  app.decorateRequest('sessionChangesAtStart', 0);
  // A request during which this instance changed a session, member or staff row answers only once
  // every instance has dropped its cached copy: a logout here is refused everywhere at the next
  // request (README "Running on more than one machine", session cache).
  app.addHook('onRequest', (request, _reply, done) => {
    request.sessionChangesAtStart = app.sessions.changesMade();
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const changed = app.sessions.changesMade() !== request.sessionChangesAtStart;
    if (!changed || !guards.settleSessionChanges) return done(null, payload);
    app.sessions.settle().then(() => done(null, payload), done);
  });
});

/** An onRequest hook that lets through only sessions of the given role: 401 without one, 403
 * otherwise. It runs before the body is read or validated: strangers learn nothing about payloads.
 * An admin who has not enrolled a second factor yet gets through only where `enrolment` says so
 * (README "Security", second factor). */
export function requireRole(role: SessionRole, options: { enrolment?: boolean } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = await sessionOf(request, role);
    if (!principal) return reply.code(401).send({ message: 'Please log in' });
    if (principal.kind !== role) {
      return reply.code(403).send({ message: 'You are not allowed to do this' });
    }
    if (principal.stage === 'enrol' && !options.enrolment && guards.adminEnrolmentGate) {
      return reply.code(403).send({ message: ENROLMENT_REQUIRED, twoFactor: 'enrol' });
    }
    request.principal = principal;
  };
}

function principalOf<Kind extends Principal['kind']>(request: FastifyRequest, kind: Kind) {
  const principal = request.principal;
  if (principal?.kind !== kind) throw new Error(`route is missing requireRole("${kind}")`);
  return principal as Principal & { kind: Kind };
}

export const memberOf = (request: FastifyRequest) => principalOf(request, 'member');
export const operatorOf = (request: FastifyRequest) => principalOf(request, 'operator');
export const adminOf = (request: FastifyRequest) => principalOf(request, 'admin');

/** Route options naming who may call a route (README "Architecture": each route names its role). */
export const membersOnly = { onRequest: requireRole('member') };
export const operatorsOnly = { onRequest: requireRole('operator') };
export const adminsOnly = { onRequest: requireRole('admin') };

/** The signed-in admin as the actor that audit entries record. */
export const adminActorOf = (request: FastifyRequest) => ({
  kind: 'admin' as const,
  id: adminOf(request).id,
});

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionRole } from '../../../contract/auth';
import {
  adminResetTwoFactor,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorRecoveryCodes,
  twoFactorRoleQuery,
  twoFactorSetup,
  twoFactorStatus,
} from '../../../contract/two-factor';
import { DomainError } from '../../shared/errors';
import { adminOf, requireRole, sessionOf } from '../../http/auth';
import type { Principal } from '../auth/sessions';
import {
  confirmSecondFactor,
  resetSecondFactor,
  setUpSecondFactor,
  turnOffSecondFactor,
  holderOf,
  replaceRecoveryCodesWithCode,
} from './account';
import { twoFactorStatusOf } from './service';

/** The caller's own session in the named area; an admin who must enrol is let through here. */
async function ownSession(request: FastifyRequest, role: SessionRole): Promise<Principal> {
  const principal = await sessionOf(request, role);
  if (!principal) throw new DomainError('unauthenticated', 'Please log in');
  if (principal.kind !== role) throw new DomainError('forbidden', 'You are not allowed to do this');
  return principal;
}

/** Two-factor sign-in of one's own account (README "Security", second factor). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    twoFactorStatus.path,
    { schema: { querystring: twoFactorRoleQuery, response: { 200: twoFactorStatus.response } } },
    async (request) => {
      const principal = await ownSession(request, request.query.role);
      return twoFactorStatusOf(app.db, principal);
    },
  );

  app.post(
    twoFactorSetup.path,
    { schema: { body: twoFactorSetup.body, response: { 200: twoFactorSetup.response } } },
    async (request) => {
      const principal = await ownSession(request, request.body.role);
      return setUpSecondFactor(app.db, principal);
    },
  );

  app.post(
    twoFactorEnable.path,
    { schema: { body: twoFactorEnable.body, response: { 200: twoFactorEnable.response } } },
    async (request) => {
      const principal = await ownSession(request, request.body.role);
      const recoveryCodes = await confirmSecondFactor(
        app.db,
        principal,
        holderOf(principal, request.ip),
        request.body.code,
      );
      return { message: 'Two-factor sign-in is on', recoveryCodes };
    },
  );

  app.post(
    twoFactorDisable.path,
    { schema: { body: twoFactorDisable.body, response: { 200: twoFactorDisable.response } } },
    async (request) => {
      const principal = await ownSession(request, request.body.role);
      await turnOffSecondFactor(app.db, principal, holderOf(principal, request.ip), request.body);
      return { message: 'Two-factor sign-in is off' };
    },
  );

  app.post(
    twoFactorRecoveryCodes.path,
    {
      schema: {
        body: twoFactorRecoveryCodes.body,
        response: { 200: twoFactorRecoveryCodes.response },
      },
    },
    async (request) => {
      const principal = await ownSession(request, request.body.role);
      const recoveryCodes = await replaceRecoveryCodesWithCode(
        app.db,
        principal,
        holderOf(principal, request.ip),
        request.body.code,
      );
      return {
        message: 'New recovery codes are ready; the old ones no longer work',
        recoveryCodes,
      };
    },
  );

  app.post(
    adminResetTwoFactor.path,
    {
      onRequest: requireRole('admin'),
      schema: { body: adminResetTwoFactor.body, response: { 200: adminResetTwoFactor.response } },
    },
    async (request) => {
      const admin = adminOf(request);
      await resetSecondFactor(app.db, admin, request.body);
      return { message: 'Two-factor sign-in is reset; the person sets it up again at next use' };
    },
  );
};

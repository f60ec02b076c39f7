import type { Me } from '../../../contract/auth';
import type { Principal } from './sessions';

/** Who a session speaks for, as `GET /api/auth/me` answers (and an area's page carries it). */
export function meOf(principal: Principal): Me {
  return principal.kind === 'member'
    ? {
        role: 'member',
        user: {
          _id: String(principal.id),
          name: principal.name,
          mySponsorId: principal.sponsorCode,
        },
      }
    : {
        role: principal.kind,
        user: { _id: String(principal.id), name: principal.name, email: principal.email },
        ...(principal.stage === 'enrol' && { twoFactor: 'enrol' as const }),
      };
}

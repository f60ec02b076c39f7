import {
  registerUser,
  registerUserLeft,
  registerUserRight,
  type Position,
  type RegistrationPayload,
} from '@contract/auth';
import { callApi } from '@/lib/api';

const sideEndpoints = { left: registerUserLeft, right: registerUserRight } as const;

/**
 * Registers a member under `payload.sponsorId` (decisions §4): at the extreme end of that member's
 * left or right leg, or, without a position, in the leg with fewer members.
 */
export function registerMember(payload: RegistrationPayload, position?: Position) {
  return callApi(position ? sideEndpoints[position] : registerUser, { body: payload });
}

import type { Side } from '@/ui/position-choice/position-choice';

export const VERIFY_SPONSOR_PATH = '/usersignup/verifysponsor';
export const SIGNUP_PATH = '/usersignup/Signup';
export const LOGIN_PATH = '/login';
export const GENEALOGY_PATH = '/userdashboard/genealogy';

/** The side in a referral link's `position`, or undefined when it is missing or unknown. */
export function sideOf(value: string | null | undefined): Side | undefined {
  const side = value?.trim().toLowerCase();
  return side === 'left' || side === 'right' ? side : undefined;
}

/** `/usersignup/Signup?sponsorId=…&position=…`, keeping the side when there is one. */
export function signupPath(sponsorId: string, position?: Side): string {
  const query = new URLSearchParams({ sponsorId, ...(position ? { position } : {}) });
  return `${SIGNUP_PATH}?${query}`;
}

/** 'You will join on the left', or a word about the automatic side when the link named none. */
export function joinNote(position?: Side): string {
  return position
    ? `You will join on the ${position}`
    : 'You will join on the side of your sponsor with fewer members';
}

import { EMAIL_HINT, isValidEmail } from '@/lib/email-hint';
import type { Side } from '@/ui/position-choice/position-choice';

export { isValidEmail };

/** Spec §9: a mobile number is exactly this many characters. */
export const MOBILE_LENGTH = 10;

/** Which words the hints use: the public signup's or the member area's (spec §5 gives both). */
export type HintWording = 'signup' | 'member';

export const hintTexts = {
  signup: { mobile: 'phone no invalid', email: 'Email invalid' },
  member: { mobile: 'Please enter a valid mobile number', email: EMAIL_HINT },
} as const satisfies Record<HintWording, { mobile: string; email: string }>;

export const REQUIRED_TITLE = 'Opps!';
export const REQUIRED_TEXT = 'Please fill out all required fields!';

export function isValidMobile(value: string): boolean {
  return value.length === MOBILE_LENGTH;
}

/** The hint under the mobile field, or undefined when the number has the right length. */
export function mobileHint(value: string, wording: HintWording): string | undefined {
  return isValidMobile(value) ? undefined : hintTexts[wording].mobile;
}

/** The hint under the e-mail field, or undefined when the address matches the pattern. */
export function emailHint(value: string, wording: HintWording): string | undefined {
  return isValidEmail(value) ? undefined : hintTexts[wording].email;
}

/** What the person typed into a registration form. */
export type RegistrationValues = {
  name: string;
  mobileNumber: string;
  email: string;
  password: string;
};

/**
 * Spec §5: name, mobile number, e-mail and password are required, and the position too when the
 * form asks for one. The mobile and e-mail hints never block: only empty fields do.
 */
export function hasRequiredFields(
  values: RegistrationValues,
  position?: { required: boolean; value: Side | undefined },
): boolean {
  const filled = [values.name, values.mobileNumber, values.email].every((v) => v.trim() !== '');
  return filled && values.password !== '' && (!position?.required || position.value !== undefined);
}

import { z } from 'zod/mini';
import { endpoint } from './http';
import { EMAIL_INVALID } from './labels';

const requiredText = (max: number, description: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(max, `must be at most ${max} characters`),
      z.describe(description),
    );

export const contactInquiry = z.object({
  name: requiredText(120, 'Who is asking'),
  phoneNo: z.string().check(
    z.trim(),
    // A sentence, shown as it is (never "phoneNo must be …"); the e-mail's is the spec's (§5).
    z.regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid phone number'),
    z.describe('Telephone number'),
  ),
  email: z
    .email(EMAIL_INVALID)
    .check(z.maxLength(254, 'must be at most 254 characters'), z.describe('Reply address')),
  message: requiredText(4000, 'The inquiry'),
});
export type ContactInquiry = z.infer<typeof contactInquiry>;

export const contactSubmitResponse = z.object({ message: z.string() });

export const contactSubmit = endpoint({
  method: 'POST',
  path: '/contact/contact-submit',
  body: contactInquiry,
  response: contactSubmitResponse,
});

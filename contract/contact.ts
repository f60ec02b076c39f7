import { z } from 'zod';
import { endpoint } from './http';

const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const contactInquiry = z.object({
  name: requiredText(120).describe('Who is asking'),
  phoneNo: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number')
    .describe('Telephone number'),
  email: z.email('must be an e-mail address').max(254).describe('Reply address'),
  message: requiredText(4000).describe('The inquiry'),
});
export type ContactInquiry = z.infer<typeof contactInquiry>;

export const contactSubmitResponse = z.object({ message: z.string() });

export const contactSubmit = endpoint({
  method: 'POST',
  path: '/contact/contact-submit',
  body: contactInquiry,
  response: contactSubmitResponse,
});

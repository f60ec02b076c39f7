import { z } from 'zod';
import { sponsorCode } from '../../contract/auth';

/** A numeric id in a path, e.g. an operator's or an inquiry's. */
export const numericId = (what: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `must be ${what}`)
    .transform(Number);

export const orderNoParams = z.object({ orderNo: z.string().trim().min(1).max(32) });
export const memberParams = z.object({ sponsorId: sponsorCode });
/** A member area path naming the caller's own sponsor ID (checked against the session). */
export const ownSponsorParams = z.object({ sponsorId: z.string().max(32) });

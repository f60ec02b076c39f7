import { verifySponsor } from '@contract/auth';
import { callApi } from '@/lib/api';

/** The member's name by User ID; rejects with an ApiError (404 'Sponsor not found') otherwise. */
export async function findMemberName(sponsorId: string): Promise<string> {
  const { sponsor } = await callApi(verifySponsor, { body: { sponsorId } });
  return sponsor.name;
}

import type { ContactInquiry } from '../../../contract/contact';
import type { Database } from '../../db/client';
import { contactInquiries } from '../../db/schema';

export async function storeInquiry(db: Database, inquiry: ContactInquiry): Promise<number> {
  const [row] = await db
    .insert(contactInquiries)
    .values(inquiry)
    .returning({ id: contactInquiries.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

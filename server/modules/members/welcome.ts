import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { queryRows, type Executor } from '../../db/raw';

export type WelcomeFacts = {
  name: string;
  mySponsorId: string;
  joinedAt: Date;
  sponsor: { name: string; mySponsorId: string } | null;
  placement: { parentName: string; parentSponsorId: string; position: 'left' | 'right' } | null;
};

export async function welcomeFacts(db: Executor, memberId: number): Promise<WelcomeFacts> {
  const [row] = await queryRows<{
    name: string;
    sponsor_code: string;
    created_at: Date | string;
    side: 'L' | 'R' | null;
    sponsor_name: string | null;
    sponsor_code_of_sponsor: string | null;
    parent_name: string | null;
    parent_code: string | null;
  }>(
    db,
    sql`select m.name, m.sponsor_code, m.created_at, m.side,
               s.name as sponsor_name, s.sponsor_code as sponsor_code_of_sponsor,
               p.name as parent_name, p.sponsor_code as parent_code
          from members m
          left join members s on s.id = m.sponsor_id
          left join members p on p.id = m.parent_id
         where m.id = ${memberId}`,
  );
  if (!row) throw new Error(`member ${memberId} is missing`);
  return {
    name: row.name,
    mySponsorId: row.sponsor_code,
    joinedAt: new Date(row.created_at),
    sponsor:
      row.sponsor_name && row.sponsor_code_of_sponsor
        ? { name: row.sponsor_name, mySponsorId: row.sponsor_code_of_sponsor }
        : null,
    placement:
      row.parent_name && row.parent_code && row.side
        ? {
            parentName: row.parent_name,
            parentSponsorId: row.parent_code,
            position: row.side === 'L' ? 'left' : 'right',
          }
        : null,
  };
}

const enGB = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The welcome letter as an A4 PDF (standard fonts, so nothing is fetched or embedded). */
export async function welcomePdf(facts: WelcomeFacts, today = new Date()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Welcome to LEARN-TRADE-EARN, ${facts.name}`);
  pdf.setAuthor('LEARN-TRADE-EARN');
  pdf.setCreationDate(today);
  pdf.setModificationDate(today);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.35, 0.38, 0.45);
  const accent = rgb(0.09, 0.64, 0.29);
  const left = 64;
  const width = page.getWidth() - 2 * left;
  let y = page.getHeight() - 72;

  // pdf-lib's standard fonts speak WinAnsi only: replace what they cannot draw.
  const safe = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  const line = (text: string, font = regular, size = 11, color = ink) => {
    page.drawText(safe(text), { x: left, y, size, font, color });
    y -= size * 1.6;
  };
  const paragraph = (text: string) => {
    const words = safe(text).split(/\s+/);
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (regular.widthOfTextAtSize(next, 11) > width) {
        line(current);
        current = word;
      } else current = next;
    }
    if (current) line(current);
    y -= 8;
  };

  page.drawRectangle({
    x: 0,
    y: page.getHeight() - 8,
    width: page.getWidth(),
    height: 8,
    color: accent,
  });
  line('LEARN-TRADE-EARN', bold, 18, ink);
  line('Crypto-trading education & rewards', regular, 10, muted);
  y -= 16;
  line(enGB(today), regular, 11, muted);
  y -= 8;
  line(`Dear ${facts.name},`, bold, 12);
  y -= 4;
  paragraph(
    'Welcome to LEARN-TRADE-EARN. We are glad to have you with us. Our courses take you from your first wallet to trading with a plan, and our community grows together: every member you bring in strengthens your team and your rewards.',
  );
  line('Your membership', bold, 12);
  const detail = (label: string, value: string, font = regular) => {
    page.drawText(label, { x: left, y, size: 11, font: regular, color: muted });
    page.drawText(safe(value), { x: left + 130, y, size: 11, font, color: ink });
    y -= 18;
  };
  detail('User ID', facts.mySponsorId, mono);
  detail('Joined', enGB(facts.joinedAt));
  if (facts.sponsor) detail('Sponsor', `${facts.sponsor.name} (${facts.sponsor.mySponsorId})`);
  if (facts.placement) {
    detail(
      'Placement',
      `${facts.placement.position} of ${facts.placement.parentName} (${facts.placement.parentSponsorId})`,
    );
  }
  y -= 10;
  line('What to do next', bold, 12);
  for (const step of [
    '1. Choose a package under All packages and send your deposit.',
    '2. Complete your wallet details so that you can withdraw your earnings.',
    '3. Share your left and right referral links from your dashboard.',
  ]) {
    line(step);
  }
  y -= 10;
  paragraph(
    'Keep your password and your unique key safe: together they protect your withdrawals, and nobody from our team will ever ask you for them.',
  );
  line('With our best wishes,');
  line('The LEARN-TRADE-EARN team', bold);
  return pdf.save();
}

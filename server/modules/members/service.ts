import { asc, eq } from 'drizzle-orm';
import type { Position, RegistrationPayload, RegistrationResponse } from '../../../contract/auth';
import type { DirectReferral } from '../../../contract/tree';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/raw';
import { members, type Side } from '../../db/schema';
import { DomainError } from '../../shared/errors';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import { generateUniqueKey, hashSecret, hashUniqueKey } from '../auth/passwords';
import { placeAtExtreme } from '../tree/placement';
import { isAncestor, legTotals } from '../tree/tour';

export const sideOf = (position: Position): Side => (position === 'left' ? 'L' : 'R');
export const positionOf = (side: Side): Position => (side === 'L' ? 'left' : 'right');

export async function findMemberByCode(db: Executor, sponsorCode: string) {
  const [member] = await db.select().from(members).where(eq(members.sponsorCode, sponsorCode));
  return member;
}

/** Whether `viewerId` may read `memberId`'s tree: themselves or their downline. */
export async function canSeeTreeOf(db: Executor, viewerId: number, memberId: number) {
  return viewerId === memberId || isAncestor(db, viewerId, memberId);
}

/**
 * Registers a member under P = `payload.sponsorId` (decisions §4): at the extreme end of the chosen
 * leg, or of P's smaller leg (tie: left) without a side. With a member session M, P must be M or in
 * M's downline and M is the sponsor; without a session P is the sponsor. All or nothing.
 */
export async function registerMember(
  db: Database,
  payload: RegistrationPayload,
  position: Position | undefined,
  registeredBy: number | undefined,
): Promise<RegistrationResponse> {
  const under = await findMemberByCode(db, payload.sponsorId);
  if (!under) throw new DomainError('not_found', 'Sponsor not found');
  if (registeredBy !== undefined && !(await canSeeTreeOf(db, registeredBy, under.id))) {
    throw new DomainError('forbidden', 'You can only register members in your own team');
  }
  const sponsorId = registeredBy ?? under.id;
  const uniqueKey = generateUniqueKey();
  const [passwordHash, uniqueKeyHash] = await Promise.all([
    hashSecret(payload.password),
    hashUniqueKey(uniqueKey),
  ]);

  return db.transaction(async (tx) => {
    const side = position ? sideOf(position) : await weakerSide(tx, under.id);
    const placed = await placeAtExtreme(tx, under.id, side, {
      name: payload.name,
      mobileNumber: payload.mobileNumber,
      email: payload.email,
      passwordHash,
      uniqueKeyHash,
      sponsorId,
    });
    const [parent, sponsor] = await Promise.all([
      tx
        .select({ name: members.name, code: members.sponsorCode })
        .from(members)
        .where(eq(members.id, placed.parentId)),
      tx
        .select({ name: members.name, code: members.sponsorCode })
        .from(members)
        .where(eq(members.id, sponsorId)),
    ]);
    // The sponsor and the member placed under are told (decisions §14), once if they are one.
    await notify(
      tx,
      { kind: 'member', id: sponsorId },
      messages.teamMember(payload.name, placed.sponsorCode, 'sponsored'),
    );
    if (placed.parentId !== sponsorId) {
      await notify(
        tx,
        { kind: 'member', id: placed.parentId },
        messages.teamMember(payload.name, placed.sponsorCode, 'placed'),
      );
    }
    return {
      message: 'Registration sucessfully completed!',
      user: { _id: String(placed.id), name: payload.name, mySponsorId: placed.sponsorCode },
      uniqueKey,
      sponsor: { name: sponsor[0]?.name ?? '', mySponsorId: sponsor[0]?.code ?? '' },
      placement: {
        parentSponsorId: parent[0]?.code ?? '',
        parentName: parent[0]?.name ?? '',
        position: positionOf(placed.side),
      },
    };
  });
}

async function weakerSide(db: Executor, memberId: number): Promise<Side> {
  const { members } = await legTotals(db, memberId);
  return members.right < members.left ? 'R' : 'L';
}

export async function directReferralsOf(
  db: Executor,
  sponsorId: number,
): Promise<DirectReferral[]> {
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      sponsorCode: members.sponsorCode,
      mobileNumber: members.mobileNumber,
      isActive: members.isActive,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(eq(members.sponsorId, sponsorId))
    .orderBy(asc(members.id));
  return rows.map((r) => ({
    _id: String(r.id),
    name: r.name,
    mySponsorId: r.sponsorCode,
    mobileNumber: r.mobileNumber,
    isActive: r.isActive,
    joinedAt: r.createdAt.toISOString(),
  }));
}

/** The sponsor a sign-up names (not found when there is none). */
export async function sponsorNamed(db: Executor, sponsorCode: string) {
  const sponsor = await findMemberByCode(db, sponsorCode);
  if (!sponsor) throw new DomainError('not_found', 'Sponsor not found');
  return sponsor;
}

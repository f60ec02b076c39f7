/**
 * What a request field is called on screen, for error messages; every field of every request body
 * has one (server/http/field-labels.test.ts checks). The original client shows the
 * server's `message` as it comes (decisions §15, spec §8), so "phoneNo must be …" would show a
 * field name to a member; the server words its messages with these labels instead.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  phoneNo: 'Phone number',
  email: 'E-mail',
  message: 'Message',
  sponsorId: 'Sponsor ID',
  mySponsorId: 'User ID',
  mysponsorid: 'User ID',
  userId: 'User ID',
  user_mySponsor_id: 'User ID',
  user_object_id: 'User ID',
  user_name: 'Name',
  mobileNumber: 'Mobile number',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  amount: 'Amount',
  uniqueKey: 'Unique key',
  telegramId: 'Telegram ID',
  Walletaddress: 'Wallet address',
  package_name: 'Package',
  order_no: 'Order number',
  order_price: 'Price',
  image: 'Screenshot',
  tx_hash: 'Transaction hash',
  txHash: 'Transaction hash',
  orderNo: 'Order number',
  account: 'User ID or e-mail',
  code: 'Code',
  reason: 'Reason',
  periodId: 'Payout period',
  role: 'Role',
  blocked: 'Blocked',
  read: 'Read',
  all: 'All notifications',
  ids: 'Notifications',
  kind: 'Kind',
  preferences: 'Notification settings',
  telegram: 'Telegram',
};

/** What every e-mail check says, on every form and in every server answer (spec §5's hint). */
export const EMAIL_INVALID = 'Please enter a valid email';

/** `order_price` -> "Order price", `txHash` -> "Tx hash": for fields without a label above. */
const humanise = (field: string) => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The label of a field path (`a.b.c` is labelled by its last part). */
export function fieldLabel(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  return Object.hasOwn(FIELD_LABELS, last) ? (FIELD_LABELS[last] ?? last) : humanise(last);
}

/**
 * One problem as a sentence: a message that is already a sentence (it starts with a capital, e.g.
 * the spec's 'Please enter a valid mobile number') stands alone; a predicate ('is required') gets
 * the field's label in front.
 */
export function fieldProblem(path: string, message: string): string {
  if (!path || /^[A-Z]/.test(message)) return message;
  return `${fieldLabel(path)} ${message}`;
}

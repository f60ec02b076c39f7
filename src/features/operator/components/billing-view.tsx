import { Info, Loader2, Search, ShoppingCart, Trash2, UserCheck, UserX } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { sponsorCode } from '@contract/auth';
import type { PackageInfo } from '@contract/catalogue';
import type { PendingDeposit } from '@contract/operator';
import { ApiError, messageOf } from '@/lib/api';
import { Button } from '@/ui/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { formatMoney } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { PackageCard } from '@/ui/package-card/package-card';
import { usePopup } from '@/ui/popup/popup';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { TextField } from '@/ui/text-field/text-field';
import { useAction } from '@/lib/use-action';
import type { OfflineOrder, OrderResult, OrderWithNumber } from '../api/submit-order';
import { PendingDeposits } from './pending-deposits';

/** Spec §5 and §8, verbatim. */
export const REQUIRED_TITLE = 'Opps!';
export const REQUIRED_TEXT = 'Please fill all fields and add items to cart.';
export const ONE_PRODUCT = 'You can only add one product to the cart.';
export const SUCCESS_TITLE = 'Order have been Submitted successfully';
export const FAILURE_TITLE = 'Sorry!';
export const RELOGIN_TEXT = 'Please relogin and try again';

/** Decisions §8: Kick Starter and Bull Starter are sold online only, so never from the float. */
export const onlineOnlyTitle = (packageName: string) => `${packageName} is sold online only`;
export const ONLINE_ONLY_TEXT =
  "Enter the member's order number from their deposit, or choose it from Pending deposits.";

export const MEMBER_NOT_FOUND = 'Member not found';
export const MEMBER_ID_FORMAT = 'Enter a User ID like LT1234567';
export const LOOKUP_FAILURE = 'Could not look up the member';
export const PACKAGES_FAILURE = 'Could not load the packages';

type Lookup =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'found'; id: string; name: string }
  | { status: 'missing'; id: string; message: string };

const idle: Lookup = { status: 'idle' };

const normalise = (value: string) => value.trim().toUpperCase();

export type BillingViewProps = {
  /** The catalogue; undefined while it loads or when it failed. */
  packages: PackageInfo[] | undefined;
  /** Shows skeleton cards in the product grid. */
  packagesLoading?: boolean;
  /** Replaces the product grid with an alert and Retry. */
  packagesError?: string;
  /** Called by Retry after the catalogue failed. */
  onRetryPackages: () => void;
  /** The operator's float now, in USDT; undefined while unknown. */
  floatBalance: number | undefined;
  /** Shows a skeleton instead of the float. */
  floatLoading?: boolean;
  /** The member's name by User ID; rejects with an ApiError (404 when there is no such member). */
  onFindMember: (sponsorId: string) => Promise<string>;
  /** Approves the member's pending deposit by its order number (`/order/update-status`). */
  onSubmitWithOrderNo: (order: OrderWithNumber) => Promise<OrderResult>;
  /** Sells the package from the operator's float (`/order/update-status-without-orderno`). */
  onSubmitOffline: (order: OfflineOrder) => Promise<OrderResult>;
  /** The members' deposits the operator may approve; undefined while they load. */
  deposits?: PendingDeposit[] | undefined;
  depositsLoading?: boolean;
  /** The queue's read failed: a quiet note with Retry (the form still works by hand). */
  depositsFailed?: boolean;
  onRetryDeposits?: () => void;
};

/**
 * `/topupdashboard/billing`: point-of-sale order entry (spec §2, §5). One member, one product in the
 * cart, and either the member's order number (approves their deposit) or none (an offline sale paid
 * from the operator's float; packages sold offline only, decisions §8).
 */
export function BillingView({
  packages,
  packagesLoading = false,
  packagesError,
  onRetryPackages,
  floatBalance,
  floatLoading = false,
  onFindMember,
  onSubmitWithOrderNo,
  onSubmitOffline,
  deposits,
  depositsLoading = false,
  depositsFailed = false,
  onRetryDeposits,
}: BillingViewProps) {
  const ids = useId();
  const cartRef = useRef<HTMLDivElement>(null);
  const orderNoRef = useRef<HTMLInputElement>(null);
  const memberStatusId = `${ids}-member-status`;
  const orderNoNoteId = `${ids}-order-no-note`;
  const [memberId, setMemberId] = useState('');
  const [lookup, setLookup] = useState<Lookup>(idle);
  const lookupSeq = useRef(0);
  const [cart, setCart] = useState<PackageInfo>();
  const [orderNo, setOrderNo] = useState('');
  const ordering = useAction(
    (order: OfflineOrder, order_no: string): Promise<OrderResult> =>
      order_no ? onSubmitWithOrderNo({ ...order, order_no }) : onSubmitOffline(order),
    { failure: RELOGIN_TEXT },
  );
  const { popup, show } = usePopup();

  async function findMember() {
    const id = normalise(memberId);
    if (!id) {
      setLookup(idle);
      return;
    }
    if (lookup.status !== 'idle' && lookup.id === id) return;
    if (!sponsorCode.safeParse(id).success) {
      setLookup({ status: 'missing', id, message: MEMBER_ID_FORMAT });
      return;
    }
    const seq = ++lookupSeq.current;
    setLookup({ status: 'loading', id });
    try {
      const name = await onFindMember(id);
      if (seq === lookupSeq.current) setLookup({ status: 'found', id, name });
    } catch (error) {
      if (seq !== lookupSeq.current) return;
      const message =
        error instanceof ApiError && error.status === 404
          ? MEMBER_NOT_FOUND
          : messageOf(error, LOOKUP_FAILURE);
      setLookup({ status: 'missing', id, message });
    }
  }

  function changeMemberId(value: string) {
    lookupSeq.current++;
    setMemberId(value);
    setLookup(idle);
  }

  function memberKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void findMember();
  }

  function addToCart(item: PackageInfo) {
    if (cart) {
      void show({ icon: 'warning', title: ONE_PRODUCT });
      return;
    }
    setCart(item);
  }

  /** The deposit's member (already known), package and order number, ready to submit. */
  function chooseDeposit(deposit: PendingDeposit) {
    lookupSeq.current++;
    const id = deposit.member.mySponsorId;
    setMemberId(id);
    setLookup({ status: 'found', id, name: deposit.member.name });
    setCart(packages?.find((item) => item.name === deposit.package_name));
    setOrderNo(deposit.order_no);
  }

  function goToCart() {
    cartRef.current?.scrollIntoView({ block: 'center' });
    orderNoRef.current?.focus({ preventScroll: true });
  }

  function reset() {
    lookupSeq.current++;
    setMemberId('');
    setLookup(idle);
    setCart(undefined);
    setOrderNo('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const mySponsorId = normalise(memberId);
    const order_no = normalise(orderNo);
    if (!mySponsorId || !cart) {
      void show({ icon: 'warning', title: REQUIRED_TITLE, text: REQUIRED_TEXT });
      return;
    }
    if (!cart.offline && !order_no) {
      void show({ icon: 'warning', title: onlineOnlyTitle(cart.name), text: ONLINE_ONLY_TEXT });
      return;
    }
    const order = { mySponsorId, package_name: cart.name, order_price: cart.price };
    const sent = await ordering.run(order, order_no);
    if (sent.status === 'failed') {
      const sessionEnded = sent.error instanceof ApiError && sent.error.status === 401;
      void show({
        icon: 'error',
        title: FAILURE_TITLE,
        text: sessionEnded ? RELOGIN_TEXT : sent.message,
      });
      return;
    }
    if (sent.status === 'busy') return;
    reset();
    const { order_details, package_name, user_details } = sent.result.order;
    void show({
      icon: 'success',
      title: SUCCESS_TITLE,
      text: `${order_details.order_no}: ${package_name} for ${user_details.user_name} (${user_details.user_mySponsor_id})`,
    });
  }

  const memberInvalid = lookup.status === 'missing';
  const onlineOnlyWithoutNumber = cart && !cart.offline && !normalise(orderNo);
  const floatTooLow =
    cart &&
    cart.offline &&
    !normalise(orderNo) &&
    floatBalance !== undefined &&
    floatBalance < cart.price;

  return (
    <form
      noValidate
      aria-label="Billing"
      onSubmit={submit}
      data-slot="billing"
      className="@container flex min-w-0 flex-col gap-6"
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          Billing packages
        </h1>
        <p className="text-sm text-muted">
          Find the member, add one package to the cart and submit. With the member&apos;s order
          number you approve their deposit; without one you sell from your float.
        </p>
      </div>

      <div className="grid min-w-0 gap-6 @2xl:grid-cols-[minmax(0,1fr)_18rem] @2xl:items-start">
        <div className="grid min-w-0 gap-6">
          <PendingDeposits
            deposits={deposits}
            loading={depositsLoading}
            failed={depositsFailed}
            onRetry={onRetryDeposits}
            selected={deposits?.find((d) => d.order_no === normalise(orderNo))?.order_no}
            onSelect={chooseDeposit}
          />
          <Card>
            <CardHeader>
              <CardTitle>Member</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div className="flex items-end gap-2">
                <TextField
                  label="Member ID"
                  name="mySponsorId"
                  required
                  mono
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="LT1234567"
                  value={memberId}
                  aria-invalid={memberInvalid || undefined}
                  aria-describedby={lookup.status === 'idle' ? undefined : memberStatusId}
                  onChange={(event) => changeMemberId(event.currentTarget.value)}
                  onBlur={() => void findMember()}
                  onKeyDown={memberKeyDown}
                  className="flex-1"
                />
                <Button
                  variant="secondary"
                  loading={lookup.status === 'loading'}
                  onClick={() => void findMember()}
                >
                  {lookup.status !== 'loading' && <Search aria-hidden />}
                  Find
                </Button>
              </div>
              <div aria-live="polite" className="empty:hidden">
                <MemberStatus id={memberStatusId} lookup={lookup} />
              </div>
            </CardContent>
          </Card>

          <section aria-labelledby={`${ids}-packages`} className="@container grid min-w-0 gap-3">
            <div className="grid gap-1">
              <h2 id={`${ids}-packages`} className="text-lg font-semibold tracking-tight">
                Packages
              </h2>
              <p className="flex items-start gap-2 text-sm text-muted">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
                <span>
                  <span className="font-medium text-text">Online</span> packages need the
                  member&apos;s order number.{' '}
                  <span className="font-medium text-text">Online / Offline</span> packages can also
                  be sold from your float.
                </span>
              </p>
            </div>
            {packagesError !== undefined ? (
              <LoadAlert message={packagesError} onRetry={onRetryPackages} />
            ) : (
              <div
                aria-busy={packagesLoading || !packages || undefined}
                className="grid gap-4 @md:grid-cols-2 @3xl:grid-cols-3"
              >
                {packagesLoading || !packages
                  ? Array.from({ length: 6 }, (_, index) => (
                      <PackageCard key={index} loading name="" price={0} availability="online" />
                    ))
                  : packages.map((item) => {
                      const inCart = cart?.id === item.id;
                      return (
                        <PackageCard
                          key={item.id}
                          name={item.name}
                          price={item.price}
                          availability={item.offline ? 'online-offline' : 'online'}
                          selected={inCart}
                          actionLabel={inCart ? 'Remove from cart' : 'Add to cart'}
                          onAction={() => (inCart ? setCart(undefined) : addToCart(item))}
                        />
                      );
                    })}
              </div>
            )}
          </section>
        </div>

        <Card
          ref={cartRef}
          aria-labelledby={`${ids}-cart`}
          role="region"
          className="scroll-mt-20 @2xl:sticky @2xl:top-20"
        >
          <CardHeader>
            <CardTitle id={`${ids}-cart`} className="flex items-center gap-2">
              <ShoppingCart aria-hidden className="size-5 text-muted" />
              Cart
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FloatBalance balance={floatBalance} loading={floatLoading} />
            {cart ? (
              <div
                data-slot="billing-cart-item"
                className="grid gap-3 rounded border border-border-strong bg-raised p-3"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-semibold break-words text-text">{cart.name}</p>
                    <p className="text-xs text-muted">
                      {cart.offline ? 'Online / Offline' : 'Online only'}
                    </p>
                  </div>
                  <p className="shrink-0 text-right">
                    <span className="font-semibold tabular">{formatMoney(cart.price)}</span>{' '}
                    <span className="text-xs text-muted">USDT</span>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${cart.name} from cart`}
                  onClick={() => setCart(undefined)}
                  className="-ml-3 justify-self-start text-danger hover:text-danger"
                >
                  <Trash2 aria-hidden />
                  Remove
                </Button>
              </div>
            ) : (
              <p className="flex flex-col items-center gap-2 rounded border border-dashed border-border-strong px-4 py-6 text-center text-sm text-muted">
                <ShoppingCart aria-hidden className="size-6" />
                Your cart is empty. Add one package.
              </p>
            )}
            <p className="flex items-baseline justify-between gap-3 border-t border-border pt-3">
              <span className="text-sm font-medium text-muted">Total</span>
              <span>
                <span className="text-xl font-semibold tabular">
                  {formatMoney(cart?.price ?? 0)}
                </span>{' '}
                <span className="text-sm text-muted">USDT</span>
              </span>
            </p>
            <div className="grid gap-1.5">
              <TextField
                label="Order number (optional)"
                name="order_no"
                mono
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="ORD-000123"
                ref={orderNoRef}
                value={orderNo}
                onChange={(event) => setOrderNo(event.currentTarget.value)}
                aria-describedby={orderNoNoteId}
                hint={
                  onlineOnlyWithoutNumber
                    ? `${onlineOnlyTitle(cart.name)}. ${ONLINE_ONLY_TEXT}`
                    : floatTooLow
                      ? 'Your float balance is too low for this package.'
                      : undefined
                }
              />
              <p id={orderNoNoteId} className="text-xs text-muted">
                From the member&apos;s deposit. Leave it empty to sell from your float.
              </p>
            </div>
            <Button type="submit" size="lg" loading={ordering.busy} className="w-full">
              Submit
            </Button>
          </CardContent>
        </Card>
      </div>
      {cart && <CartBar item={cart} onGoToCart={goToCart} />}
      {popup}
    </form>
  );
}

function MemberStatus({ id, lookup }: { id: string; lookup: Lookup }) {
  switch (lookup.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <p id={id} className="flex items-center gap-2 px-1 text-sm text-muted">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Looking up {lookup.id}…
        </p>
      );
    case 'found':
      return (
        <p
          id={id}
          data-slot="billing-member"
          className="flex items-start gap-2 rounded border border-accent/30 bg-accent-soft px-3 py-2.5 text-sm"
        >
          <UserCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          <span className="min-w-0 break-words">
            <span className="text-muted">Member name:</span>{' '}
            <span className="font-semibold text-text">{lookup.name}</span>
          </span>
        </p>
      );
    case 'missing':
      return (
        <p
          id={id}
          data-slot="billing-member-missing"
          className="flex items-start gap-2 rounded border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger"
        >
          <UserX aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{lookup.message}</span>
        </p>
      );
  }
}

function FloatBalance({ balance, loading }: { balance: number | undefined; loading: boolean }) {
  return (
    <div
      data-slot="billing-float"
      className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded border border-accent/25 bg-accent-soft/50 px-3 py-2.5"
    >
      <span className="text-sm font-medium text-muted">Float balance available</span>
      {loading ? (
        <Skeleton className="h-5 w-24 self-center" />
      ) : (
        <span className="text-nowrap">
          <span className="font-semibold text-accent tabular">
            {balance === undefined ? '—' : formatMoney(balance)}
          </span>{' '}
          <span className="text-xs text-muted">USDT</span>
        </span>
      )}
    </div>
  );
}

/**
 * On a phone the cart card sits under the whole package list: this bar keeps what is in it beside
 * the Add to cart buttons, with a way down to the order number and Submit.
 */
function CartBar({ item, onGoToCart }: { item: PackageInfo; onGoToCart: () => void }) {
  return (
    <div
      data-slot="billing-cart-bar"
      className="sticky bottom-0 z-10 flex items-center gap-3 rounded-lg border border-border-strong bg-surface/95 px-4 py-3 shadow-raised backdrop-blur @2xl:hidden"
    >
      <ShoppingCart aria-hidden className="size-5 shrink-0 text-accent" />
      <p className="grid min-w-0 flex-1 text-sm">
        <span className="truncate font-semibold text-text">{item.name}</span>
        <span className="text-muted">
          <span className="font-semibold text-text tabular">{formatMoney(item.price)}</span> USDT in
          the cart
        </span>
      </p>
      <Button size="sm" onClick={onGoToCart} className="shrink-0">
        Go to cart
      </Button>
    </div>
  );
}

import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import type { PackageInfo } from '@contract/catalogue';
import { txHashProblem, type ChainNetwork, type DepositNetwork } from '@contract/chain';
import { fieldLabel, fieldProblem } from '@contract/labels';
import { Button } from '@/ui/button/button';
import { Callout } from '@/ui/callout/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { CopyLinkField } from '@/ui/copy-link-field/copy-link-field';
import { cn } from '@/ui/lib/cn';
import { formatMoney } from '@/ui/lib/format';
import { usePopup } from '@/ui/popup/popup';
import { QrCode } from '@/ui/qr-code/qr-code';
import { TextField } from '@/ui/text-field/text-field';
import { useAction } from '@/lib/use-action';
import type { ChainPayment } from '../api/create-order';
import { NetworkChoice } from './network-choice';
import { ScreenshotInput } from './screenshot-input';

export const SCREENSHOT_REQUIRED = 'Please upload a screenshot before submitting.';
export const ORDER_SUCCESS_TITLE = 'Thank you !';
export const ORDER_SUCCESS_TEXT = 'Order created successfully!';
export const ORDER_FAILURE = 'Could not create the order. Please try again.';

/** Where the member finds the hash on each network, and what it looks like. */
const HASH_HINTS: Record<ChainNetwork, string> = {
  tron: 'The 64-character hash your wallet or Tronscan shows for the transfer. With it, the payment is checked on chain and can be approved sooner.',
  bsc: 'The hash your wallet or BscScan shows for the transfer: 0x and 64 characters. With it, the payment is checked on chain and can be approved sooner.',
};

/** What is wrong with the hash as typed for the network, in the words the server uses; none when empty. */
function hashError(network: ChainNetwork, hash: string): string | undefined {
  if (!hash.trim()) return undefined;
  const problem = txHashProblem(network, hash);
  return problem ? fieldProblem('tx_hash', problem) : undefined;
}

function Step({ n, title, children }: { n: number; title: ReactNode; children: ReactNode }) {
  return (
    <li className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-4">
      <span
        aria-hidden
        className="flex size-7 items-center justify-center rounded-full border border-accent/40 bg-accent-soft text-sm font-semibold text-accent tabular"
      >
        {n}
      </span>
      <h3 className="self-center text-base font-semibold text-pretty text-text">{title}</h3>
      <div className="col-span-2 min-w-0 sm:col-start-2 sm:col-end-3">{children}</div>
    </li>
  );
}

/** Where to pay: the address's QR code, the amount and the address with its Copy button. */
function Payment({
  amount,
  address,
  addressLabel,
  wrap = false,
}: {
  amount: number;
  address: string;
  /** The address's label, e.g. 'USDT deposit address'; the QR code is named after it. */
  addressLabel: string;
  /** Shows the whole address over as many lines as it needs. */
  wrap?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-5 sm:flex-row sm:items-start">
      <QrCode value={address} label={`QR code of the ${addressLabel}`} />
      <div className="grid w-full min-w-0 gap-4">
        <dl className="grid gap-0.5">
          <dt className="text-sm font-medium text-muted">Amount to send</dt>
          <dd className="flex items-baseline gap-1.5">
            <span className="text-3xl font-semibold tracking-tight text-text tabular">
              {formatMoney(amount)}
            </span>
            <span className="text-sm font-medium text-muted">USDT</span>
          </dd>
        </dl>
        <CopyLinkField key={address} label={addressLabel} value={address} wrap={wrap} />
      </div>
    </div>
  );
}

export type DepositPanelProps = {
  /** The package being bought: its name and catalogue price. */
  pkg: PackageInfo;
  /** The USDT address deposits go to (from the catalogue response) when no network is offered. */
  depositAddress: string;
  /**
   * The networks whose payments are checked on chain (decisions §13): the member picks one and may
   * give the transaction hash. None: the spec's panel with `depositAddress`.
   */
  networks?: DepositNetwork[];
  /**
   * Creates the order with the screenshot, and the network and hash when the member gave a hash;
   * rejects with an ApiError carrying the server's message.
   */
  submit: (file: File, payment?: ChainPayment) => Promise<void>;
  /** Called when the success popup has closed: time to show the member's orders. */
  onOrdered: () => void;
  /** The panel's heading (focusable), e.g. to move focus to the panel when it is revealed. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/**
 * The deposit of spec §4: the amount and the USDT address (copy field and QR code), then the payment
 * screenshot; Submit creates a pending order ('Thank you !') or shows the server's reason ('Error').
 * With networks (decisions §13) the member first picks the network, pays to its address and may add
 * the transaction hash, checked here for the network's format before anything is sent.
 */
export function DepositPanel({
  pkg,
  depositAddress,
  networks = [],
  submit,
  onOrdered,
  headingRef,
  className,
}: DepositPanelProps) {
  const [file, setFile] = useState<File>();
  const order = useAction(submit, { failure: ORDER_FAILURE });
  const [ordered, setOrdered] = useState(false);
  const status = ordered ? 'success' : order.busy ? 'submitting' : 'idle';
  const { popup, show } = usePopup();
  const amount = `${formatMoney(pkg.price)} USDT`;
  const [chosenNetwork, setChosenNetwork] = useState(networks[0]?.network);
  const network = networks.find((n) => n.network === chosenNetwork) ?? networks[0];
  const [txHash, setTxHash] = useState('');
  const [txHashError, setTxHashError] = useState<string>();
  const txHashRef = useRef<HTMLInputElement>(null);
  const txHashNoteId = useId();

  /** Once an error shows, it follows every change of the hash or the network. */
  function recheck(next: { network?: ChainNetwork; hash?: string }) {
    if (!txHashError || !network) return;
    setTxHashError(hashError(next.network ?? network.network, next.hash ?? txHash));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    const problem = network && hashError(network.network, txHash);
    if (problem) {
      setTxHashError(problem);
      txHashRef.current?.focus();
      return;
    }
    if (!file) {
      void show({ icon: 'warning', title: SCREENSHOT_REQUIRED });
      return;
    }
    const hash = txHash.trim();
    const sent = await (network && hash
      ? order.run(file, { network: network.network, txHash: hash })
      : order.run(file));
    if (sent.status === 'failed') {
      void show({ icon: 'error', title: 'Error', text: sent.message });
      return;
    }
    if (sent.status === 'busy') return;
    setOrdered(true);
    await show({ icon: 'success', title: ORDER_SUCCESS_TITLE, text: ORDER_SUCCESS_TEXT });
    onOrdered();
  }

  return (
    <Card data-slot="deposit-panel" data-state={status} className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="focus-visible:outline-offset-4">
          Deposit for {pkg.name}
        </CardTitle>
        <p data-slot="deposit-instruction" className="w-full text-sm text-pretty text-muted">
          {network ? (
            <>
              Choose the network, send exactly{' '}
              <span className="font-semibold text-text tabular">{amount}</span> to its address, then
              upload the payment screenshot.
            </>
          ) : (
            <>
              Send exactly <span className="font-semibold text-text tabular">{amount}</span> to this
              address, then upload the payment screenshot.
            </>
          )}
        </p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} aria-label={`Deposit for ${pkg.name}`}>
          {network ? (
            <ol className="grid gap-6">
              <Step n={1} title="Choose the network">
                <NetworkChoice
                  networks={networks}
                  value={network.network}
                  onValueChange={(next) => {
                    setChosenNetwork(next);
                    recheck({ network: next });
                  }}
                  disabled={status !== 'idle'}
                />
              </Step>
              <Step n={2} title="Send the payment">
                <div className="grid min-w-0 gap-5">
                  <Callout tone="warning" role="note" data-slot="network-warning">
                    Send only <strong className="font-semibold">{network.label}</strong> to this
                    address: USDT sent on another network may be lost.
                  </Callout>
                  <Payment
                    amount={pkg.price}
                    address={network.address}
                    addressLabel={`${network.label} deposit address`}
                    wrap
                  />
                </div>
              </Step>
              <Step n={3} title="Upload the payment screenshot">
                <div className="grid min-w-0 gap-5">
                  <ScreenshotInput
                    label="Payment screenshot"
                    onChange={setFile}
                    disabled={status !== 'idle'}
                  />
                  <div className="grid min-w-0 gap-1.5">
                    <TextField
                      ref={txHashRef}
                      label={
                        <>
                          {fieldLabel('tx_hash')}{' '}
                          <span className="font-normal text-muted">(optional)</span>
                        </>
                      }
                      name="tx_hash"
                      mono
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      value={txHash}
                      onChange={(event) => {
                        setTxHash(event.currentTarget.value);
                        recheck({ hash: event.currentTarget.value });
                      }}
                      error={txHashError}
                      disabled={status !== 'idle'}
                      aria-describedby={txHashNoteId}
                    />
                    <p id={txHashNoteId} className="text-sm text-pretty text-muted">
                      {HASH_HINTS[network.network]}
                    </p>
                  </div>
                </div>
              </Step>
            </ol>
          ) : (
            <ol className="grid gap-6">
              <Step n={1} title="Send the payment">
                <Payment
                  amount={pkg.price}
                  address={depositAddress}
                  addressLabel="USDT deposit address"
                />
              </Step>
              <Step n={2} title="Upload the payment screenshot">
                <ScreenshotInput
                  label="Payment screenshot"
                  onChange={setFile}
                  disabled={status !== 'idle'}
                />
              </Step>
            </ol>
          )}
          <div className="mt-7 flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-pretty text-muted">
              Your order stays pending until the payment is checked.
            </p>
            <Button
              type="submit"
              size="lg"
              loading={status === 'submitting'}
              disabled={status === 'success'}
              className="shrink-0 sm:min-w-40"
            >
              Submit
            </Button>
          </div>
        </form>
      </CardContent>
      {popup}
    </Card>
  );
}

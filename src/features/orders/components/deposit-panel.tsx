import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import type { PackageInfo } from '@contract/catalogue';
import { Button } from '@/ui/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { CopyLinkField } from '@/ui/copy-link-field/copy-link-field';
import { cn } from '@/ui/lib/cn';
import { formatMoney } from '@/ui/lib/format';
import { usePopup } from '@/ui/popup/popup';
import { QrCode } from '@/ui/qr-code/qr-code';
import { useAction } from '@/lib/use-action';
import { ScreenshotInput } from './screenshot-input';

export const SCREENSHOT_REQUIRED = 'Please upload a screenshot before submitting.';
export const ORDER_SUCCESS_TITLE = 'Thank you !';
export const ORDER_SUCCESS_TEXT = 'Order created successfully!';
export const ORDER_FAILURE = 'Could not create the order. Please try again.';

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

export type DepositPanelProps = {
  /** The package being bought: its name and catalogue price. */
  pkg: PackageInfo;
  /** The USDT address deposits go to (from the catalogue response). */
  depositAddress: string;
  /** Creates the order with the screenshot; rejects with an ApiError carrying the server's message. */
  submit: (file: File) => Promise<void>;
  /** Called when the success popup has closed: time to show the member's orders. */
  onOrdered: () => void;
  /** The panel's heading (focusable), e.g. to move focus to the panel when it is revealed. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/**
 * The deposit of spec §4: the amount and the USDT address (copy field and QR code), then the payment
 * screenshot; Submit creates a pending order ('Thank you !') or shows the server's reason ('Error').
 */
export function DepositPanel({
  pkg,
  depositAddress,
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    if (!file) {
      void show({ icon: 'warning', title: SCREENSHOT_REQUIRED });
      return;
    }
    const sent = await order.run(file);
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
          Send exactly <span className="font-semibold text-text tabular">{amount}</span> to this
          address, then upload the payment screenshot.
        </p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} aria-label={`Deposit for ${pkg.name}`}>
          <ol className="grid gap-6">
            <Step n={1} title="Send the payment">
              <div className="flex min-w-0 flex-col items-center gap-5 sm:flex-row sm:items-start">
                <QrCode value={depositAddress} label="QR code of the USDT deposit address" />
                <div className="grid w-full min-w-0 gap-4">
                  <dl className="grid gap-0.5">
                    <dt className="text-sm font-medium text-muted">Amount to send</dt>
                    <dd className="flex items-baseline gap-1.5">
                      <span className="text-3xl font-semibold tracking-tight text-text tabular">
                        {formatMoney(pkg.price)}
                      </span>
                      <span className="text-sm font-medium text-muted">USDT</span>
                    </dd>
                  </dl>
                  <CopyLinkField label="USDT deposit address" value={depositAddress} />
                </div>
              </div>
            </Step>
            <Step n={2} title="Upload the payment screenshot">
              <ScreenshotInput
                label="Payment screenshot"
                onChange={setFile}
                disabled={status !== 'idle'}
              />
            </Step>
          </ol>
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

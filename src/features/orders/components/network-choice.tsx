import { useId } from 'react';
import type { ChainNetwork, DepositNetwork } from '@contract/chain';
import { cn } from '@/ui/lib/cn';

export type NetworkChoiceProps = {
  /** The networks on offer, in the catalogue's order. */
  networks: DepositNetwork[];
  /** The chosen network. */
  value: ChainNetwork;
  /** Called with the network the member picked (arrow keys move and pick, as in any radio group). */
  onValueChange: (network: ChainNetwork) => void;
  /** Blocks another choice, e.g. while the order is sent. */
  disabled?: boolean;
};

/** The network a deposit is paid on, as a native radio group of one card per network. */
export function NetworkChoice({
  networks,
  value,
  onValueChange,
  disabled = false,
}: NetworkChoiceProps) {
  const id = useId();
  return (
    <fieldset data-slot="network-choice" disabled={disabled} className="@container min-w-0">
      <legend className="sr-only">Network</legend>
      <div className="grid gap-3 @md:grid-cols-2">
        {networks.map((network) => {
          const nameId = `${id}-${network.network}-name`;
          const noteId = `${id}-${network.network}-note`;
          return (
            <label
              key={network.network}
              data-slot="network-option"
              data-value={network.network}
              className={cn(
                'group flex min-h-touch min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-muted/60 bg-raised p-3 transition-colors hover:border-muted',
                'has-checked:border-accent has-checked:bg-accent-soft',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60 has-disabled:hover:border-muted/60',
              )}
            >
              <input
                type="radio"
                name={`${id}-network`}
                value={network.network}
                checked={network.network === value}
                onChange={() => onValueChange(network.network)}
                aria-labelledby={nameId}
                aria-describedby={noteId}
                className="sr-only"
              />
              <span
                aria-hidden
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-muted transition-colors group-has-checked:border-accent"
              >
                <span className="size-2.5 scale-0 rounded-full bg-accent transition-transform group-has-checked:scale-100" />
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span id={nameId} className="font-semibold break-words text-text">
                  {network.label}
                </span>
                <span id={noteId} className="text-sm text-muted">
                  Confirmed after {network.confirmations} blocks
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import type { TreeNode as Member } from '@contract/tree';
import { ArrowDownLeft, ArrowDownRight, ArrowUpToLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button/button';
import { Card } from '@/ui/card/card';
import { GenealogyTree, type GenealogySide } from '@/ui/genealogy-tree/genealogy-tree';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { Skeleton } from '@/ui/skeleton/skeleton';

export type ExtremeDirection = 'left' | 'top' | 'right';

export const TREE_FAILURE = 'Failed to fetch tree data';

/** The member-area route that registers a newcomer under `parentSponsorId` on `side` (spec §2). */
export const signupPath = (side: GenealogySide, parentSponsorId: string) =>
  `/userdashboard/signup${side}/${encodeURIComponent(parentSponsorId)}`;

export type GenealogyViewProps = {
  /** The tree shown; undefined while it loads or when it failed. */
  tree: Member | undefined;
  /** The sponsor ID of the member at the top of the tree being shown. */
  rootId: string;
  /** The signed-in member's own sponsor ID (their tree needs no summary). */
  memberSponsorId: string;
  /** Shows a skeleton tree. */
  loading?: boolean;
  /** Set when the tree could not be fetched: the server's message, or 'Failed to fetch tree data'. */
  error?: string;
  /** Called with a member's sponsor ID when that member is clicked (re-roots the tree there). */
  onSelect: (sponsorId: string) => void;
  /** Called by Extreme left, Extreme top and Extreme right. */
  onExtreme: (direction: ExtremeDirection) => void;
  /** The extreme side being fetched, shown as a busy button. */
  pendingExtreme?: 'left' | 'right';
  /** Called by Retry after a failure. */
  onRetry: () => void;
};

const extremeButtons = [
  { direction: 'left', label: 'Extreme left', Icon: ArrowDownLeft },
  { direction: 'top', label: 'Extreme top', Icon: ArrowUpToLine },
  { direction: 'right', label: 'Extreme right', Icon: ArrowDownRight },
] as const;

function RootSummary({
  rootId,
  tree,
  loading,
}: {
  rootId: string;
  tree: Member | undefined;
  loading: boolean;
}) {
  const name = tree && tree.mySponsorId === rootId ? tree.value : undefined;
  return (
    // A div, not a p: the loading skeleton inside is a block element.
    <div
      data-slot="genealogy-root-summary"
      className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-surface px-4 py-3 text-sm text-muted"
    >
      <span>Viewing the team of</span>{' '}
      {name ? (
        <span className="min-w-0 font-semibold break-words text-text">{name}</span>
      ) : (
        loading && <Skeleton className="h-4 w-28" />
      )}{' '}
      <span className="font-mono text-[0.8125rem] text-text">{rootId}</span>
    </div>
  );
}

/** The genealogy screen: Extreme left/top/right, a summary of the shown root, and the zoomable tree. */
export function GenealogyView({
  tree,
  rootId,
  memberSponsorId,
  loading = false,
  error,
  onSelect,
  onExtreme,
  pendingExtreme,
  onRetry,
}: GenealogyViewProps) {
  const state = error !== undefined ? 'error' : loading || !tree ? 'loading' : 'ready';
  const controlsRef = useRef<HTMLDivElement>(null);
  const shownRootId = useRef(rootId);

  // Re-rooting from deep down a tall tree (a phone) brings the Extreme buttons back into view.
  useEffect(() => {
    if (shownRootId.current === rootId) return;
    shownRootId.current = rootId;
    controlsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [rootId]);

  return (
    <div data-slot="genealogy" data-state={state} className="flex min-w-0 flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
        Geneology tree
      </h1>

      <div
        ref={controlsRef}
        role="group"
        aria-label="Tree navigation"
        // Clear of the sticky header when scrolled into view.
        className="grid scroll-mt-24 grid-cols-3 gap-2 sm:flex"
      >
        {extremeButtons.map(({ direction, label, Icon }) => (
          <Button
            key={direction}
            variant="secondary"
            className="px-2 max-sm:text-xs sm:px-4"
            loading={pendingExtreme === direction}
            disabled={pendingExtreme !== undefined && pendingExtreme !== direction}
            onClick={() => onExtreme(direction)}
          >
            {pendingExtreme !== direction && <Icon aria-hidden className="max-sm:hidden" />}
            {label}
          </Button>
        ))}
      </div>

      {rootId !== memberSponsorId && (
        <RootSummary rootId={rootId} tree={tree} loading={state === 'loading'} />
      )}

      <Card>
        {state === 'error' ? (
          <LoadAlert variant="panel" message={TREE_FAILURE} detail={error} onRetry={onRetry} />
        ) : (
          <GenealogyTree
            tree={state === 'ready' ? tree : undefined}
            onSelect={onSelect}
            signupHref={signupPath}
          />
        )}
      </Card>
    </div>
  );
}

import { CircleUserRound, RotateCcw, UserPlus, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { TreeNode } from '../tree-node/tree-node';
import { ZoomCanvas } from './zoom-canvas';

/** A member of the binary tree with their left and right child (the shape of the API's tree node). */
export type GenealogyMember = {
  /** The member's display name. */
  value: string;
  mySponsorId: string;
  isActive: boolean;
  leftChild: GenealogyMember | null;
  rightChild: GenealogyMember | null;
};

export type GenealogySide = 'left' | 'right';

/** The scales the zoom buttons step through. */
export const GENEALOGY_ZOOM_STEPS = [0.5, 0.625, 0.75, 0.875, 1, 1.25, 1.5] as const;

export type GenealogyTreeProps = {
  /** The tree, rooted at the member drawn on top; undefined draws a skeleton of every level. */
  tree: GenealogyMember | undefined;
  /** Draws the skeleton even when a (stale) tree is given. */
  loading?: boolean;
  /** How many levels are drawn, the root included. */
  levels?: number;
  /** Makes every member below the root a button that calls this with their sponsor ID. */
  onSelect?: (sponsorId: string) => void;
  /** Where a vacant slot's Signup link goes; without it vacant slots have no link. */
  signupHref?: (side: GenealogySide, parentSponsorId: string) => string;
  /** The zoom scale, one of GENEALOGY_ZOOM_STEPS, when the caller keeps it. */
  zoom?: number;
  /** Called with the next scale by the zoom buttons. */
  onZoomChange?: (zoom: number) => void;
  /** The starting scale when the tree keeps its own zoom. */
  defaultZoom?: number;
  /** The scrolling region's name; 'of {root name}' is added once the tree is shown. */
  label?: string;
};

const sideLabel = { left: 'Left', right: 'Right' } as const;

/** A position of the drawn tree: a member, a vacant slot under a member, or a loading placeholder. */
type Slot =
  | { kind: 'member'; member: GenealogyMember }
  | { kind: 'vacant'; side: GenealogySide; parent: GenealogyMember }
  | { kind: 'loading' };

type BranchContext = Pick<GenealogyTreeProps, 'signupHref'> & {
  levels: number;
  onSelect?: (sponsorId: string) => void;
};

const childList =
  'relative flex pt-5 before:absolute before:top-0 before:left-1/2 before:h-5 before:w-px before:bg-border-strong';
const childItem =
  'relative flex flex-col items-center px-1.5 pt-5 before:absolute before:top-0 before:h-px before:bg-border-strong first:before:right-0 first:before:left-1/2 last:before:right-1/2 last:before:left-0 after:absolute after:top-0 after:left-1/2 after:h-5 after:w-px after:bg-border-strong';

function childrenOf(slot: Slot, depth: number, levels: number): [Slot, Slot] | undefined {
  if (depth >= levels - 1) return undefined;
  if (slot.kind === 'loading') return [{ kind: 'loading' }, { kind: 'loading' }];
  if (slot.kind === 'vacant') return undefined;
  const { member } = slot;
  return [
    member.leftChild
      ? { kind: 'member', member: member.leftChild }
      : { kind: 'vacant', side: 'left', parent: member },
    member.rightChild
      ? { kind: 'member', member: member.rightChild }
      : { kind: 'vacant', side: 'right', parent: member },
  ];
}

function SlotNode({
  slot,
  isRoot,
  context,
}: {
  slot: Slot;
  isRoot: boolean;
  context: BranchContext;
}) {
  // The kit's root emphasis hides the skeleton bars, so loading slots are drawn plain.
  if (slot.kind === 'loading') return <TreeNode status="active" loading />;
  if (slot.kind === 'vacant') {
    return (
      <TreeNode
        status="vacant"
        role="group"
        aria-label={`Vacant ${slot.side} position under ${slot.parent.value}`}
        signupHref={context.signupHref?.(slot.side, slot.parent.mySponsorId)}
      />
    );
  }
  const { member } = slot;
  const { onSelect } = context;
  return (
    <TreeNode
      name={member.value}
      sponsorId={member.mySponsorId}
      status={member.isActive ? 'active' : 'inactive'}
      isRoot={isRoot}
      onSelect={isRoot || !onSelect ? undefined : () => onSelect(member.mySponsorId)}
    />
  );
}

function Branch({
  slot,
  depth,
  side,
  parentName,
  context,
}: {
  slot: Slot;
  depth: number;
  side?: GenealogySide;
  parentName?: string;
  context: BranchContext;
}) {
  const children = childrenOf(slot, depth, context.levels);
  const name = slot.kind === 'member' ? slot.member.value : undefined;
  return (
    <li className={cn(depth > 0 ? childItem : 'flex flex-col items-center')}>
      {side && parentName && slot.kind === 'member' && (
        <span className="sr-only">
          {sideLabel[side]} of {parentName}:
        </span>
      )}
      <SlotNode slot={slot} isRoot={depth === 0} context={context} />
      {children && (
        <ul className={childList} aria-label={name ? `Team of ${name}` : undefined}>
          {children.map((child, index) => (
            <Branch
              key={index}
              slot={child}
              depth={depth + 1}
              side={index === 0 ? 'left' : 'right'}
              parentName={name}
              context={context}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function LegendItem({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {swatch}
      {children}
    </li>
  );
}

function Legend() {
  const swatch = 'flex size-6 items-center justify-center rounded-full [&_svg]:size-4';
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs font-medium text-muted"
    >
      <LegendItem
        swatch={
          <span aria-hidden className={cn(swatch, 'bg-accent-soft text-accent')}>
            <CircleUserRound />
          </span>
        }
      >
        Active
      </LegendItem>
      <LegendItem
        swatch={
          <span aria-hidden className={cn(swatch, 'bg-danger-soft text-danger')}>
            <CircleUserRound />
          </span>
        }
      >
        Inactive
      </LegendItem>
      <LegendItem
        swatch={
          <span
            aria-hidden
            className={cn(swatch, 'border border-dashed border-border-strong text-muted')}
          >
            <UserPlus className="size-3.5!" />
          </span>
        }
      >
        Vacant
      </LegendItem>
    </ul>
  );
}

function stepOf(zoom: number): number {
  const index = GENEALOGY_ZOOM_STEPS.findIndex((step) => step >= zoom - 1e-9);
  return index === -1 ? GENEALOGY_ZOOM_STEPS.length - 1 : index;
}

function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const step = stepOf(zoom);
  const last = GENEALOGY_ZOOM_STEPS.length - 1;
  const to = (index: number) => onZoom(GENEALOGY_ZOOM_STEPS[index] ?? 1);
  return (
    <div role="group" aria-label="Zoom" className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zoom out"
        disabled={step <= 0}
        onClick={() => to(step - 1)}
      >
        <ZoomOut aria-hidden />
      </Button>
      <output
        aria-live="polite"
        aria-label="Zoom level"
        className="w-12 text-center text-sm font-medium tabular text-text"
      >
        {Math.round(zoom * 100)}%
      </output>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Zoom in"
        disabled={step >= last}
        onClick={() => to(step + 1)}
      >
        <ZoomIn aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Reset zoom"
        disabled={zoom === 1}
        onClick={() => onZoom(1)}
      >
        <RotateCcw aria-hidden />
      </Button>
    </div>
  );
}

/**
 * The binary genealogy tree, `levels` deep, with connector lines, a legend and zoom controls, in a
 * box that scrolls sideways centred on the root. Members below the root are buttons when
 * `onSelect` is given; keyboard focus stays in the tree when a selection re-roots it.
 */
export function GenealogyTree({
  tree,
  loading = false,
  levels = 4,
  onSelect,
  signupHref,
  zoom: controlledZoom,
  onZoomChange,
  defaultZoom = 1,
  label = 'Genealogy tree',
}: GenealogyTreeProps) {
  const [ownZoom, setOwnZoom] = useState(defaultZoom);
  const zoom = controlledZoom ?? ownZoom;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const focusAfterReroot = useRef(false);
  const ready = !loading && tree !== undefined;
  const shown = ready ? tree : undefined;
  const state = ready ? 'ready' : 'loading';
  const shownRoot = shown?.mySponsorId;

  // The clicked member's button is gone once the tree re-roots: keep keyboard focus in the tree,
  // without scrolling the page (the screen around the tree decides what to bring into view).
  useEffect(() => {
    if (shownRoot && focusAfterReroot.current) {
      focusAfterReroot.current = false;
      scrollerRef.current?.focus({ preventScroll: true });
    }
  }, [shownRoot]);

  const context: BranchContext = {
    levels,
    signupHref,
    onSelect: onSelect
      ? (sponsorId) => {
          focusAfterReroot.current = true;
          onSelect(sponsorId);
        }
      : undefined,
  };

  return (
    <div data-slot="genealogy-tree-view" data-state={state}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border px-4 py-2">
        <Legend />
        <ZoomControls
          zoom={zoom}
          onZoom={(next) => {
            setOwnZoom(next);
            onZoomChange?.(next);
          }}
        />
      </div>
      <div
        ref={scrollerRef}
        role="region"
        aria-label={shown ? `${label} of ${shown.value}` : label}
        aria-busy={!ready || undefined}
        tabIndex={0}
        data-slot="genealogy-scroll"
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
      >
        {!ready && <span className="sr-only">Loading tree</span>}
        <div data-slot="genealogy-canvas" className="w-max min-w-full p-4 sm:p-6">
          <ZoomCanvas scale={zoom} scrollerRef={scrollerRef} centerKey={shownRoot ?? state}>
            <ul data-slot="genealogy-tree" data-state={state} className="flex">
              <Branch
                slot={shown ? { kind: 'member', member: shown } : { kind: 'loading' }}
                depth={0}
                context={context}
              />
            </ul>
          </ZoomCanvas>
        </div>
      </div>
    </div>
  );
}

import { cva, type VariantProps } from 'class-variance-authority';
import { create } from 'qrcode';
import { useMemo, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const qrCodeVariants = cva(
  'inline-block shrink-0 rounded-md bg-white p-2 shadow-card [&_svg]:size-full',
  {
    variants: {
      size: { sm: 'size-24', md: 'size-36', lg: 'size-48' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type QrCodeProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof qrCodeVariants> & {
    /** The text encoded, e.g. a referral link or a wallet address. */
    value: string;
    /** What the code is, for screen readers, e.g. 'QR code of the Left Link'. */
    label: string;
  };

/** The dark modules of a QR code as one SVG path (no markup injected, drawn with React). */
function modulesPath(value: string): { size: number; path: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

/** A scannable QR code, black on white with its quiet zone, whatever the theme around it. */
export function QrCode({ value, label, size, className, ...props }: QrCodeProps) {
  const code = useMemo(() => modulesPath(value), [value]);
  return (
    <div
      data-slot="qr-code"
      role="img"
      aria-label={label}
      className={cn(qrCodeVariants({ size }), className)}
      {...props}
    >
      <svg
        viewBox={`-2 -2 ${code.size + 4} ${code.size + 4}`}
        shapeRendering="crispEdges"
        aria-hidden
      >
        <path d={code.path} fill="#000" />
      </svg>
    </div>
  );
}

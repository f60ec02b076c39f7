import { cva, type VariantProps } from 'class-variance-authority';
import { Download } from 'lucide-react';
import { create } from 'qrcode';
import { useMemo, type ComponentProps } from 'react';
import { Button, type ButtonProps } from '../button/button';
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

/** The quiet zone around the modules, in modules (the SVG's and the PNG's). */
const QUIET_ZONE = 2;

const modulesOf = (value: string) => create(value, { errorCorrectionLevel: 'M' }).modules;

/** The dark modules of a QR code as one SVG path (no markup injected, drawn with React). */
function modulesPath(value: string): { size: number; path: string } {
  const modules = modulesOf(value);
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
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${code.size + 2 * QUIET_ZONE} ${code.size + 2 * QUIET_ZONE}`}
        shapeRendering="crispEdges"
        aria-hidden
      >
        <path d={code.path} fill="#000" />
      </svg>
    </div>
  );
}

/** The same code as a PNG, black on white with its quiet zone, `scale` pixels a module. */
export function qrPng(value: string, scale = 12): Promise<Blob> {
  const modules = modulesOf(value);
  const side = (modules.size + 2 * QUIET_ZONE) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) {
        context.fillRect((x + QUIET_ZONE) * scale, (y + QUIET_ZONE) * scale, scale, scale);
      }
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}

export type QrDownloadButtonProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  /** The text encoded, as in the QrCode beside it. */
  value: string;
  /** The saved file's name, e.g. 'referral-left.png'. */
  fileName: string;
  /** What is downloaded, for screen readers, e.g. 'QR code of the Left Link'. */
  subject: string;
};

/** Saves the QR code as a PNG to print or send as an image. */
export function QrDownloadButton({ value, fileName, subject, ...props }: QrDownloadButtonProps) {
  async function download() {
    const href = URL.createObjectURL(await qrPng(value));
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.click();
    // The download has started from the object URL; it is no longer needed after this task.
    setTimeout(() => URL.revokeObjectURL(href));
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      data-slot="qr-download"
      aria-label={`Download ${subject} as a PNG`}
      onClick={download}
      {...props}
    >
      <Download aria-hidden />
      Download QR
    </Button>
  );
}

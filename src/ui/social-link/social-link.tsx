import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const socialLinkVariants = cva(
  'inline-flex size-touch items-center justify-center rounded-full border border-border-strong bg-raised text-text transition-colors hover:text-white [&_svg]:size-5',
  {
    variants: {
      network: {
        facebook: 'hover:border-info hover:bg-info-soft',
        instagram: 'hover:border-danger hover:bg-danger-soft',
      },
    },
    defaultVariants: { network: 'facebook' },
  },
);

const paths = {
  facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2C12 2 10.5 3.5 10.5 6.2v2.3H8v3.3h2.5V22H14V11.8h2.7l.4-3.3H14z',
  instagram:
    'M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3 8.4 2.2 8.8 2.2 12 2.2zm0 2c-3.1 0-3.5 0-4.7.1-2.3.1-3.3 1.2-3.4 3.4-.1 1.2-.1 1.6-.1 4.7s0 3.5.1 4.7c.1 2.2 1.1 3.3 3.4 3.4 1.2.1 1.6.1 4.7.1s3.5 0 4.7-.1c2.3-.1 3.3-1.2 3.4-3.4.1-1.2.1-1.6.1-4.7s0-3.5-.1-4.7c-.1-2.2-1.1-3.3-3.4-3.4-1.2-.1-1.6-.1-4.7-.1zm0 3.3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm4.8-3.3a1.1 1.1 0 1 1 0 2.1 1.1 1.1 0 0 1 0-2.1z',
} as const;

const names = { facebook: 'Facebook', instagram: 'Instagram' } as const;

export type SocialLinkProps = Omit<ComponentProps<'a'>, 'children'> &
  VariantProps<typeof socialLinkVariants> & {
    /** Where the profile lives; opens in a new tab. */
    href: string;
  };

/** A round icon link to one of the brand's social profiles, named for screen readers. */
export function SocialLink({ network, className, ...props }: SocialLinkProps) {
  const key = network ?? 'facebook';
  return (
    <a
      data-slot="social-link"
      data-variant={key}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={names[key]}
      className={cn(socialLinkVariants({ network }), className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
        <path d={paths[key]} />
      </svg>
    </a>
  );
}

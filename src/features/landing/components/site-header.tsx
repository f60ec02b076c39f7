import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import type { MarketCoin } from '@contract/market';
import { Button } from '@/ui/button/button';
import { cn } from '@/ui/lib/cn';
import { Ticker } from '@/ui/ticker/ticker';
import { Wordmark } from './wordmark';

export const navLinks = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '#about' },
  { label: 'Services', href: '#services' },
  { label: 'Join us', href: '/usersignup/verifysponsor', newTab: true },
  { label: 'Login', href: '/login', newTab: true },
  { label: 'Contact', href: '#contact' },
] as const;

function NavLink({
  link,
  onNavigate,
}: {
  link: (typeof navLinks)[number];
  onNavigate?: () => void;
}) {
  const newTab = 'newTab' in link;
  return (
    <a
      href={link.href}
      onClick={onNavigate}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      className={cn(
        'inline-flex min-h-touch items-center rounded px-3 text-sm font-medium text-text transition-colors hover:bg-raised hover:text-white',
        link.label === 'Join us' &&
          'bg-accent text-accent-fg hover:bg-accent-strong hover:text-white',
      )}
    >
      {link.label}
      {newTab && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

/** Price ticker above a sticky navigation bar; on phones the links fold into a menu. */
export function SiteHeader({ coins }: { coins: MarketCoin[] }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/90 backdrop-blur">
      <Ticker coins={coins.map((c) => ({ id: c.id, name: c.name, price: c.current_price }))} />
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between px-4 py-2"
      >
        <a href="/" className="rounded text-lg" aria-label="LEARN-TRADE-EARN home">
          <Wordmark />
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <NavLink link={link} />
            </li>
          ))}
        </ul>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X /> : <Menu />}
        </Button>
      </nav>
      <ul
        id="mobile-nav"
        hidden={!open}
        className="border-t border-border px-4 pb-3 pt-2 md:hidden [&:not([hidden])]:grid [&:not([hidden])]:gap-1"
      >
        {navLinks.map((link) => (
          <li key={link.label}>
            <NavLink link={link} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </header>
  );
}

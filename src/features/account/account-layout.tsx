import type { ReactNode } from 'react';

export type AccountLayoutProps = {
  title: string;
  intro: string;
  /** The sections, each its own card, in reading order. */
  children: ReactNode;
};

/** The account page's frame: its heading and the sections below it, one column. */
export function AccountLayout({ title, intro, children }: AccountLayoutProps) {
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">{title}</h1>
        <p className="text-sm text-pretty text-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}

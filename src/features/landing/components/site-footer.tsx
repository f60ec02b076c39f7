import { Wordmark } from './wordmark';

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="border-t border-border py-8">
      <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-3 px-4 text-sm text-muted sm:flex-row sm:items-center">
        <Wordmark className="text-text" />
        <p>© {year} LEARN-TRADE-EARN. All rights reserved.</p>
      </div>
      <p className="mx-auto mt-4 max-w-6xl px-4 text-xs text-muted">
        Crypto trading carries risk. Education only; nothing here is financial advice.
      </p>
    </footer>
  );
}

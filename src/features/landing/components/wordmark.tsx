export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={className}>
      <svg viewBox="0 0 32 32" aria-hidden className="mr-2 inline-block size-7 align-[-7px]">
        <rect width="32" height="32" rx="7" className="fill-raised" />
        <path
          d="M7 22l6-7 4 4 8-10"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-accent"
        />
      </svg>
      <span className="font-bold tracking-tight">
        LEARN-<span className="text-accent">TRADE</span>-EARN
      </span>
    </span>
  );
}

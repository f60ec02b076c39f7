import { buttonVariants } from '@/ui/button/button';
import { usePrefersReducedMotion } from '@/ui/lib/use-prefers-reduced-motion';

/** Full-width background video with the tagline; only the poster when motion is unwelcome. */
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(78svh,44rem)] items-center overflow-hidden"
    >
      {reducedMotion ? (
        <img
          src="/media/hero-poster.webp"
          alt=""
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : (
        <video
          className="absolute inset-0 -z-20 size-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster="/media/hero-poster.webp"
          aria-hidden
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-bg/40 via-bg/55 to-bg" />
      <div className="mx-auto w-full max-w-6xl px-4 py-20">
        <p className="mb-4 text-sm font-semibold uppercase tracking-[0.2em] text-accent">
          Crypto-trading education &amp; rewards
        </p>
        <h1
          id="hero-title"
          className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
        >
          LEARN-TRADE-EARN
        </h1>
        <p className="mt-5 max-w-xl text-lg text-text/90">
          Learn to read the market, trade with a plan and earn with a community that grows together.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="/usersignup/verifysponsor"
            target="_blank"
            rel="noopener"
            className={buttonVariants({ size: 'lg' })}
          >
            Join us
          </a>
          <a
            href="/login"
            target="_blank"
            rel="noopener"
            className={buttonVariants({ size: 'lg', variant: 'secondary' })}
          >
            Login
          </a>
        </div>
      </div>
    </section>
  );
}

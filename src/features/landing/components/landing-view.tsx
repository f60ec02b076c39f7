import type { MarketCoin } from '@contract/market';
import { AboutSection } from './about-section';
import type { ContactFormProps } from './contact-form';
import { ContactSection } from './contact-section';
import { Hero } from './hero';
import { ServicesSection } from './services-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type LandingViewProps = ContactFormProps & { coins: MarketCoin[]; year?: number };

export function LandingView({ coins, onSubmit, year }: LandingViewProps) {
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader coins={coins} />
      <main id="main">
        <Hero />
        <AboutSection />
        <ServicesSection />
        <ContactSection onSubmit={onSubmit} />
      </main>
      <SiteFooter {...(year ? { year } : {})} />
    </div>
  );
}

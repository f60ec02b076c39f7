import { Mail } from 'lucide-react';
import { SocialLink } from '@/ui/social-link/social-link';
import { socialProfiles } from '../content';
import { ContactForm, type ContactFormProps } from './contact-form';
import { Section } from './section';

export function ContactSection({ onSubmit }: ContactFormProps) {
  return (
    <Section id="contact" eyebrow="Contact Us" title="Talk to the team">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div className="space-y-5">
          <p className="text-muted">
            Questions about packages, payments or your network? Send us a message and we will answer
            by e-mail or phone.
          </p>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Mail aria-hidden className="size-4 text-accent" /> We usually reply within one day.
          </p>
          <div className="flex gap-3">
            <SocialLink network="facebook" href={socialProfiles.facebook} />
            <SocialLink network="instagram" href={socialProfiles.instagram} />
          </div>
        </div>
        <div className="rounded-lg border border-border bg-surface p-5 shadow-card sm:p-6">
          <ContactForm onSubmit={onSubmit} />
        </div>
      </div>
    </Section>
  );
}

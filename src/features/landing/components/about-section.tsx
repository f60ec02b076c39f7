import { Cpu, HandHeart, Trophy } from 'lucide-react';
import { aboutCards } from '../content';
import { Section } from './section';

const icons = [Cpu, HandHeart, Trophy];

export function AboutSection() {
  return (
    <Section
      id="about"
      eyebrow="About Us"
      title="Education first, rewards that follow"
      intro="We teach crypto trading the careful way and reward the members who grow the community."
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {aboutCards.map((card, i) => {
          const Icon = icons[i] ?? Cpu;
          return (
            <li
              key={card.title}
              className="rounded-lg border border-border bg-surface p-6 shadow-card"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-accent-soft text-accent">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold tracking-wide text-white">{card.title}</h3>
              <p className="mt-2 text-sm text-muted">{card.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

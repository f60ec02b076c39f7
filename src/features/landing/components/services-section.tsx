import { BookOpen, ChartCandlestick, ListChecks, PieChart, ShieldAlert, Star } from 'lucide-react';
import { services } from '../content';
import { Section } from './section';

const icons = [BookOpen, Star, ListChecks, ChartCandlestick, PieChart, ShieldAlert];

export function ServicesSection() {
  return (
    <Section
      id="services"
      eyebrow="Services"
      title="What members get"
      intro="Courses, calls and tools for every stage, from the first wallet to a managed portfolio."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service, i) => {
          const Icon = icons[i] ?? BookOpen;
          return (
            <li
              key={service.title}
              className="group rounded-lg border border-border bg-surface p-6 shadow-card transition-colors hover:border-accent/60"
            >
              <Icon aria-hidden className="size-6 text-reward" />
              <h3 className="mt-4 font-semibold text-white">{service.title}</h3>
              <p className="mt-2 text-sm text-muted">{service.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

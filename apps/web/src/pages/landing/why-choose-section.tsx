import type { ComponentType, SVGProps } from 'react';
import { BRAND } from '../../lib/brand';
import { CrownIcon, ShieldIcon, SlotIcon } from '../../components/icons/icons';

interface Reason {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const REASONS: readonly Reason[] = [
  {
    title: 'Premium Games',
    text: 'Slots, blackjack, roulette, poker and live tables — polished, fast and built to play beautifully on any device.',
    Icon: SlotIcon,
  },
  {
    title: 'Secure & Fair',
    text: 'Provably fair outcomes you can verify yourself, protected accounts and tools to keep play fun and responsible.',
    Icon: ShieldIcon,
  },
  {
    title: 'VIP Rewards',
    text: 'Climb the VIP ladder for daily cashback, exclusive bonuses and members-only perks as you play.',
    Icon: CrownIcon,
  },
];

export function WhyChooseSection() {
  return (
    <section className="landing-section" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className="section-title">
          Why Choose <span className="gold-text">{BRAND.short}</span>?
        </h2>
        <p className="section-subtitle">
          A social casino built around great games, fair play and rewards that feel royal.
        </p>
        <ul className="feature-grid">
          {REASONS.map(({ title, text, Icon }) => (
            <li key={title} className="feature-card">
              <span className="feature-card__icon">
                <Icon width={28} height={28} />
              </span>
              <h3 className="feature-card__title">{title}</h3>
              <p className="feature-card__text">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

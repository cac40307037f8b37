import { useEffect } from 'react';
import { usePlayAsGuest } from '../../auth/auth-actions';
import { rememberReferralCode } from '../../auth/referral-code';
import { SiteFooter } from '../../components/site-footer/site-footer';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';
import { PromotionsSection } from './promotions-section';
import { SignInPrompt } from './sign-in-prompt';
import { StatsStrip } from './stats-strip';
import { WhyChooseSection } from './why-choose-section';
import './landing.css';

/**
 * Signed-out home: every call-to-action starts a guest session and reloads into the app. On a
 * player page's path it first asks the visitor to sign in to open that page.
 */
export function LandingPage() {
  const play = usePlayAsGuest();
  // A referral link (/?ref=CODE): the code goes with the sign-up, whenever it happens in this tab.
  useEffect(() => rememberReferralCode(window.location.search), []);
  return (
    <div className="landing">
      <LandingHeader play={play} />
      <main id="main">
        <SignInPrompt play={play} />
        <HeroSection play={play} />
        <StatsStrip />
        <WhyChooseSection />
        <PromotionsSection play={play} />
      </main>
      <SiteFooter />
    </div>
  );
}

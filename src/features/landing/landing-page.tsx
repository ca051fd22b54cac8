import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FundTypeCards } from './fund-type-cards';
import { HeroSection } from './hero-section';
import { NfoPromo } from './nfo-promo';

/** The public landing page at /{product}-home (000 §1). Its header is rendered by the shell. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <FundTypeCards />
      <NfoPromo />
      <ContactSection />
    </>
  );
}

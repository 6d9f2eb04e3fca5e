import {
  LandingFooter,
  LandingHero,
  LandingPricing,
  LandingPrimaryFeatures,
  LandingSecondaryFeatures,
} from './landing-sections';

/**
 * /landing, and the homepage when set to "Landing page": the sections the
 * appearance editor edits, read from the landing settings, which its preview overrides live.
 */
export function LandingRoute() {
  return (
    <div
      className="min-h-full bg-bg pb-[var(--bottom-overlay-height,0px)]"
      data-testid="landing-page"
    >
      <LandingHero />
      <LandingPrimaryFeatures />
      <LandingSecondaryFeatures />
      <LandingPricing />
      <LandingFooter />
    </div>
  );
}

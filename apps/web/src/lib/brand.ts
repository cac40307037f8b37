/** The product's name, used in the logo, hero, footer and document title. */
export const BRAND = {
  name: 'Royal Flush Social Casino',
  short: 'Royal Flush',
  tagline: 'Social Casino',
} as const;

import { z } from 'zod';

// Where a player says they live (issue 18, eligibility): a country (ISO 3166-1 alpha-2) and, in the
// United States, a state or DC (ISO 3166-2:US). Sweepstakes rules differ by state, so a US player
// must name one. A region travels as its code: "US-WA", "GB".

/** The officially assigned ISO 3166-1 alpha-2 codes (249). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The 50 states and the District of Columbia (territories are countries of their own above). */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const COUNTRIES = new Set(COUNTRY_CODES);

export const CountryCode = z
  .string()
  .refine((code) => COUNTRIES.has(code), 'must be a two-letter country code (ISO 3166-1), such as "US"');
export const UsStateCode = z
  .string()
  .refine((code) => Object.hasOwn(US_STATES, code), 'must be a US state code, such as "WA"');

/** Where the player declares they live; `state` is required in the US and absent elsewhere. */
export const DeclaredRegion = z
  .strictObject({ country: CountryCode, state: UsStateCode.nullable().default(null) })
  .superRefine((region, ctx) => {
    if (region.country === 'US' && region.state === null)
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'is required in the United States' });
    if (region.country !== 'US' && region.state !== null)
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'is only asked in the United States' });
  });
export type DeclaredRegion = z.infer<typeof DeclaredRegion>;

/** "US-WA" for a US state, "GB" for a country. */
export const regionCodeOf = (region: { country: string; state: string | null }): string =>
  region.state === null ? region.country : `${region.country}-${region.state}`;

/** A region code ("US-WA", "GB") back into its parts; null when it names no known region. */
export function parseRegionCode(code: string): { country: string; state: string | null } | null {
  const match = /^([A-Z]{2})(?:-([A-Z]{2}))?$/.exec(code);
  if (!match?.[1] || !COUNTRIES.has(match[1])) return null;
  const state = match[2] ?? null;
  if (state !== null && (match[1] !== 'US' || !Object.hasOwn(US_STATES, state))) return null;
  return { country: match[1], state };
}

/** A known region code: a country ("CA") or a US state ("US-WA"). */
export const RegionCode = z
  .string()
  .refine((code) => parseRegionCode(code) !== null, 'must be a region code such as "US-WA" or "GB"');

/** A region's name for people: "Washington, United States", "United Kingdom". */
export function regionName(code: string): string {
  const parts = parseRegionCode(code);
  if (!parts) return code;
  const country = countryName(parts.country);
  return parts.state === null ? country : `${US_STATES[parts.state] ?? parts.state}, ${country}`;
}

let countryNames: Intl.DisplayNames | null = null;
/** A country's English name (Intl), or its code where the runtime has no names. */
export function countryName(code: string): string {
  try {
    countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A configured list of region codes ("US-WA,US-ID", blanks ignored, any case): the codes, or the
 * entries that name no region.
 */
export function parseRegionList(text: string): { ok: true; codes: string[] } | { ok: false; bad: string[] } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
  const bad = entries.filter((entry) => parseRegionCode(entry) === null);
  return bad.length > 0 ? { ok: false, bad } : { ok: true, codes: [...new Set(entries)] };
}

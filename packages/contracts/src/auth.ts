import { z } from 'zod';
import { MoneyString } from './money.js';
import { PlainText } from './plain-text.js';
import { UserRole } from './admin.js';
import { ReferralCode } from './social.js';

/** GET /api/auth/user: the spec's current-user fields (both documents) plus the account kind. */
export const CurrentUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isVip: z.boolean(),
  isAdmin: z.boolean().describe('may open the back office (/admin): an admin or support staff'),
  role: UserRole,
  isGuest: z.boolean().describe('true until the player registers an email and password'),
  balance: MoneyString.describe('game coins'),
  sweepstakesCoins: MoneyString,
  totalWinsP2P: z.number().int(),
  totalLossesP2P: z.number().int(),
  skillRating: z.number().int(),
  friendsCount: z.number().int(),
  socialLevel: z.number().int(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** An email address as players type it (kept in lower case); the account calls use it too. */
export const Email = PlainText.max(254)
  .regex(z.regexes.email, 'must be a valid email address')
  .transform((s) => s.toLowerCase());
// Names are one line: a tab or line break is refused, not trimmed away.
export const PersonName = PlainText.trim().min(1, 'is required').max(50);
/** A new password (registering, changing it, resetting it). */
export const NewPassword = PlainText.min(8, 'must be at least 8 characters').max(200);

export const RegisterRequest = z.strictObject({
  email: Email,
  password: NewPassword,
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: z.iso.date('must be a date as YYYY-MM-DD'),
  /** The code of the player who referred them (?ref=); an unknown code is refused. */
  referralCode: ReferralCode.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** POST /api/auth/guest: optionally the referral code the visitor came with (an unknown one is ignored). */
export const GuestRequest = z.strictObject({ referralCode: ReferralCode.optional() }).nullish();
export type GuestRequest = z.infer<typeof GuestRequest>;

export const LoginRequest = z.strictObject({
  email: Email,
  password: PlainText.min(1, 'is required').max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** POST /api/auth/guest and POST /api/auth/register answer with the signed-in user. */
export const SignedInResponse = z.object({ success: z.literal(true), user: CurrentUser });
export type SignedInResponse = z.infer<typeof SignedInResponse>;

/** Starting grant for every new player, paid from the promotions account (issue 2). */
export const STARTING_GRANT = { coins: '10000.00', sweepstakesCoins: '10.00' } as const;

/** Minimum age, stated in the footer and the table rules. */
export const MINIMUM_AGE_YEARS = 18;

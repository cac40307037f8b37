import { z } from 'zod';
import { Email, NewPassword, PersonName } from './auth.js';
import { plainText } from './plain-text.js';
import { DeclaredRegion, RegionCode } from './regions.js';
import { FeedVisibility } from './social.js';

// The player's account (issue 18): profile, avatar, email verification, password change and reset,
// active sessions, privacy and notification preferences, and sweepstakes eligibility. Every call is
// under /api/account.

// Tokens -------------------------------------------------------------------------------------------

/** Email verification links live this long. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;
/** Password reset links live this long. */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
/** A player may ask for another verification mail this long after the last one. */
export const EMAIL_VERIFICATION_RESEND_MS = 60_000;
/** Password reset requests per email address per hour (whether or not an account has it). */
export const PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 3;
/** Password reset requests per client address per hour. */
export const PASSWORD_RESETS_PER_ADDRESS_PER_HOUR = 10;
/** Avatar uploads and changes per client address per minute (each upload is checked and stored). */
export const AVATAR_WRITES_PER_MINUTE = 10;

/** The secret in a link we mailed: 32 random bytes, base64url (stored only as its SHA-256). */
export const AccountToken = plainText({ error: 'is required' }).regex(
  /^[A-Za-z0-9_-]{43}$/,
  'must be the code from the link we emailed you',
);

// Profile -------------------------------------------------------------------------------------------

/** The avatars shipped with the web app (apps/web/public/avatars/<id>.svg). */
export const BUNDLED_AVATARS = [
  { id: 'spade', label: 'Spade' },
  { id: 'heart', label: 'Heart' },
  { id: 'diamond', label: 'Diamond' },
  { id: 'club', label: 'Club' },
  { id: 'chip', label: 'Poker chip' },
  { id: 'crown', label: 'Crown' },
  { id: 'dice', label: 'Dice' },
  { id: 'seven', label: 'Lucky seven' },
] as const;
export const BundledAvatarId = z.enum(BUNDLED_AVATARS.map((a) => a.id) as [string, ...string[]]);
export type BundledAvatarId = z.infer<typeof BundledAvatarId>;
export const bundledAvatarUrl = (id: string): string => `/avatars/${id}.svg`;

/** Uploaded avatars: PNG, JPEG or WebP, checked by their content on the server. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 200 * 1024;
export const AVATAR_MIN_SIDE = 32;
export const AVATAR_MAX_SIDE = 1024;
/** Where uploaded avatars are served from (this origin: the app's content security policy allows no other). */
export const AVATAR_IMAGE_PATH = '/api/account/avatar-images';

/** PUT /api/account/avatar: one of the bundled avatars, or none (initials). */
export const AvatarChoice = z.strictObject({ avatar: BundledAvatarId.nullable() });
export type AvatarChoice = z.infer<typeof AvatarChoice>;

// Base64 of at most AVATAR_MAX_BYTES bytes.
const AVATAR_BASE64_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4;

/** POST /api/account/avatar/upload: the image file's bytes, base64-encoded. */
export const AvatarUpload = z.strictObject({
  image: z
    .string({ error: 'is required: the image file, base64-encoded' })
    .min(1, 'is required: the image file, base64-encoded')
    .max(AVATAR_BASE64_MAX, `must be an image of at most ${AVATAR_MAX_BYTES / 1024} KB`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 (the image file, base64-encoded)'),
});
export type AvatarUpload = z.infer<typeof AvatarUpload>;

/** GET /api/account/avatar-images/{imageId} */
export const AvatarImageParams = z.strictObject({
  imageId: z.string().regex(/^[a-f0-9]{32}$/, 'must be an avatar image id'),
});

export const AvatarResponse = z.object({ profileImageUrl: z.string().nullable() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

// Eligibility ---------------------------------------------------------------------------------------

export const SweepsIneligibility = z.enum(['guest', 'region_required', 'region_excluded']);
export type SweepsIneligibility = z.infer<typeof SweepsIneligibility>;

/** GET /api/account/eligibility: whether the player may buy packages and use sweepstakes coins. */
export const SweepsEligibilityResponse = z.object({
  eligible: z.boolean(),
  reason: SweepsIneligibility.nullable().describe('why not; null when eligible'),
  message: z.string().nullable().describe('what to tell the player; null when eligible'),
  region: RegionCode.nullable().describe('the declared region, e.g. "US-WA"'),
  regionName: z.string().nullable(),
});
export type SweepsEligibilityResponse = z.infer<typeof SweepsEligibilityResponse>;

/** GET /api/account/sweeps-regions (public): where sweepstakes play is not offered. */
export const SweepsRegions = z.object({
  excludedRegions: z.array(z.object({ code: RegionCode, name: z.string() })),
});
export type SweepsRegions = z.infer<typeof SweepsRegions>;

/** GET /api/account/profile */
export const AccountProfile = z.object({
  id: z.string(),
  isGuest: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  dateOfBirth: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  region: DeclaredRegion.nullable(),
  hasPassword: z.boolean().describe('false for guests and provider-only accounts'),
  createdAt: z.string(),
  eligibility: SweepsEligibilityResponse,
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** PUT /api/account/profile: the display name and where the player lives. */
export const ProfileUpdate = z.strictObject({
  firstName: PersonName,
  lastName: PersonName,
  region: DeclaredRegion.nullable(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

// Email and password ---------------------------------------------------------------------------------

const CurrentPassword = plainText({ error: 'is required' }).min(1, 'is required').max(200);

/** POST /api/account/email: a new email (unverified until its link is followed). */
export const EmailChange = z.strictObject({ email: Email, password: CurrentPassword });
export type EmailChange = z.infer<typeof EmailChange>;

/** POST /api/account/email/verify (signed in or not: the link is opened from a mail). */
export const EmailVerification = z.strictObject({ token: AccountToken });
export type EmailVerification = z.infer<typeof EmailVerification>;

export const EmailStatus = z.object({ email: z.string().nullable(), emailVerified: z.boolean() });
export type EmailStatus = z.infer<typeof EmailStatus>;

/** POST /api/account/password */
export const PasswordChange = z.strictObject({ currentPassword: CurrentPassword, newPassword: NewPassword });
export type PasswordChange = z.infer<typeof PasswordChange>;

export const PasswordChanged = z.object({
  success: z.literal(true),
  sessionsEnded: z.number().int().describe('other sessions of the account that were signed out'),
});
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** POST /api/account/password-reset: asks for a reset link. */
export const PasswordResetRequest = z.strictObject({ email: Email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** The same answer whether or not an account has the address. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses this email, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
export const PasswordResetRequested = z.object({ success: z.literal(true), message: z.string() });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;

/** POST /api/account/password-reset/confirm */
export const PasswordResetConfirm = z.strictObject({ token: AccountToken, newPassword: NewPassword });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

export const INVALID_TOKEN_MESSAGE =
  'This link has expired or was already used. Ask for a new one and use the latest mail.';

/** POST /api/account/close: closing the account, confirmed with the password. */
export const AccountClosure = z.strictObject({ password: CurrentPassword });
export type AccountClosure = z.infer<typeof AccountClosure>;

// Sessions ---------------------------------------------------------------------------------------------

/** One signed-in session of the player (the cookie's id itself is never sent). */
export const AccountSession = z.object({
  id: z.string().describe('an opaque handle for the session'),
  current: z.boolean().describe('the session this request came with'),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  signedInAt: z.string().nullable(),
  lastActiveAt: z.string(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const AccountSessionParams = z.strictObject({
  sessionId: z.string().regex(/^[a-f0-9]{32}$/, 'must be a session id from GET /api/account/sessions'),
});

export const SessionsEnded = z.object({ success: z.literal(true), sessionsEnded: z.number().int() });
export type SessionsEnded = z.infer<typeof SessionsEnded>;

// Preferences --------------------------------------------------------------------------------------------

export const LeaderboardName = z.enum(['name', 'anonymous']);
export type LeaderboardName = z.infer<typeof LeaderboardName>;

const Channels = z.strictObject({
  inApp: z.boolean().describe('a notice in the app while signed in'),
  email: z.boolean().describe('an email to the verified address'),
});

/** GET and PUT /api/account/preferences: privacy, notifications and sound, kept on the server. */
export const PlayerPreferences = z.strictObject({
  /** Who sees the player's activity in the social feed (the social settings' field). */
  feedVisibility: FeedVisibility,
  /** How the player appears to others on the leaderboards. */
  leaderboardName: LeaderboardName,
  /** Promotions and offers by email: off unless the player opts in. */
  marketingEmails: z.boolean(),
  notifications: z.strictObject({ friendRequests: Channels, gameInvites: Channels }),
  /** The app's sounds (a chime on invites and friend requests). */
  sound: z.boolean(),
});
export type PlayerPreferences = z.infer<typeof PlayerPreferences>;

export const DEFAULT_PREFERENCES: Omit<PlayerPreferences, 'feedVisibility'> = {
  leaderboardName: 'name',
  marketingEmails: false,
  notifications: {
    friendRequests: { inApp: true, email: true },
    gameInvites: { inApp: true, email: false },
  },
  sound: true,
};

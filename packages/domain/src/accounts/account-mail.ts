import type { QueuedMail } from '../social/mail-outbox.js';

/**
 * The account's mails (issue 18), as plain text: what each says, in one place. Links point at the
 * site's public origin; a token travels only in the link's query string.
 */

const SIGN_OFF = ['', '— The casino team', 'You get this mail because of your account at the casino.'];

export function verificationMail(to: string, link: string): QueuedMail {
  return {
    kind: 'email-verification',
    to,
    subject: 'Confirm your email address',
    text: [
      'Please confirm that this is your email address by opening this link:',
      '',
      link,
      '',
      'The link works once, for 24 hours. If you did not ask for it, ignore this mail: nothing changes.',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): QueuedMail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Choose a new password',
    text: [
      'Someone (we hope you) asked to reset the password of your casino account.',
      'Open this link to choose a new one:',
      '',
      link,
      '',
      'The link works once, for 30 minutes. Choosing a new password signs your account out everywhere.',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

/** Sent to the old address when the email changes, so a taken-over account does not go unnoticed. */
export function emailChangedMail(to: string, maskedNewEmail: string, resetLink: string): QueuedMail {
  return {
    kind: 'email-changed',
    to,
    subject: 'Your email address was changed',
    text: [
      `The email address of your casino account was changed to ${maskedNewEmail}.`,
      'If that was you, there is nothing to do.',
      `If it was not, reset your password at once (${resetLink}) and contact support.`,
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, resetLink: string): QueuedMail {
  return {
    kind: 'password-changed',
    to,
    subject: 'Your password was changed',
    text: [
      'The password of your casino account was just changed, and your other sessions were signed out.',
      `If that was not you, reset your password at once (${resetLink}) and contact support.`,
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export const verifyEmailLink = (origin: string, token: string) => `${origin}/verify-email?token=${token}`;
export const resetPasswordLink = (origin: string, token: string) => `${origin}/reset-password?token=${token}`;
export const forgotPasswordLink = (origin: string) => `${origin}/reset-password`;

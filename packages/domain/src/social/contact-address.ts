import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * An email address as invitations keep it: trimmed and lower-cased, one @, a dotted domain, no
 * spaces or angle brackets (a deliberately plain check; the mail server has the last word).
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

export function normalizeEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * A phone number in E.164 (+14155550123), parsed with libphonenumber-js. A number written without a
 * country code (no leading + or 00) is read in defaultRegion (PHONE_DEFAULT_REGION, US unless set).
 * Null when it is not a valid number there.
 */
export function normalizePhone(text: string, defaultRegion: string): string | null {
  const trimmed = text.trim().replace(/^00/, '+');
  const phone = isSupportedCountry(defaultRegion)
    ? parsePhoneNumberFromString(trimmed, defaultRegion)
    : parsePhoneNumberFromString(trimmed);
  return phone?.isValid() ? phone.number : null;
}

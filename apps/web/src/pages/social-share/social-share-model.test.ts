import { describe, expect, it } from 'vitest';
import { inviteRefusal, inviteSummary, shareRefusal, splitContacts } from './social-share-model';

describe('the /social-share page model', () => {
  it.each([
    { name: 'empty text', text: '', list: [] },
    { name: 'blanks and commas only', text: ' , ,, ', list: [] },
    { name: 'trims each item', text: ' a@x.io ,b@y.io', list: ['a@x.io', 'b@y.io'] },
    {
      name: 'drops empty items between',
      text: 'a@x.io,,  ,+1 415 555 0123',
      list: ['a@x.io', '+1 415 555 0123'],
    },
  ])('splits a comma list: $name', ({ text, list }) => {
    expect(splitContacts(text)).toEqual(list);
  });

  it.each([
    { name: 'no platform', platforms: [], content: 'hi', title: 'Select Platforms' },
    { name: 'blank content', platforms: ['twitter' as const], content: '  \n ', title: 'Add Content' },
    { name: 'both missing: platforms first', platforms: [], content: '', title: 'Select Platforms' },
  ])('refuses a share with $name', ({ platforms, content, title }) => {
    expect(shareRefusal(platforms, content)?.title).toBe(title);
  });

  it('lets a share with a platform and content through', () => {
    expect(shareRefusal(['facebook'], 'I won')).toBeNull();
  });

  it('asks for contacts when both lists are empty', () => {
    expect(inviteRefusal([], [])).toEqual({
      title: 'Add Contacts',
      description: 'Please add at least one email or phone number.',
    });
    expect(inviteRefusal([], ['+14155550123'])).toBeNull();
  });

  it.each([
    { name: 'none', sent: 0, title: 'No Invitations Sent' },
    { name: 'one', sent: 1, title: '1 Invitation Sent' },
    { name: 'several', sent: 3, title: '3 Invitations Sent' },
  ])('counts $name sent', ({ sent, title }) => {
    expect(inviteSummary({ invitationsSent: sent, skipped: [] }).title).toBe(title);
  });

  it('lists each skipped contact with its reason', () => {
    expect(
      inviteSummary({
        invitationsSent: 1,
        skipped: [
          { address: 'x', reason: 'invalid' },
          { address: 'a@b.io', reason: 'already-registered' },
        ],
      }).description,
    ).toBe('Skipped: x (not a valid address or number), a@b.io (already plays here).');
  });
});

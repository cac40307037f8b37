import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type {
  InviteFriendsResponse,
  LocalMailbox,
  ReferralSummary,
  SharePlatform,
  ShareResponse,
  ShareType,
  SocialConnection,
} from '@casino/contracts';
import { apiJson, HttpError } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import {
  inviteRefusal,
  inviteSummary,
  SHARE_PLATFORMS,
  SHARE_TEMPLATES,
  SHARE_TYPES,
  shareRefusal,
  splitContacts,
} from './social-share-model';
import '../../styles/page-kit.css';
import './social-share.css';

/** The server's message from a refusal, or null when the call failed some other way. */
const serverMessage = (error: unknown): string | null =>
  error instanceof HttpError ? describeError(error) : null;

const copy = async (text: string, what: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: `${what} copied to your clipboard.` });
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Select the text and copy it yourself.',
      variant: 'destructive',
    });
  }
};

const PROVIDER_LABELS: Record<SocialConnection['platform'], string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  instagram: 'Instagram',
};
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** /social-share: share to social platforms, the referral link, invite contacts, connected accounts. */
export function SocialSharePage() {
  const idBase = useId();
  const [shareType, setShareType] = useState<ShareType>('big_win');
  const [platforms, setPlatforms] = useState<SharePlatform[]>([]);
  const [content, setContent] = useState(SHARE_TEMPLATES.big_win);
  const [sharing, setSharing] = useState(false);
  const [lastShare, setLastShare] = useState<ShareResponse | null>(null);
  const [emails, setEmails] = useState('');
  const [phones, setPhones] = useState('');
  const [message, setMessage] = useState('');
  const [inviting, setInviting] = useState(false);

  // Other parts of the hub answer these; each section shows only when its call answers.
  const referrals = useQuery<ReferralSummary>({ queryKey: ['/api/social/referrals'] });
  const connections = useQuery<SocialConnection[]>({ queryKey: ['/api/social/connections'] });
  const mailbox = useQuery<LocalMailbox>({ queryKey: ['/api/mailbox'] });

  const chooseType = (type: ShareType) => {
    // Swap the text only while it is still the previous template (never overwrite the player's words).
    if (content === SHARE_TEMPLATES[shareType]) setContent(SHARE_TEMPLATES[type]);
    setShareType(type);
  };
  const togglePlatform = (platform: SharePlatform) =>
    setPlatforms((list) =>
      list.includes(platform) ? list.filter((p) => p !== platform) : [...list, platform],
    );

  const share = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = shareRefusal(platforms, content);
    if (refusal) return toast({ ...refusal, variant: 'destructive' });
    setSharing(true);
    try {
      const title = SHARE_TYPES.find((t) => t.type === shareType)?.label;
      const response = await apiJson<ShareResponse>('POST', '/api/social/share', {
        type: shareType,
        platforms,
        shareText: content,
        data: { ...(title ? { title } : {}) },
      });
      setLastShare(response);
      for (const link of response.links) window.open(link.url, '_blank', 'noopener,noreferrer');
      if (response.links.some((l) => l.platform === 'instagram')) void copy(content.trim(), 'Your text');
      toast({ title: 'Shared', description: 'Your share pages opened in new tabs.' });
    } catch (error) {
      toast({
        title: 'Share Failed',
        description: serverMessage(error) ?? 'Failed to share to social media',
        variant: 'destructive',
      });
    } finally {
      setSharing(false);
    }
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const emailList = splitContacts(emails);
    const phoneList = splitContacts(phones);
    const refusal = inviteRefusal(emailList, phoneList);
    if (refusal) return toast({ ...refusal, variant: 'destructive' });
    setInviting(true);
    try {
      const response = await apiJson<InviteFriendsResponse>('POST', '/api/social/invite-friends', {
        emails: emailList,
        phones: phoneList,
        message,
        platform: 'casino',
      });
      toast(inviteSummary(response));
      if (response.invitationsSent > 0) {
        setEmails('');
        setPhones('');
      }
    } catch (error) {
      toast({
        title: 'Invite Failed',
        description: serverMessage(error) ?? 'Failed to send invitations',
        variant: 'destructive',
      });
    } finally {
      setInviting(false);
    }
  };

  const activeConnections = connections.data ?? [];
  return (
    <div className="social-share container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Social</p>
          <h1 className="page-head__title">
            Share &amp; <span className="gold-text">Invite</span>
          </h1>
          <p className="page-head__lead">
            Tell your friends about your wins, and invite them to play with you.
          </p>
        </div>
      </header>

      <div className="social-share__grid">
        <form
          className="panel social-share__card"
          onSubmit={(e) => void share(e)}
          aria-labelledby={`${idBase}-share`}
        >
          <h2 id={`${idBase}-share`} className="social-share__title">
            Share to social media
          </h2>
          <fieldset className="social-share__fieldset">
            <legend className="field__label">What are you sharing?</legend>
            <div className="social-share__types">
              {SHARE_TYPES.map((t) => (
                <button
                  key={t.type}
                  type="button"
                  className={`social-share__type${shareType === t.type ? ' is-active' : ''}`}
                  aria-pressed={shareType === t.type}
                  onClick={() => chooseType(t.type)}
                >
                  <strong>{t.label}</strong>
                  <span>{t.hint}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="social-share__fieldset">
            <legend className="field__label">Platforms</legend>
            <div className="social-share__platforms">
              {SHARE_PLATFORMS.map((p) => (
                <label key={p.platform} className="social-share__platform">
                  <input
                    type="checkbox"
                    checked={platforms.includes(p.platform)}
                    onChange={() => togglePlatform(p.platform)}
                  />
                  {p.label}
                </label>
              ))}
            </div>
            {platforms.includes('instagram') && (
              <p className="field__hint">
                Instagram has no web sharing: we copy your text, open Instagram, and you paste it into a post.
              </p>
            )}
          </fieldset>
          <label className="field">
            <span className="field__label">Your message</span>
            <textarea
              className="field__input social-share__text"
              rows={4}
              maxLength={1000}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--gold" disabled={sharing}>
            {sharing ? 'Sharing…' : 'Share Now'}
          </button>
          {lastShare && (
            <p className="field__hint social-share__links">
              Did a tab not open?{' '}
              {lastShare.links.map((link) => (
                <a key={link.platform} href={link.url} target="_blank" rel="noopener noreferrer">
                  {SHARE_PLATFORMS.find((p) => p.platform === link.platform)?.label}
                </a>
              ))}
            </p>
          )}
        </form>

        <div className="social-share__side">
          {referrals.data && (
            <section className="panel social-share__card" aria-labelledby={`${idBase}-ref`}>
              <h2 id={`${idBase}-ref`} className="social-share__title">
                Your referral link
              </h2>
              <p className="field__hint">
                {referrals.data.reward} coins for each friend who joins through it and plays{' '}
                {referrals.data.qualifyingRounds} rounds.
              </p>
              <div className="social-share__copy">
                <input
                  className="field__input"
                  readOnly
                  value={referrals.data.link}
                  aria-label="Referral link"
                />
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => void copy(referrals.data.link, 'Your referral link')}
                >
                  Copy
                </button>
              </div>
            </section>
          )}

          <form
            className="panel social-share__card"
            onSubmit={(e) => void invite(e)}
            aria-labelledby={`${idBase}-invite`}
          >
            <h2 id={`${idBase}-invite`} className="social-share__title">
              Invite friends
            </h2>
            <label className="field">
              <span className="field__label">Emails (comma separated)</span>
              <input
                className="field__input"
                value={emails}
                onChange={(e) => setEmails(e.target.value)}
                placeholder="ana@example.com, ben@example.com"
              />
            </label>
            <label className="field">
              <span className="field__label">Phone numbers (comma separated)</span>
              <input
                className="field__input"
                value={phones}
                onChange={(e) => setPhones(e.target.value)}
                placeholder="+1 415 555 0123"
              />
              <span className="field__hint">
                Text messages go through this installation&apos;s SMS sandbox: recorded, not actually sent.
              </span>
            </label>
            <label className="field">
              <span className="field__label">Personal message (optional)</span>
              <textarea
                className="field__input"
                rows={2}
                maxLength={500}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            </label>
            <button type="submit" className="btn btn--purple" disabled={inviting}>
              {inviting ? 'Sending…' : 'Send Invitations'}
            </button>
            {mailbox.data && (
              <p className="field__hint">
                No mail server is set up here: emails are kept in this installation&apos;s{' '}
                <Link to="/mailbox">local mailbox</Link> (not real email).
              </p>
            )}
          </form>

          {activeConnections.length > 0 && (
            <section className="panel social-share__card" aria-labelledby={`${idBase}-conn`}>
              <h2 id={`${idBase}-conn`} className="social-share__title">
                Connected accounts
              </h2>
              <ul className="social-share__connections">
                {activeConnections.map((c) => (
                  <li key={c.id}>
                    <strong>{PROVIDER_LABELS[c.platform]}</strong>
                    {c.accountLabel && <span> · {c.accountLabel}</span>}
                    <span className={c.isActive ? 'social-share__on' : 'social-share__off'}>
                      {c.isActive ? 'Active' : 'Inactive'}
                    </span>
                    <span className="field__hint">Last sync {day.format(new Date(c.lastSync))}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

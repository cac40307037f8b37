import { useQuery } from '@tanstack/react-query';
import type { LocalMailbox } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { HttpError } from '../../api/http-client';
import { withSiteLinks } from '../../lib/site-links';
import '../../styles/page-kit.css';
import '../social-share/social-share.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /mailbox: the local mailbox of this installation. Without an SMTP server, mail is kept here instead
 * of sent; a player sees the mail addressed to their own email. Not real email.
 */
export function MailboxPage() {
  const mailbox = useQuery<LocalMailbox>({ queryKey: ['/api/mailbox'] });
  const off = mailbox.error instanceof HttpError && mailbox.error.status === 404;
  return (
    <div className="container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Local mailbox</p>
          <h1 className="page-head__title">
            This installation&apos;s <span className="gold-text">mailbox</span>
          </h1>
          <p className="page-head__lead">
            No mail server is set up here, so emails are kept on this installation instead of being sent. This
            is not real email: you see the messages addressed to your own email address.
          </p>
        </div>
      </header>
      {mailbox.isPending && <p className="panel">Loading…</p>}
      {off && <p className="panel">This installation sends real email, so it keeps no local mailbox.</p>}
      {mailbox.error && !off && <p className="panel">{describeError(mailbox.error)}</p>}
      {mailbox.data?.address === null && (
        <p className="panel">Guests have no email address. Register with an email to get mail here.</p>
      )}
      {mailbox.data?.address && mailbox.data.messages.length === 0 && (
        <p className="panel">Nothing for {mailbox.data.address} yet.</p>
      )}
      {mailbox.data && mailbox.data.messages.length > 0 && (
        <ul className="mailbox__list" aria-label={`Mail for ${mailbox.data.address ?? ''}`}>
          {mailbox.data.messages.map((m) => (
            <li key={m.id} className="panel">
              <strong>{m.subject}</strong>
              <div className="field__hint">
                To {mailbox.data.address} · {when.format(new Date(m.sentAt))}
              </div>
              <pre className="mailbox__body">{withSiteLinks(m.text, window.location.origin)}</pre>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

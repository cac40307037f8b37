import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHALLENGE_CHAT_MAX_LENGTH, CHALLENGE_EMOTES, type ChallengeInteraction } from '@casino/contracts';
import { serverNow } from './clock-model';
import { useChallengeRoomStore } from './challenge-room-store';
import { bubbleFor, chatLineOf, emoteOf, logLineOf } from './challenge-social-model';
import { useNow } from './use-now';
import './challenge-social.css';

/**
 * The emotes and short chat of a challenge (the poker challenge page's social-action buttons; the
 * arena has them too): the players send, everyone in the room (players and spectators) reads the
 * log. How a line is sent is the page's choice: the poker page posts it to the REST call, the arena
 * sends the room message. A refusal (too fast, too long) comes back as the sender's error.
 */
export function ChallengeSocialPanel({
  canSend,
  onSend,
}: {
  canSend: boolean;
  onSend: (interaction: ChallengeInteraction) => Promise<void>;
}) {
  const events = useChallengeRoomStore((s) => s.interactions);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLOListElement>(null);

  // The newest line stays in view.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [events.length]);

  async function send(interaction: ChallengeInteraction): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setError(null);
    try {
      await onSend(interaction);
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not send it.');
      return false;
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = chatLineOf(text);
    if (!check.ok) {
      setError(check.reason);
      return;
    }
    if (await send(check.interaction)) setText('');
  }

  return (
    <section className="arena-panel social-panel" aria-labelledby="social-title" data-testid="social-panel">
      <h2 id="social-title" className="arena-panel__title">
        Table talk
      </h2>
      {canSend && (
        <div className="social-panel__emotes" role="group" aria-label="Emotes">
          {CHALLENGE_EMOTES.map((emote) => (
            <button
              key={emote}
              type="button"
              className="social-panel__emote"
              disabled={sending}
              onClick={() => void send(emoteOf(emote))}
            >
              {emote}
            </button>
          ))}
        </div>
      )}
      <ol className="social-panel__log" ref={log} data-testid="social-log" aria-live="polite">
        {events.length === 0 && <li className="social-panel__empty">No messages yet.</li>}
        {events.map((event) => {
          const line = logLineOf(event);
          return (
            <li
              key={`${event.at}-${event.seat}-${event.message}`}
              className={`social-line social-line--${event.type} social-line--seat-${event.seat}`}
            >
              <span className="social-line__time">{line.time}</span>
              <strong className="social-line__who">{line.who}</strong>
              <span className="social-line__text">{line.text}</span>
            </li>
          );
        })}
      </ol>
      {canSend && (
        <form className="social-panel__chat" onSubmit={(e) => void submit(e)}>
          <input
            className="field__input"
            aria-label="Chat message"
            placeholder="Say something…"
            maxLength={CHALLENGE_CHAT_MAX_LENGTH}
            value={text}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn--ghost btn--sm" disabled={sending || text.trim() === ''}>
            Send
          </button>
        </form>
      )}
      {error && (
        <p className="social-panel__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** A seat's last emote, shown over it for a few seconds (place it inside a positioned seat box). */
export function EmoteBubble({ seat }: { seat: number }) {
  const events = useChallengeRoomStore((s) => s.interactions);
  const clock = useChallengeRoomStore((s) => s.clock);
  // Ticks (this small box only) once the room has carried an emote, so a bubble comes and goes.
  const now = useNow(
    events.some((e) => e.seat === seat && e.type === 'emote'),
    250,
  );
  const bubble = bubbleFor(events, seat, serverNow(clock, now));

  if (!bubble) return null;
  return (
    <span className="emote-bubble" role="status" data-testid={`emote-bubble-${seat}`}>
      {bubble.message}
    </span>
  );
}

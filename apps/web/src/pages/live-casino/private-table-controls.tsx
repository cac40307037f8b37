import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { RoomCode, type LiveGameKey, type LiveTableSummary, type PlayCurrency } from '@casino/contracts';
import { gameOf } from '@casino/games';
import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import { HttpError } from '../../api/http-client';
import {
  createPrivateLiveTable,
  createPrivatePokerTable,
  findLiveTableByCode,
  findPokerTableByCode,
} from './live-table-queries';

// Private tables (issue 16): a player opens one of any live game and shares its room code; others
// type the code to join. The next issue's friend invites open the same tables.

export function CopyCodeButton({ code }: { code: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Room code copied', description: code });
    } catch {
      toast({ title: 'Room code', description: `Share this code: ${code}` });
    }
  }
  return (
    <button type="button" className="btn btn--ghost btn--sm live-code__copy" onClick={() => void copy()}>
      Copy
    </button>
  );
}

/** "Private table" for one live game in the currency at stake: creates it and shows the code to share. */
export function PrivateTableButton({ gameKey, currency }: { gameKey: LiveGameKey; currency: PlayCurrency }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<LiveTableSummary | null>(null);
  const name = gameOf(gameKey).name;

  async function create() {
    setCreating(true);
    try {
      setCreated(await createPrivateLiveTable({ gameKey, currency }));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not open a private table',
        description: describeError(error),
      });
    } finally {
      setCreating(false);
    }
  }

  if (created?.roomCode)
    return (
      <div className="live-code" role="status" data-testid="private-table-created">
        <span>
          Your private {name}: code <strong data-testid="private-table-code">{created.roomCode}</strong>
        </span>
        <CopyCodeButton code={created.roomCode} />
        <button
          type="button"
          className="btn btn--gold btn--sm"
          onClick={() => void navigate(`/live-casino/${created.id}`)}
        >
          Open
        </button>
      </div>
    );
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      disabled={creating}
      aria-label={`Private ${name} table`}
      onClick={() => void create()}
    >
      {creating ? 'Opening…' : `Private ${name}`}
    </button>
  );
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** Where a room code leads: a private live table, else a private poker table; the live 404 otherwise. */
async function pathOfCode(code: string): Promise<string> {
  try {
    return `/live-casino/${(await findLiveTableByCode(code)).id}`;
  } catch (liveError) {
    if (!isNotFound(liveError)) throw liveError;
    try {
      return `/poker?table=${(await findPokerTableByCode(code)).tableId}`;
    } catch (pokerError) {
      throw isNotFound(pokerError) ? liveError : pokerError;
    }
  }
}

/** "Private hold'em": a private poker table and its code; Open sits down through the poker page. */
export function PrivatePokerButton({ name, currency }: { name: string; currency: PlayCurrency }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ tableId: number; roomCode: string } | null>(null);

  async function create() {
    setCreating(true);
    try {
      setCreated(await createPrivatePokerTable(currency));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not open a private table',
        description: describeError(error),
      });
    } finally {
      setCreating(false);
    }
  }

  if (created)
    return (
      <div className="live-code" role="status" data-testid="private-poker-created">
        <span>
          Code <strong>{created.roomCode}</strong>
        </span>
        <CopyCodeButton code={created.roomCode} />
        <button
          type="button"
          className="btn btn--gold btn--sm"
          onClick={() => void navigate(`/poker?table=${created.tableId}`)}
        >
          Open
        </button>
      </div>
    );
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      disabled={creating}
      aria-label={`Private ${name} table`}
      onClick={() => void create()}
    >
      {creating ? 'Opening…' : 'Private table'}
    </button>
  );
}

/** "Join by code": finds the private table a code opens, or says there is none. */
export function JoinByCode() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = RoomCode.safeParse(code);
    if (!parsed.success) {
      setError('A room code is 6 letters and digits, e.g. K7Q2MX.');
      return;
    }
    setLooking(true);
    setError(null);
    try {
      await navigate(await pathOfCode(parsed.data));
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setLooking(false);
    }
  }

  return (
    <form
      className="live-join-code"
      onSubmit={(e) => void submit(e)}
      aria-label="Join a private table by code"
    >
      <label htmlFor="live-room-code" className="live-join-code__label">
        Join by code
      </label>
      <input
        id="live-room-code"
        className="field__input live-join-code__input"
        value={code}
        maxLength={6}
        autoComplete="off"
        spellCheck={false}
        placeholder="K7Q2MX"
        aria-invalid={error !== null}
        aria-describedby={error ? 'live-room-code-error' : undefined}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
      />
      <button type="submit" className="btn btn--gold btn--sm" disabled={looking || code.trim() === ''}>
        Join
      </button>
      {error && (
        <p id="live-room-code-error" className="live-join-code__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

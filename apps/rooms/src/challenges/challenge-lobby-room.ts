import { Room, type Client } from '@colyseus/core';
import { CHALLENGE_EVENTS_CHANNEL, ChallengeServerMessages } from '@casino/contracts';
import { roomPlayerOf } from '../room-auth.js';
import type { ChallengeRoomDeps } from './challenge-room-deps.js';

/**
 * The /p2p-betting page's live feed: every `changed` event on the challenge channel (created,
 * accepted, cancelled, expired, settled, from any api or rooms process) is relayed to every client,
 * so the open list refreshes without polling. Clients send nothing; anything they send is ignored.
 */
export class ChallengeLobbyRoom extends Room {
  static deps: Pick<ChallengeRoomDeps, 'db' | 'signer' | 'clock'>;
  private readonly relay = (raw: unknown) => {
    const parsed = ChallengeServerMessages.changed.safeParse(raw);
    if (parsed.success) this.broadcast('changed', parsed.data);
  };

  override async onCreate(): Promise<void> {
    this.maxClients = 2_000;
    await this.presence.subscribe(CHALLENGE_EVENTS_CHANNEL, this.relay);
    this.onMessage('*', () => undefined);
  }

  override onAuth(
    _client: Client,
    _options: unknown,
    context: { headers: Record<string, string | string[] | undefined> },
  ) {
    return roomPlayerOf((this.constructor as typeof ChallengeLobbyRoom).deps, context.headers);
  }

  override async onDispose(): Promise<void> {
    await Promise.resolve(this.presence.unsubscribe(CHALLENGE_EVENTS_CHANNEL, this.relay)).catch(
      () => undefined,
    );
  }
}

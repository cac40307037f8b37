import { EventEmitter } from 'node:events';
import { LiveNotification, playerChannel } from '@casino/contracts';
import type { TableBus } from '../poker/table-bus.js';

/**
 * Notifications to one player (a game invite, a friend request), delivered at once to every live
 * channel (GET /api/live) the player holds, in whichever api process: over the shared bus (the
 * rooms' presence embedded, Redis scaled out), or inside this process when there is none.
 */
export interface PlayerNotifications {
  publish(userId: string, notification: LiveNotification): void;
  /** Calls `listener` with each notification for the player; returns the unsubscribe. */
  subscribe(userId: string, listener: (notification: LiveNotification) => void): () => void;
}

export function createPlayerNotifications(bus: TableBus | null): PlayerNotifications {
  if (!bus) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    return {
      publish: (userId, notification) => emitter.emit(playerChannel(userId), notification),
      subscribe: (userId, listener) => {
        emitter.on(playerChannel(userId), listener);
        return () => emitter.off(playerChannel(userId), listener);
      },
    };
  }
  return {
    publish: (userId, notification) => void Promise.resolve(bus.publish(playerChannel(userId), notification)),
    subscribe: (userId, listener) => {
      const callback = (message: unknown) => {
        const parsed = LiveNotification.safeParse(message);
        if (parsed.success) listener(parsed.data);
      };
      void Promise.resolve(bus.subscribe(playerChannel(userId), callback));
      return () => void Promise.resolve(bus.unsubscribe(playerChannel(userId), callback));
    },
  };
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ActiveRoomList,
  BlockedPlayers,
  FeedPage,
  FriendInviteRequest,
  FriendInviteResponse,
  FriendList,
  FriendRequest,
  FriendRequestList,
  GameInvite,
  GameInviteList,
  PlayerSearchResults,
  ReferralSummary,
  SocialSettings,
  SocialStats,
} from '@casino/contracts';
import { apiJson, apiRequest, throwIfResNotOk } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { feedPath, nextFeedCursor } from './social-model';

// The REST calls of /social (issue 17). Lists load when the page opens and again when the app's
// live channel says something changed (lib/live-channel.ts), or after the player's own change.

export const socialKeys = {
  friends: ['/api/friends'],
  requests: ['/api/friends/requests'],
  blocked: ['/api/friends/blocked'],
  invites: ['/api/friends/invites'],
  stats: ['/api/social/stats'],
  feed: ['/api/social/feed'],
  settings: ['/api/social/settings'],
  referrals: ['/api/social/referrals'],
  activeRooms: ['/api/social/active-rooms'],
  search: ['/api/players/search'],
} as const;

export type SocialQuery = keyof typeof socialKeys;

/** Reads the named lists again (those on screen at once, the others when next shown). */
export function refreshSocial(...which: SocialQuery[]): void {
  for (const key of which) void queryClient.invalidateQueries({ queryKey: socialKeys[key] });
}

export const useFriends = () => useQuery<FriendList>({ queryKey: socialKeys.friends });
export const useFriendRequests = () => useQuery<FriendRequestList>({ queryKey: socialKeys.requests });
export const useBlockedPlayers = () => useQuery<BlockedPlayers>({ queryKey: socialKeys.blocked });
export const useGameInvites = () => useQuery<GameInviteList>({ queryKey: socialKeys.invites });
export const useSocialStats = () => useQuery<SocialStats>({ queryKey: socialKeys.stats });
export const useSocialSettings = () => useQuery<SocialSettings>({ queryKey: socialKeys.settings });
export const useReferrals = () => useQuery<ReferralSummary>({ queryKey: socialKeys.referrals });
export const useActiveRooms = () => useQuery<ActiveRoomList>({ queryKey: socialKeys.activeRooms });

/** Players whose name matches `term` (null: nothing asked yet). */
export const usePlayerSearch = (term: string | null) =>
  useQuery<PlayerSearchResults>({
    queryKey: [...socialKeys.search, term],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ q: term ?? '' }).toString();
      const res = await fetch(`/api/players/search?${query}`, { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as PlayerSearchResults;
    },
    enabled: term !== null,
    staleTime: 0,
  });

/** The feed, newest first, a page at a time ("Load more" asks for the page before the last one's cursor). */
export const useFeed = () =>
  useInfiniteQuery({
    queryKey: socialKeys.feed,
    queryFn: ({ pageParam }) => apiJson<FeedPage>('GET', feedPath(pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextFeedCursor,
  });

const id = encodeURIComponent;

export const sendFriendRequest = (userId: string) =>
  apiJson<FriendRequest>('POST', '/api/friends/requests', { userId });
export const answerFriendRequest = (requestId: string, answer: 'accept' | 'decline' | 'cancel') =>
  apiRequest('POST', `/api/friends/requests/${id(requestId)}/${answer}`);
export const removeFriend = (userId: string) => apiRequest('DELETE', `/api/friends/${id(userId)}`);
export const blockPlayer = (userId: string) => apiRequest('POST', '/api/friends/blocked', { userId });
export const unblockPlayer = (userId: string) => apiRequest('DELETE', `/api/friends/blocked/${id(userId)}`);

export const inviteFriend = (request: FriendInviteRequest) =>
  apiJson<FriendInviteResponse>('POST', '/api/friends/invite', request);
export const answerGameInvite = (inviteId: string, answer: 'accept' | 'decline' | 'cancel') =>
  apiRequest('POST', `/api/friends/invites/${id(inviteId)}/${answer}`);

/** Accepts an invite and answers the route of its table (the server's when it names one). */
export async function acceptGameInvite(invite: GameInvite): Promise<string> {
  const res = await answerGameInvite(invite.id, 'accept');
  const body = (await res.json().catch(() => null)) as {
    route?: unknown;
    invite?: { route?: unknown };
  } | null;
  const route = body?.route ?? body?.invite?.route;
  return typeof route === 'string' && route.startsWith('/') ? route : invite.route;
}

export const saveSocialSettings = (settings: SocialSettings) =>
  apiJson<SocialSettings>('PUT', '/api/social/settings', settings);

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientSeedRequest,
  FairnessState,
  LiveRoundRecord,
  RevealedSeed,
  RotateResponse,
} from '@casino/contracts';
import { apiJson } from '../../api/http-client';

export { useGameSessions } from '../home/home-queries';

export const fairnessKeys = {
  state: ['/api/fairness'] as const,
  seeds: ['/api/fairness/seeds'] as const,
};

/** Every play elsewhere takes a nonce, and plays do not invalidate this key: read it afresh on each visit. */
export const useFairnessState = () =>
  useQuery<FairnessState>({ queryKey: fairnessKeys.state, refetchOnMount: 'always' });
export const useRevealedSeeds = () => useQuery<RevealedSeed[]>({ queryKey: fairnessKeys.seeds });

/** PUT /api/fairness/client-seed: the answer is the new active pair. */
export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientSeedRequest) => apiJson<FairnessState>('PUT', '/api/fairness/client-seed', body),
    onSuccess: (state) => queryClient.setQueryData(fairnessKeys.state, state),
  });
}

/** POST /api/fairness/rotate: reveals the old server seed (409 while a round is open). */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<RotateResponse>('POST', '/api/fairness/rotate'),
    onSuccess: async (rotated) => {
      queryClient.setQueryData<FairnessState>(fairnessKeys.state, {
        serverSeedHash: rotated.serverSeedHash,
        clientSeed: rotated.clientSeed,
        nonce: rotated.nonce,
      });
      await queryClient.invalidateQueries({ queryKey: fairnessKeys.seeds });
    },
  });
}

/** GET /api/live-rounds/:roundId: a live table round's public record; read afresh (its seed may have been revealed since). */
export const useLiveRound = (roundId: string, enabled: boolean) =>
  useQuery<LiveRoundRecord>({
    queryKey: [`/api/live-rounds/${roundId}`],
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });

import type {
  RgExclusionLength,
  RgStatus,
  SetRealityCheckRequest,
  SetRgLimitRequest,
  SetRgLimitResponse,
} from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { rgSessionKey, rgStatusKey } from '../../components/responsible-gaming/rg-session';

const BASE = '/api/responsible-gaming';

/** Every change answers the status after it: the page shows it, the app-wide strip reads again. */
function showStatus(status: RgStatus): RgStatus {
  queryClient.setQueryData(rgStatusKey, status);
  void queryClient.invalidateQueries({ queryKey: rgSessionKey });
  return status;
}

export async function setLimit(request: SetRgLimitRequest): Promise<SetRgLimitResponse> {
  const answer = await apiJson<SetRgLimitResponse>('POST', `${BASE}/limits`, request);
  showStatus(answer.status);
  return answer;
}

export const setRealityCheck = async (request: SetRealityCheckRequest) =>
  showStatus(await apiJson<RgStatus>('POST', `${BASE}/reality-check`, request));

export const takeBreak = async (days: number) =>
  showStatus(await apiJson<RgStatus>('POST', `${BASE}/break`, { days }));

export const selfExclude = async (length: RgExclusionLength) =>
  showStatus(await apiJson<RgStatus>('POST', `${BASE}/self-exclusion`, { length, confirm: true }));

export const requestLift = async () =>
  showStatus(await apiJson<RgStatus>('POST', `${BASE}/self-exclusion/lift`, {}));

export const cancelLift = async () =>
  showStatus(await apiJson<RgStatus>('POST', `${BASE}/self-exclusion/lift/cancel`, {}));

/** A patient's gaps in care, loaded for a page; a failure says so for 7 s (SPEC §8). */
import { useEffect } from 'react';
import { showToast } from '@hearth/shared-kernel/bus';
import { TOAST_LONG_MS } from '@hearth/shared-kernel/domain';
import { useLoad } from '@hearth/shared-kernel/console';
import { cdeApi } from './cdeApi';

const LOAD_FAILURE = 'Failed to load Quality Considerations';

export function useGapsInCare(patientId: string) {
  const loaded = useLoad(() => cdeApi.gapsInCare(patientId), LOAD_FAILURE, [patientId]);
  useEffect(() => {
    if (loaded.error) showToast({ header: LOAD_FAILURE, message: 'Please try again.', tone: 'error', durationMs: TOAST_LONG_MS });
  }, [loaded.error]);
  return loaded;
}

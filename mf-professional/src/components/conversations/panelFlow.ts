/**
 * The panel flow of the patient view (SPEC §2 Layout): the conversation a professional opened and
 * the patient panel beside it stay open while they step to that patient's pages and come back.
 * Moving on to other work (tasks, programs, the roster) resets it, so the patient view then opens
 * on the list rather than on a conversation from earlier.
 */
import { useEffect } from 'react';
import { useLocation } from '@hearth/shared-kernel/react';
import type { ConversationSummary } from '../../domain';

export interface PanelFlow {
  patientId: string;
  conversation: ConversationSummary | null;
}

/** SPEC §2: routes that reset the panel flow after navigation. */
const PANEL_FLOW_RESET_PATHS = ['/professional/tasks', '/programs', '/professional/roster'] as const;

let current: PanelFlow | null = null;

export const panelFlow = {
  get: (): PanelFlow | null => current,
  set: (flow: PanelFlow | null): void => {
    current = flow;
  },
  reset: (): void => {
    current = null;
  },
};

function resetsPanelFlow(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PANEL_FLOW_RESET_PATHS as readonly string[]).includes(path);
}

/** Mounted once by the area: resets the flow after each navigation to one of those routes. */
export function usePanelFlowReset(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (resetsPanelFlow(pathname)) panelFlow.reset();
  }, [pathname]);
}

/** How an event reads in the tables: its type, status and patient class, as words and tones. */
import { ADT_EVENT_TYPE_LABELS, type AdtEvent, type AdtEventStatus, type AdtEventType } from '@hearth/shared-kernel/domain';
import type { Tone } from '../ToneTag';

export const EVENT_TYPE_TONES: Record<AdtEventType, Tone> = {
  IP_ADMISSION: 'negative',
  ED_ADMISSION: 'caution',
  IP_DISCHARGE: 'info',
  ED_DISCHARGE: 'positive',
};

export const EVENT_STATUS_LABELS: Record<AdtEventStatus, string> = {
  new: 'Needs action',
  acknowledged: 'Acknowledged',
  task_created: 'Task created',
};

export const eventTypeLabel = (type: AdtEventType) => ADT_EVENT_TYPE_LABELS[type];

/** A task title and description that say what happened, for the person to edit. */
export function taskDraftOf(event: AdtEvent): { title: string; description: string } {
  const what = ADT_EVENT_TYPE_LABELS[event.type];
  return {
    title: `Follow up: ${what.toLowerCase()}`,
    description: [`${what} at ${event.facilityName}`, event.location ? `(${event.location})` : '', event.reason ? `— ${event.reason}` : '']
      .filter(Boolean)
      .join(' '),
  };
}

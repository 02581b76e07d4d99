/** The practice's outreach settings as a short definition list (SPEC §3 practice settings). */
import type { OutreachSettings } from '@hearth/shared-kernel/domain';

const time = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

export const formatWhen = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });

export function OutreachSettingsList({ settings, nextWindowStart }: { settings: OutreachSettings; nextWindowStart: string }) {
  return (
    <dl className="pro-settings" aria-label="Outreach settings">
      <dt>Invitations start</dt>
      <dd>{time(settings.initiateOutreachTime)}</dd>
      <dt>Responses stop</dt>
      <dd>{time(settings.stopResponsesTime)}</dd>
      <dt>Frequency</dt>
      <dd>{settings.frequency === 'daily' ? 'Daily' : 'Weekly (Mondays)'}</dd>
      <dt>Days</dt>
      <dd>{settings.days === 'weekdays' ? 'Weekdays' : 'Including weekends'}</dd>
      <dt>Time zone</dt>
      <dd>{settings.timeZone}</dd>
      <dt>Next outreach window</dt>
      <dd>{formatWhen(nextWindowStart, settings.timeZone)}</dd>
    </dl>
  );
}

/** The practice's outreach settings as a short definition list (SPEC §3 practice settings). */
import { formatDateTime, formatTimeOfDay, timeZoneName, type OutreachSettings } from '@hearth/shared-kernel/domain';

export function OutreachSettingsList({ settings, nextWindowStart }: { settings: OutreachSettings; nextWindowStart: string }) {
  return (
    <dl className="pro-settings" aria-label="Outreach settings">
      <dt>Invitations start</dt>
      <dd>{formatTimeOfDay(settings.initiateOutreachTime, settings.timeZone)}</dd>
      <dt>Responses stop</dt>
      <dd>{formatTimeOfDay(settings.stopResponsesTime, settings.timeZone)}</dd>
      <dt>Frequency</dt>
      <dd>{settings.frequency === 'daily' ? 'Daily' : 'Weekly (Mondays)'}</dd>
      <dt>Days</dt>
      <dd>{settings.days === 'weekdays' ? 'Weekdays' : 'Including weekends'}</dd>
      <dt>Time zone</dt>
      <dd>{timeZoneName(settings.timeZone)}</dd>
      <dt>Next outreach window</dt>
      <dd>{formatDateTime(nextWindowStart, settings.timeZone)}</dd>
    </dl>
  );
}

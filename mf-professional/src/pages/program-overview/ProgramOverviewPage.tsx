/** /programs/:programId/overview: what the program is, its outreach settings and its funnel. */
import { useParams } from '@hearth/shared-kernel/react';
import { PROGRAM_ENROLLMENT_STATUSES } from '@hearth/shared-kernel/domain';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { ProgramNav } from '../../components/ProgramNav';
import { FunnelChart } from '../../components/programs/FunnelChart';
import { OutreachSettingsList } from '../../components/programs/OutreachSettingsList';
import { PROGRAMS_LOAD_FAILED, programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import '../../components/programs/programs.css';
import type { ScreenProps } from '../../screens';

export default function ProgramOverviewPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'overview'> }) {
  const { programId = '' } = useParams();
  const loaded = useLoad(() => api.overview(programId), PROGRAMS_LOAD_FAILED, [api, programId]);
  return (
    <ScreenFrame title={title} intro="What the program is, when it invites patients, and how far they get." sectionNav={<ProgramNav programId={programId} />}>
      <LoadState loaded={loaded}>
        {(o) => (
          <>
            <h2 className="pro-subtitle">{o.name}</h2>
            <p>{o.description}</p>
            <FunnelChart title="Outreach funnel" steps={o.funnel} />
            <ul className="pro-status-counts" aria-label="Patients by status">
              {PROGRAM_ENROLLMENT_STATUSES.map((s) => (
                <li key={s}>
                  {s}: <strong>{o.counts[s].toLocaleString()}</strong>
                </li>
              ))}
            </ul>
            <p>
              {o.outreachRuns.toLocaleString()} outreach runs, {o.invitationsSent.toLocaleString()} invitations sent.
            </p>
            <h2 className="pro-subtitle">Outreach settings</h2>
            <OutreachSettingsList settings={o.outreach} nextWindowStart={o.nextWindowStart} />
          </>
        )}
      </LoadState>
    </ScreenFrame>
  );
}

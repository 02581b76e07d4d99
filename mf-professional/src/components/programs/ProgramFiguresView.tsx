/** The program's headline figures for the practice and tasks landings. */
import { useParams } from '@hearth/shared-kernel/react';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import type { ProgramFigures } from '@hearth/shared-kernel/domain';
import { ProgramNav } from '../ProgramNav';
import { OutreachSettingsList } from './OutreachSettingsList';
import { PROGRAMS_LOAD_FAILED, type ProgramsApi } from './programsApi';
import './programs.css';

type FiguresCall = 'practiceFigures' | 'taskFigures';

/** A program landing: its figures as `api[figures]` reads them for the program in the URL. */
export function ProgramFiguresScreen<K extends FiguresCall>({ title, intro, api, figures }: { title: string; intro: string; api: Pick<ProgramsApi, K>; figures: K }) {
  const { programId = '' } = useParams();
  const loaded = useLoad(() => (api as Pick<ProgramsApi, FiguresCall>)[figures](programId), PROGRAMS_LOAD_FAILED, [api, programId]);
  return (
    <ScreenFrame title={title} intro={intro} sectionNav={<ProgramNav programId={programId} />}>
      <LoadState loaded={loaded}>{(data) => <ProgramFiguresView figures={data} />}</LoadState>
    </ScreenFrame>
  );
}

function ProgramFiguresView({ figures }: { figures: ProgramFigures }) {
  // Each figure counts patients of this program; the line under it says how (one definition each).
  const items: [string, number, string][] = [
    ['Patients in the program', figures.enrolled, 'Everyone added to it, whatever their status'],
    ['Agreed', figures.agreed, 'Replied yes to an invitation'],
    ['In queue for outreach', figures.inQueue, 'Waiting for their first invitation'],
    ['Patients invited in the last 7 days', figures.invitedThisWeek, 'Each patient once, however many texts'],
    ['Agreed in the last 7 days', figures.agreedThisWeek, 'Replied yes in the last 7 days'],
    ['Open tasks', figures.openTasks, 'Open or in progress, about patients in the program'],
  ];
  return (
    <>
      <ul className="pro-metrics" aria-label={`${figures.programName} figures`}>
        {items.map(([label, value, definition]) => (
          <li key={label}>
            <div className="pro-metric">
              <div className="pro-metric__value">{value.toLocaleString()}</div>
              <div className="pro-metric__label">{label}</div>
              <div className="pro-metric__hint">{definition}</div>
            </div>
          </li>
        ))}
      </ul>
      <OutreachSettingsList settings={figures.outreach} nextWindowStart={figures.nextWindowStart} />
    </>
  );
}

/** The program's headline figures for the practice and tasks landings. */
import type { ProgramFigures } from '@hearth/shared-kernel/domain';
import { OutreachSettingsList } from './OutreachSettingsList';

export function ProgramFiguresView({ figures }: { figures: ProgramFigures }) {
  const items: [string, number][] = [
    ['Patients in the program', figures.enrolled],
    ['Agreed', figures.agreed],
    ['In queue for outreach', figures.inQueue],
    ['Invited in the last 7 days', figures.invitedThisWeek],
    ['Agreed in the last 7 days', figures.agreedThisWeek],
    ['Open tasks', figures.openTasks],
  ];
  return (
    <>
      <ul className="pro-metrics" aria-label={`${figures.programName} figures`}>
        {items.map(([label, value]) => (
          <li key={label}>
            <div className="pro-metric">
              <div className="pro-metric__value">{value.toLocaleString()}</div>
              <div className="pro-metric__label">{label}</div>
            </div>
          </li>
        ))}
      </ul>
      <OutreachSettingsList settings={figures.outreach} nextWindowStart={figures.nextWindowStart} />
    </>
  );
}

/** Navigation between the pages of one program (SPEC §2 programs routes). */
import { paths, type ProgramPage } from '@hearth/shared-kernel/paths';
import { SectionNav, NavLink } from '@hearth/shared-kernel/react';

const LABELS: Partial<Record<ProgramPage, string>> = {
  overview: 'Overview',
  roster: 'Roster',
  'roster-eligible-patients': 'Eligible patients',
  outreaches: 'Outreaches',
  practice: 'Practice',
  tasks: 'Tasks',
};

export function ProgramNav({ programId }: { programId: string }) {
  const links = (Object.keys(LABELS) as ProgramPage[]).map((page) => ({
    to: paths.program(programId, page),
    label: LABELS[page] as string,
  }));
  return <SectionNav className="pro-section-nav" NavLink={NavLink} label="Program" links={links} />;
}

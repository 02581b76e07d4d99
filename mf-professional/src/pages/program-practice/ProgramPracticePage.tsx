/** /programs/:programId/practice: The practice's figures for this program and its outreach settings. */
import { useParams } from 'react-router-dom';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { ProgramNav } from '../../components/ProgramNav';
import { ProgramFiguresView } from '../../components/programs/ProgramFiguresView';
import { PROGRAMS_LOAD_FAILED, programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import '../../components/programs/programs.css';
import type { ScreenProps } from '../../screens';

export default function ProgramPracticePage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'practiceFigures'> }) {
  const { programId = '' } = useParams();
  const loaded = useLoad(() => api.practiceFigures(programId), PROGRAMS_LOAD_FAILED, [api, programId]);
  return (
    <ScreenFrame title={title} intro="The practice's figures for this program and its outreach settings." sectionNav={<ProgramNav programId={programId} />}>
      <LoadState loaded={loaded}>{(figures) => <ProgramFiguresView figures={figures} />}</LoadState>
    </ScreenFrame>
  );
}

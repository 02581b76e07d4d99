/** /programs/:programId/tasks: This program's figures across its practice: enrollment, outreach and open tasks. */
import { useParams } from 'react-router-dom';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { ProgramNav } from '../../components/ProgramNav';
import { ProgramFiguresView } from '../../components/programs/ProgramFiguresView';
import { PROGRAMS_LOAD_FAILED, programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import '../../components/programs/programs.css';
import type { ScreenProps } from '../../screens';

export default function ProgramTasksPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'taskFigures'> }) {
  const { programId = '' } = useParams();
  const loaded = useLoad(() => api.taskFigures(programId), PROGRAMS_LOAD_FAILED, [api, programId]);
  return (
    <ScreenFrame title={title} intro="This program's figures across its practice: enrollment, outreach and open tasks." sectionNav={<ProgramNav programId={programId} />}>
      <LoadState loaded={loaded}>{(figures) => <ProgramFiguresView figures={figures} />}</LoadState>
    </ScreenFrame>
  );
}

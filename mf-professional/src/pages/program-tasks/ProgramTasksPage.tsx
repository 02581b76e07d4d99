/** /programs/:programId/tasks: This program's figures across its practice: enrollment, outreach and open tasks. */
import { ProgramFiguresScreen } from '../../components/programs/ProgramFiguresView';
import { programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import type { ScreenProps } from '../../screens';

export default function ProgramTasksPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'taskFigures'> }) {
  return <ProgramFiguresScreen title={title} intro="This program's figures across its practice: enrollment, outreach and open tasks." api={api} figures="taskFigures" />;
}

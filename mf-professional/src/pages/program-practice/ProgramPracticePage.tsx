/** /programs/:programId/practice: The practice's figures for this program and its outreach settings. */
import { ProgramFiguresScreen } from '../../components/programs/ProgramFiguresView';
import { programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import type { ScreenProps } from '../../screens';

export default function ProgramPracticePage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'practiceFigures'> }) {
  return <ProgramFiguresScreen title={title} intro="The practice's figures for this program and its outreach settings." api={api} figures="practiceFigures" />;
}

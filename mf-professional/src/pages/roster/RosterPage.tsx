/** /professional/roster: Your patients, their enrollment status and conversations that need a response. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function RosterPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Your patients, their enrollment status and conversations that need a response."
      empty="Your patient roster will appear here, with filters and saved columns."
    />
  );
}

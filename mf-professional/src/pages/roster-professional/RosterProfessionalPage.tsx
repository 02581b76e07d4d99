/** /professional/roster-professional: The professionals of your organisation and their roles. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function RosterProfessionalPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="The professionals of your organisation and their roles."
      empty="The care team members of your organisation will be listed here."
    />
  );
}

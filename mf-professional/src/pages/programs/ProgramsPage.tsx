/** /programs: The care programs your organisation runs. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function ProgramsPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="The care programs your organisation runs."
      empty="Programs available to your organisation will be listed here."
    />
  );
}

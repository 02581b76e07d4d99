/** /programs/:programId/add: add this program from the catalogue to the organisation. */
import { useState } from 'react';
import { Link, useParams } from '@hearth/shared-kernel/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { paths } from '@hearth/shared-kernel/paths';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { messagesOf } from '../../components/patientsApi';
import { PROGRAMS_LOAD_FAILED, programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import type { ScreenProps } from '../../screens';

export default function ProgramAddPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'catalogue' | 'addProgram'> }) {
  const { programId = '' } = useParams();
  const loaded = useLoad(() => api.catalogue(), PROGRAMS_LOAD_FAILED, [api]);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  async function add() {
    setAdding(true);
    setFailure(null);
    try {
      await api.addProgram(programId);
      loaded.reload();
    } catch (error) {
      setFailure(messagesOf(error)[0]);
    } finally {
      setAdding(false);
    }
  }

  return (
    <ScreenFrame title={title} intro="Add a program from the catalog to your organization.">
      <LoadState loaded={loaded}>
        {(catalogue) => {
          const entry = catalogue.find((c) => c.id === programId);
          if (!entry) return <Alert type="warning" showIcon title="This program is not in the catalog." />;
          return (
            <>
              <h2 className="pro-subtitle">{entry.name}</h2>
              <p>{entry.description}</p>
              {failure && <Alert type="error" showIcon title={failure} />}
              {entry.added ? (
                <p role="status">
                  Your organization runs this program. <Link to={paths.program(entry.id, 'roster-eligible-patients')}>Add patients to it</Link>.
                </p>
              ) : (
                <Button type="primary" loading={adding} onClick={() => void add()}>
                  Add {entry.name} to your organization
                </Button>
              )}
            </>
          );
        }}
      </LoadState>
    </ScreenFrame>
  );
}

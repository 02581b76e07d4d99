/** /programs: the organisation's programs with how many patients are in each status (SPEC §4). */
import { Link } from '@hearth/shared-kernel/react';
import { PROGRAM_ENROLLMENT_STATUSES } from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { PROGRAMS_LOAD_FAILED, programsAndCatalogue, programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import '../../components/programs/programs.css';
import type { ScreenProps } from '../../screens';

export default function ProgramsPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'list' | 'catalogue'> }) {
  const loaded = useLoad(() => programsAndCatalogue(api), PROGRAMS_LOAD_FAILED, [api]);
  return (
    <ScreenFrame title={title} intro="The care programs your organization runs, and where each patient stands in them.">
      <LoadState loaded={loaded}>
        {({ programs, catalogue }) => (
          <>
            <ul className="pro-program-cards" aria-label="Programs">
              {programs.map((p) => (
                <li key={p.id}>
                  <article className="pro-program-card" aria-labelledby={`program-${p.id}`}>
                    <h2 id={`program-${p.id}`}>
                      <Link to={paths.program(p.id, 'overview')}>{p.name}</Link>
                    </h2>
                    <p>{p.description}</p>
                    <strong>{p.total.toLocaleString()} patients</strong>
                    <ul className="pro-status-counts" aria-label={`${p.name} by status`}>
                      {PROGRAM_ENROLLMENT_STATUSES.map((s) => (
                        <li key={s}>
                          {s}: <strong>{p.counts[s].toLocaleString()}</strong>
                        </li>
                      ))}
                    </ul>
                    <Link to={paths.program(p.id, 'roster')}>Roster</Link> · <Link to={paths.program(p.id, 'outreaches')}>Outreaches</Link>
                  </article>
                </li>
              ))}
            </ul>
            {catalogue.some((c) => !c.added) && (
              <>
                <h2 className="pro-subtitle">Add a program</h2>
                <ul aria-label="Programs to add">
                  {catalogue
                    .filter((c) => !c.added)
                    .map((c) => (
                      <li key={c.id}>
                        <Link to={paths.program(c.id, 'add')}>{c.name}</Link>
                      </li>
                    ))}
                </ul>
              </>
            )}
          </>
        )}
      </LoadState>
    </ScreenFrame>
  );
}

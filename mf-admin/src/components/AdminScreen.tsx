/**
 * An admin screen about the practice or the user in the URL (`:id`): its title, intro and section
 * links, then what it loaded for that id, once loaded (the loading and error states the kit's).
 */
import type { ReactNode } from 'react';
import { useParams } from '@hearth/shared-kernel/react';
import { LoadState, ScreenFrame, useLoad, type Loaded } from '@hearth/shared-kernel/console';
import { PracticeNav } from './PracticeNav';
import { UserSettingsNav } from './UserSettingsNav';

export interface AdminScreenProps<T> {
  title: string;
  intro: string;
  /** Whose section links: a practice's administration or a user's settings. */
  of: 'practice' | 'user';
  load: (id: string) => Promise<T>;
  /** The message when the load fails. */
  failure: string;
  children: (data: T, screen: { id: string; loaded: Loaded<T> }) => ReactNode;
}

function AdminScreen<T>({ title, intro, of, load, failure, children }: AdminScreenProps<T>) {
  const { id = '' } = useParams();
  const loaded = useLoad(() => load(id), failure, [id]);
  return (
    <ScreenFrame title={title} intro={intro} sectionNav={of === 'practice' ? <PracticeNav practiceId={id} /> : <UserSettingsNav userId={id} />}>
      <LoadState loaded={loaded}>{(data) => children(data, { id, loaded })}</LoadState>
    </ScreenFrame>
  );
}

/** A screen that is just an AdminScreen: `render` shows what was loaded for the id in the URL. */
export function adminScreen<T>(of: AdminScreenProps<T>['of'], texts: { intro: string; failure: string }, load: (id: string) => Promise<T>, render: AdminScreenProps<T>['children']) {
  return function AdminScreenPage({ title }: { title: string }) {
    return (
      <AdminScreen title={title} intro={texts.intro} of={of} load={load} failure={texts.failure}>
        {render}
      </AdminScreen>
    );
  };
}

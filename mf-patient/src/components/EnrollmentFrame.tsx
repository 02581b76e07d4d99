/**
 * An enrollment step (SPEC §2): the enrollment header (except on the steps that have none), the
 * enrollment behind the link, and the rule of where a link resumes. A page asked for out of turn
 * (a later step than the patient has reached, or any page after a help request) sends the patient
 * to the right one; an invalid link goes to the not-found page.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '@hearth/shared-kernel/react';
import { nextEnrollmentStep, resumeStep, type EnrollmentFlowStep, type EnrollmentView } from '@hearth/shared-kernel/domain';
import { paths, type EnrollmentStep } from '@hearth/shared-kernel/paths';
import { enrollmentApi } from './enrollment/enrollmentApi';
import { knownEnrollment, refreshEnrollment, useEnrollmentState } from './enrollment/enrollmentStore';
import { StepIndicator } from './enrollment/StepIndicator';
import { PracticeBrand, PracticeLogo } from './PracticeLogo';
import { ScreenFrame } from './ScreenFrame';
import { useText } from '../i18n/useText';

/** The URL of a flow step ('features' is /enrollment itself). */
export function stepPath(token: string, step: EnrollmentFlowStep | EnrollmentStep): string {
  return paths.enrollment(token, step === 'features' ? undefined : step);
}

export interface EnrollmentContextValue {
  token: string;
  view: EnrollmentView;
  /** Records the step as reached (the free pages) and opens the next one. */
  goNext(options?: { refresh?: boolean }): Promise<void>;
}

const EnrollmentContext = createContext<EnrollmentContextValue | null>(null);

export function useEnrollment(): EnrollmentContextValue {
  const value = useContext(EnrollmentContext);
  if (!value) throw new Error('useEnrollment must be used inside an EnrollmentFrame with a step');
  return value;
}

function useEnrollmentToken(): string {
  return useSearchParams()[0].get('token') ?? '';
}

function EnrollmentHeader({ organizationName, logoUrl = null }: { organizationName?: string; logoUrl?: string | null }) {
  const { t } = useText();
  return (
    <header className="pt-header">
      {organizationName ? <PracticeLogo name={organizationName} url={logoUrl} /> : null}
      <span className="pt-brand">Hearth</span>
      <span className="pt-header-note">{organizationName ? t('e.headerAt', { practice: organizationName }) : t('e.header')}</span>
    </header>
  );
}

export interface EnrollmentFrameProps {
  title: string;
  /** The flow step this page is; without one (the policy pages) the page is shown as it is. */
  step?: EnrollmentFlowStep;
  /** False on initial features, finished and not-found (SPEC §2). */
  withHeader?: boolean;
  children: ReactNode;
}

export function EnrollmentFrame({ title, step, withHeader = true, children }: EnrollmentFrameProps) {
  const token = useEnrollmentToken();
  if (!step) {
    // The policy and finished pages ask nothing of the API; they name the practice when this page knows it.
    const known = knownEnrollment(token);
    return (
      <ScreenFrame title={title} header={withHeader ? <EnrollmentHeader organizationName={known?.organizationName} logoUrl={known?.logoUrl} /> : undefined} lead={withHeader ? undefined : <Brand view={known} />}>
        {children}
      </ScreenFrame>
    );
  }
  return (
    <GuardedStep token={token} title={title} step={step} withHeader={withHeader}>
      {children}
    </GuardedStep>
  );
}

/**
 * Where there is no enrollment header, the practice's logo and name open the page instead; until
 * the enrollment is known, their line stands empty (the page below it does not move when it fills).
 */
function Brand({ view }: { view: EnrollmentView | null }) {
  return view ? <PracticeBrand name={view.organizationName} url={view.logoUrl} /> : <p className="pt-practice" />;
}

/** A flow step's screen: its body in the enrollment frame (the header as the step has it). */
export function enrollmentStep(step: EnrollmentFlowStep, Body: ComponentType, options: { withHeader?: boolean } = {}) {
  return function EnrollmentStepPage({ title }: { title: string }) {
    return (
      <EnrollmentFrame title={title} step={step} withHeader={options.withHeader}>
        <Body />
      </EnrollmentFrame>
    );
  };
}

function GuardedStep({ token, title, step, withHeader, children }: Required<Omit<EnrollmentFrameProps, 'children'>> & { token: string; children: ReactNode }) {
  const state = useEnrollmentState(token);
  const navigate = useNavigate();
  const { t } = useText();
  const next = nextEnrollmentStep(step);

  if (!token || state.kind === 'not-found') return <Navigate to={stepPath(token, 'not-found')} />;
  const known = state.kind === 'ready' ? state.view : undefined;
  const header = withHeader ? <EnrollmentHeader organizationName={known?.organizationName} logoUrl={known?.logoUrl} /> : undefined;
  if (state.kind !== 'ready') {
    return (
      <ScreenFrame title={title} header={header} lead={withHeader ? undefined : <Brand view={null} />}>
        {state.kind === 'loading' ? (
          <p role="status">{t('e.loading')}</p>
        ) : (
          <div role="alert">
            <p>{t('offline')}</p>
            <button type="button" className="pt-button" onClick={() => void refreshEnrollment(token)}>
              {t('tryAgain')}
            </button>
          </div>
        )}
      </ScreenFrame>
    );
  }
  const view = state.view;
  const target = resumeStep(view, step);
  if (target !== step) return <Navigate to={stepPath(token, target)} />;

  const goNext = async ({ refresh = false } = {}) => {
    if (!next) return;
    if (refresh) await refreshEnrollment(token);
    else void enrollmentApi.progress(token, next).catch(() => undefined);
    navigate(stepPath(token, next));
  };
  return (
    <EnrollmentContext.Provider value={{ token, view, goNext }}>
      <ScreenFrame title={title} header={header} lead={withHeader ? <StepIndicator step={step} /> : <Brand view={view} />}>
        {children}
      </ScreenFrame>
    </EnrollmentContext.Provider>
  );
}

/** A link to another page of the same enrollment, keeping the link's token. */
export function StepLink({ step, children, className = 'pt-button' }: { step: EnrollmentFlowStep | EnrollmentStep; children: ReactNode; className?: string }) {
  return (
    <Link className={className} to={stepPath(useEnrollmentToken(), step)}>
      {children}
    </Link>
  );
}
